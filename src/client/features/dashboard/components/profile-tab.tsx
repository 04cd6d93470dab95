import { MessageCircle, Phone } from 'lucide-react';
import { telHref } from '@/shared/phone';
import type { User } from '@/shared/schemas/auth';
import { whatsappUrl } from '@/shared/whatsapp';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { shopSettings } from '@/client/lib/shop-settings';
import { PasswordForm } from './password-form';

export function ProfileTab({ user }: { user: User }) {
  const fields = [
    ['First Name', user.firstName],
    ['Last Name', user.lastName],
    ['Email', user.email],
    ['Phone Number', user.phoneNumber || 'Not set'],
    ['Delivery Address', user.deliveryAddress || 'Not set'],
  ] as const;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Profile Information</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          <dl className="grid gap-4 sm:grid-cols-2">
            {fields.map(([label, value]) => (
              <div key={label} className={label === 'Delivery Address' ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="font-medium wrap-anywhere">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-muted-foreground">
            To change these details, contact us by WhatsApp or phone and our team will update them for you.
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
        </CardContent>
      </Card>
      <PasswordForm />
    </div>
  );
}
