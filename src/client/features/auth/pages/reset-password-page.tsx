import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { authApi } from '@/shared/contract/auth';
import { callApi } from '@/client/lib/api';
import { useMessages } from '@/client/lib/i18n';
import { usePageTitle } from '@/client/lib/use-page-title';
import { AuthAlternative, AuthSubmit, newPasswordProblem, PasswordCard, PasswordField, PlainForm, usePasswordRequest } from '../account-forms';
import { authMessages } from '../messages';

/** The page a reset link opens: a new password, with the rules of registration. */
export function ResetPasswordPage() {
  const t = useMessages(authMessages);
  usePageTitle(t('resetTitle'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const {
    mutation: reset,
    notice,
    problem,
    setProblem,
  } = usePasswordRequest((body: { token: string; password: string }) => callApi(authApi.resetPassword, { body }));
  return (
    <PasswordCard title={t('resetHeading')} description={t('resetIntro')}>
      {reset.isSuccess ? (
        <div className="space-y-4 text-center">
          <p role="status" className="rounded-md bg-muted p-3 text-sm">
            {notice}
          </p>
          <Button asChild className="w-full">
            <Link to="/login">{t('login')}</Link>
          </Button>
        </div>
      ) : (
        <PlainForm
          onSubmit={() => {
            const broken = newPasswordProblem(password);
            if (broken) return setProblem(broken);
            if (password !== confirm) return setProblem(t('mismatch'));
            setProblem(undefined);
            reset.mutate({ token, password });
          }}
        >
          <PasswordField id="new-password" label={t('newPassword')} autoComplete="new-password" value={password} onChange={setPassword} />
          <PasswordField
            id="confirm-password"
            label={t('repeatPassword')}
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
            error={problem}
          />
          <AuthSubmit pending={reset.isPending} pendingText={t('saving')}>
            {t('setPassword')}
          </AuthSubmit>
          <AuthAlternative prompt={t('linkExpired')} to="/forgot-password">
            {t('askAgain')}
          </AuthAlternative>
        </PlainForm>
      )}
    </PasswordCard>
  );
}
