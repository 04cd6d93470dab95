import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { formatDay } from '@/shared/dates';
import { localized } from '@/shared/locale';
import type { OrderItem } from '@/shared/schemas/orders';
import type { Claim, LineWarranty } from '@/shared/schemas/warranty';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { UserText } from '@/client/components/user-text';
import { PhotoThumbnails } from '@/client/components/photo-thumbnails';
import { useMessages } from '@/client/lib/i18n';
import { notifyOffline } from '@/client/lib/notify';
import { preloadable } from '@/client/lib/preloadable';
import { dashboardMessages } from '../messages';
import { formatOrderTime } from '../order-time';

// The claim form and its dialog come when a claim is started: most visits to an order never open one.
const claimDialog = preloadable(async () => (await import('./claim-dialog')).ClaimDialog);

const claimVariant = (status: Claim['status']) => (status === 'rejected' ? 'destructive' : status === 'closed' ? 'secondary' : 'default');

/** Under a delivered line: how long its warranty runs, and the claim action while a claim can be opened. */
export function LineWarrantyAction({ orderNumber, item, warranty }: { orderNumber: string; item: OrderItem; warranty: LineWarranty | undefined }) {
  const t = useMessages(dashboardMessages);
  const [claiming, setClaiming] = useState(false);
  if (!warranty?.lastDay) return null;
  // Opens once the form's code is here; offline, the shopper is told so and may tap again.
  const startClaim = () =>
    claimDialog.preload().then(
      () => setClaiming(true),
      (error: unknown) => {
        if (!notifyOffline(error)) throw error;
      },
    );
  const date = formatDay(warranty.lastDay, t.locale);
  const name = localized(t.locale, item.productName, item.productNameSw);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-sm text-muted-foreground">{t(warranty.running ? 'warrantyUntil' : 'warrantyEnded', { date })}</p>
      {warranty.claimable && (
        // Beside the line's picture and price, a phone has no room for its words on one line.
        <Button size="sm-wrap" variant="outline" aria-label={t('claimUnderWarrantyOf', { name })} onClick={() => void startClaim()}>
          <ShieldCheck aria-hidden="true" /> {t('claimUnderWarranty')}
        </Button>
      )}
      {claiming && <claimDialog.Component orderNumber={orderNumber} item={item} onClose={() => setClaiming(false)} />}
    </div>
  );
}

/** The order's claims, each with its status and the steps it went through. */
export function OrderClaims({ claims }: { claims: Claim[] }) {
  const t = useMessages(dashboardMessages);
  return (
    <ul className="space-y-6" aria-label={t('warrantyClaims')}>
      {claims.map((claim) => (
        <li key={claim.id} className="space-y-3" data-testid="warranty-claim">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-medium wrap-anywhere">
              {t('claimNumber', { id: claim.id, name: localized(t.locale, claim.productName, claim.productNameSw) })}
            </h3>
            <Badge variant={claimVariant(claim.status)}>{t(`claimStatus_${claim.status}`)}</Badge>
          </div>
          <p className="text-sm wrap-anywhere">
            <UserText text={claim.problem} />
          </p>
          {claim.serialNumber && (
            <p className="text-sm text-muted-foreground wrap-anywhere">{t('claimSerialShown', { serial: claim.serialNumber })}</p>
          )}
          <PhotoThumbnails photos={claim.photos} alt={(number) => t('claimPhotoAlt', { number })} className="flex gap-2" />
          <ol className="space-y-2 border-l pl-4" aria-label={t('claimSteps', { id: claim.id })}>
            {claim.steps.map((step, index) => (
              <li key={index}>
                <p className="text-sm font-medium">
                  {t(`claimStatus_${step.status}`)}
                  {step.resolution && ` · ${t('claimResolution', { resolution: t(`claimResolution_${step.resolution}`) })}`}
                </p>
                {step.note && (
                  <p className="text-sm wrap-anywhere">{t(step.status === 'rejected' ? 'claimReason' : 'claimNote', { note: step.note })}</p>
                )}
                <time dateTime={step.changedAt} className="text-xs text-muted-foreground">
                  {formatOrderTime(step.changedAt, t.locale)}
                </time>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
