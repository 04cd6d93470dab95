import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { newPasswordSchema } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Field, Input } from '@/client/components/ui/input';
import { useMessages, useMessageText } from '@/client/lib/i18n';
import { usePageTitle } from '@/client/lib/use-page-title';
import { PasswordCard, usePasswordRequest } from '../components/password-card';
import { authMessages } from '../messages';

/** The page a reset link opens: a new password, with the rules of registration. */
export function ResetPasswordPage() {
  const t = useMessages(authMessages);
  const messageText = useMessageText();
  usePageTitle(t('resetTitle'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { mutation: reset, problem, setProblem } = usePasswordRequest<{ token: string; password: string }>('/api/auth/password-reset/confirm');
  return (
    <PasswordCard title={t('resetHeading')} description={t('resetIntro')}>
          {reset.isSuccess ? (
            <div className="space-y-4 text-center">
              <p role="status" className="rounded-md bg-muted p-3 text-sm">
                {messageText(reset.data.message)}
              </p>
              <Button asChild className="w-full">
                <Link to="/login">{t('login')}</Link>
              </Button>
            </div>
          ) : (
            <form
              className="space-y-4"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                const checked = newPasswordSchema.safeParse(password);
                if (!checked.success) return setProblem(checked.error.issues[0]?.message);
                if (password !== confirm) return setProblem(t('mismatch'));
                setProblem(undefined);
                reset.mutate({ token, password });
              }}
            >
              <Field id="new-password" label={t('newPassword')}>
                <Input id="new-password" type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
              </Field>
              <Field id="confirm-password" label={t('repeatPassword')} error={problem}>
                <Input id="confirm-password" type="password" autoComplete="new-password" value={confirm} aria-invalid={!!problem} onChange={(event) => setConfirm(event.target.value)} />
              </Field>
              <Button type="submit" className="w-full" disabled={reset.isPending}>
                {reset.isPending ? t('saving') : t('setPassword')}
              </Button>
              <p className="text-center text-sm text-muted-foreground">
                {t('linkExpired')}{' '}
                <Link to="/forgot-password" className="font-medium text-foreground underline underline-offset-4">
                  {t('askAgain')}
                </Link>
              </p>
            </form>
          )}
    </PasswordCard>
  );
}
