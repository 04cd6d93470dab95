import { useState } from 'react';
import { Field, Input } from '@/client/components/ui/input';
import { useMessages, useMessageText } from '@/client/lib/i18n';
import { usePageTitle } from '@/client/lib/use-page-title';
import { AuthAlternative, AuthSubmit, PasswordCard, PlainForm, usePasswordRequest } from '../account-forms';
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
        <PlainForm
          onSubmit={() => {
            if (!login.trim()) return setProblem(t('enterLogin'));
            setProblem(undefined);
            request.mutate({ login: login.trim() });
          }}
        >
          <Field id="reset-login" label={t('loginOrEmail')} error={problem}>
            <Input id="reset-login" autoComplete="username" value={login} aria-invalid={!!problem} onChange={(event) => setLogin(event.target.value)} />
          </Field>
          <AuthSubmit pending={request.isPending} pendingText={t('sending')}>
            {t('sendLink')}
          </AuthSubmit>
        </PlainForm>
      )}
      <AuthAlternative prompt={t('remembered')} to="/login">
        {t('login')}
      </AuthAlternative>
    </PasswordCard>
  );
}
