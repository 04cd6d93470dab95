import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { Field, Input } from '@/client/components/ui/input';
import { useMessages, useMessageText } from '@/client/lib/i18n';
import { usePageTitle } from '@/client/lib/use-page-title';
import { PasswordCard, usePasswordRequest } from '../components/password-card';
import { authMessages } from '../messages';

/** "Forgot password?": the answer never says whether an account matched. */
export function ForgotPasswordPage() {
  const t = useMessages(authMessages);
  const messageText = useMessageText();
  usePageTitle(t('forgotTitle'));
  const [login, setLogin] = useState('');
  const { mutation: request, problem, setProblem } = usePasswordRequest<{ login: string }>('/api/auth/password-reset');
  return (
    <PasswordCard title={t('forgotPassword')} description={t('forgotIntro')}>
          {request.isSuccess ? (
            <p role="status" className="rounded-md bg-muted p-3 text-sm">
              {messageText(request.data.message)}
            </p>
          ) : (
            <form
              className="space-y-4"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!login.trim()) return setProblem(t('enterLogin'));
                setProblem(undefined);
                request.mutate({ login: login.trim() });
              }}
            >
              <Field id="reset-login" label={t('loginOrEmail')} error={problem}>
                <Input id="reset-login" autoComplete="username" value={login} aria-invalid={!!problem} onChange={(event) => setLogin(event.target.value)} />
              </Field>
              <Button type="submit" className="w-full" disabled={request.isPending}>
                {request.isPending ? t('sending') : t('sendLink')}
              </Button>
            </form>
          )}
          <p className="text-center text-sm text-muted-foreground">
            {t('remembered')}{' '}
            <Link to="/login" className="font-medium text-foreground underline underline-offset-4">
              {t('login')}
            </Link>
          </p>
    </PasswordCard>
  );
}
