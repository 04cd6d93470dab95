import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import type { User } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { authApi } from '@/shared/contract/auth';
import { callApi } from '@/client/lib/api';
import { useCodeText, useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { authMessages } from './messages';

/** Tells a customer whose address is not confirmed that order e-mails wait for it, and sends the link again. */
export function VerifyEmailNotice({ user }: { user: User }) {
  const t = useMessages(authMessages);
  const text = useCodeText();
  const resend = useMutation({ mutationFn: () => callApi(authApi.resendVerification) });
  if (user.emailVerified || !shopSettings.emailOn) return null;
  return (
    <section
      aria-labelledby="verify-email-notice"
      className="mb-6 rounded-lg border border-amber-500/50 bg-amber-50 p-4 text-sm dark:bg-amber-950/30"
    >
      <h2 id="verify-email-notice" className="flex items-center gap-2 font-semibold">
        <MailWarning className="size-4 shrink-0" aria-hidden="true" /> {t('verifyNoticeTitle')}
      </h2>
      <p className="mt-1 wrap-anywhere">{t('verifyNoticeText', { email: user.email })}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button size="sm" variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess}>
          {t('verifyResend')}
        </Button>
        {resend.isSuccess && <span role="status">{resend.data.code ? text(resend.data.code, resend.data.params) : resend.data.message}</span>}
        {resend.isError && <span role="alert">{text.error(resend.error, t('somethingWrong'))}</span>}
      </div>
    </section>
  );
}
