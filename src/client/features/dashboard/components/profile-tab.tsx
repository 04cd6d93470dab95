import { MessageCircle, Phone } from 'lucide-react';
import { telHref } from '@/shared/phone';
import type { User } from '@/shared/schemas/auth';
import { whatsappUrl } from '@/shared/whatsapp';
import { Button } from '@/client/components/ui/button';
import { TitledCard } from '@/client/components/ui/card';
import { useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import type { DeleteAccount } from '../api';
import { dashboardMessages } from '../messages';
import { DataRightsCard } from './data-rights-card';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

export function ProfileTab({ user, deleteAccount }: { user: User; deleteAccount: DeleteAccount }) {
  const t = useMessages(dashboardMessages);
  return (
    <div className="space-y-6">
      {/* Keyed by account: another account signing in on this tab never sees the form filled with the last one's. */}
      <ProfileForm key={user.id} user={user} />
      <PasswordForm />
      <DataRightsCard user={user} deleteAccount={deleteAccount} />
      <TitledCard title={t('accountHelp')} contentClassName="space-y-3">
        <p className="text-sm text-muted-foreground">{t('changeDetails')}</p>
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
    </div>
  );
}
