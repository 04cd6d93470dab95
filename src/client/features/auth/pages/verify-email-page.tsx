import { MailCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/client/components/ui/button';
import { authApi } from '@/shared/contract/auth';
import { callApi } from '@/client/lib/api';
import { useMessages } from '@/client/lib/i18n';
import { usePageTitle } from '@/client/lib/use-page-title';
import { AuthCard, usePasswordRequest } from '../account-forms';
import { currentUserQuery } from '../api';
import { authMessages } from '../messages';

/** The page a confirmation link opens: it confirms the address at once and says so (docs/product.md, E-mail notifications). */
export function VerifyEmailPage() {
  const t = useMessages(authMessages);
  usePageTitle(t('verifyTitle'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const queryClient = useQueryClient();
  const { mutation: verify, notice, problem } = usePasswordRequest((body: { token: string }) => callApi(authApi.verifyEmail, { body }));
  const { mutate } = verify;
  useEffect(() => {
    mutate({ token }, { onSuccess: () => void queryClient.invalidateQueries(currentUserQuery) });
  }, [mutate, token, queryClient]);
  return (
    <AuthCard icon={MailCheck} title={t('verifyHeading')} description={t('verifyIntro')}>
      {verify.isSuccess ? (
        <p role="status" className="rounded-md bg-muted p-3 text-center text-sm">
          {notice}
        </p>
      ) : problem ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-center text-sm text-destructive">
          {problem}
        </p>
      ) : (
        <p role="status" className="text-center text-sm text-muted-foreground">
          {t('verifying')}
        </p>
      )}
      <Button asChild className="w-full">
        <Link to="/dashboard">{t('toAccount')}</Link>
      </Button>
    </AuthCard>
  );
}
