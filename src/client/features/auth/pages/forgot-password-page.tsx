import { MessageCircle, Phone } from 'lucide-react';
import { useState } from 'react';
import { phoneText, telHref } from '@/shared/phone';
import { whatsappUrl } from '@/shared/whatsapp';
import { Button } from '@/client/components/ui/button';
import { Field, Input } from '@/client/components/ui/input';
import { authApi } from '@/shared/contract/auth';
import { callApi } from '@/client/lib/api';
import { useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { usePageTitle } from '@/client/lib/use-page-title';
import { AuthAlternative, AuthSubmit, PasswordCard, PlainForm, usePasswordRequest } from '../account-forms';
import { authMessages } from '../messages';

/**
 * A shop that sends no e-mail cannot send a link: it says so and offers its WhatsApp and phone, where staff set a new
 * password for the customer (docs/product.md, Passwords).
 */
function ContactInstead() {
  const t = useMessages(authMessages);
  const phone = shopSettings.phones[0];
  return (
    <PasswordCard title={t('forgotPassword')} description={t('noEmailIntro')}>
      <div className="flex flex-col gap-3">
        <Button asChild variant="whatsapp" className="w-full">
          <a
            href={whatsappUrl(shopSettings.whatsappNumber, t('noEmailMessage', { shop: shopSettings.shopName }))}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessageCircle aria-hidden="true" /> {t('noEmailWhatsapp')}
          </a>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <a href={telHref(phone)}>
            <Phone aria-hidden="true" /> {t('noEmailCall', { phone: phoneText(phone) })}
          </a>
        </Button>
      </div>
      <AuthAlternative prompt={t('remembered')} to="/login">
        {t('login')}
      </AuthAlternative>
    </PasswordCard>
  );
}

/** "Forgot password?": the answer never says whether an account matched. */
export function ForgotPasswordPage() {
  const t = useMessages(authMessages);
  usePageTitle(t('forgotTitle'));
  return shopSettings.emailOn ? <ResetLinkRequest /> : <ContactInstead />;
}

function ResetLinkRequest() {
  const t = useMessages(authMessages);
  const [login, setLogin] = useState('');
  const {
    mutation: request,
    notice,
    problem,
    setProblem,
  } = usePasswordRequest((body: { login: string }) => callApi(authApi.requestPasswordReset, { body }));
  return (
    <PasswordCard title={t('forgotPassword')} description={t('forgotIntro')}>
      {request.isSuccess ? (
        <p role="status" className="rounded-md bg-muted p-3 text-sm">
          {notice}
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
            <Input
              id="reset-login"
              autoComplete="username"
              value={login}
              aria-invalid={!!problem}
              onChange={(event) => setLogin(event.target.value)}
            />
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
