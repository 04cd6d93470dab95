import { MessageCircle, Phone } from 'lucide-react';
import { telHref } from '@/shared/phone';
import type { User } from '@/shared/schemas/auth';
import { whatsappUrl } from '@/shared/whatsapp';
import { Button } from '@/client/components/ui/button';
import { TitledCard } from '@/client/components/ui/card';
import { useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { dashboardMessages } from '../messages';
import { PasswordForm } from './password-form';

export function ProfileTab({ user }: { user: User }) {
  const t = useMessages(dashboardMessages);
  const fields = [
    ['firstName', user.firstName],
    ['lastName', user.lastName],
    ['email', user.email],
    ['phoneNumber', user.phoneNumber || t('notSet')],
    ['deliveryAddressTitle', user.deliveryAddress || t('notSet')],
  ] as const;
  return (
    <div className="space-y-6">
      <TitledCard title={t('profileInformation')} contentClassName="space-y-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          {fields.map(([label, value]) => (
            <div key={label} className={label === 'deliveryAddressTitle' ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
              <dt className="text-sm text-muted-foreground">{t(label)}</dt>
              <dd className="font-medium wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-muted-foreground">
          {t('changeDetails')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="whatsapp" size="sm">
            <a href={whatsappUrl(shopSettings.whatsappNumber)} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" /> WhatsApp
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={telHref(shopSettings.phones[0])}>
              <Phone aria-hidden="true" /> {shopSettings.phones[0]}
            </a>
          </Button>
        </div>
      </TitledCard>
      <PasswordForm />
    </div>
  );
}
