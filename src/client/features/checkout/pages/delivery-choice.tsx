import { useQuery } from '@tanstack/react-query';
import { deliveryFee, type DeliveryMethod } from '@/shared/delivery';
import { formatKsh } from '@/shared/money';
import type { DeliveryChoice as Choice, DeliveryOptions } from '@/shared/schemas/delivery';
import { TitledCard } from '@/client/components/ui/card';
import { Field } from '@/client/components/ui/input';
import { LoadError } from '@/client/components/ui/load-error';
import { NativeSelect } from '@/client/components/ui/native-select';
import { LiveFields } from '@/client/components/ui/live-form';
import { useMessages } from '@/client/lib/i18n';
import { deliveryOptionsQuery } from '../api';
import { checkoutMessages } from '../messages';

/** What the shopper picked so far: a method, and the county or the pickup point ('' / null until chosen). */
export interface DeliveryPick {
  method: DeliveryMethod;
  county: string;
  pickupPointId: number | null;
}

export const NO_PICK: DeliveryPick = { method: 'delivery', county: '', pickupPointId: null };

/** The request's choice, once complete; null while a county or point is still to be chosen. */
export function chosen(pick: DeliveryPick): Choice | null {
  if (pick.method === 'pickup') return pick.pickupPointId === null ? null : { method: 'pickup', pickupPointId: pick.pickupPointId };
  return pick.county ? { method: 'delivery', county: pick.county } : null;
}

/** The fee of the pick on these goods, from the terms already fetched (no request per change): null while to be confirmed. */
export function pickFee(options: DeliveryOptions | undefined, pick: DeliveryPick, goodsTotal: string): string | null {
  if (pick.method === 'pickup') return '0.00';
  const county = options?.counties.find((each) => each.slug === pick.county);
  return county ? deliveryFee(county, goodsTotal) : null;
}

const METHODS: DeliveryMethod[] = ['delivery', 'pickup'];
const NO_TERMS: DeliveryOptions = { counties: [], pickupPoints: [] };

/** Delivery to one of the 47 counties or collection from a pickup point (docs/product.md, "Delivery"). */
export function DeliveryChoice({
  pick,
  onPick,
  goodsTotal,
  missing,
}: {
  pick: DeliveryPick;
  onPick: (pick: DeliveryPick) => void;
  goodsTotal: string;
  missing: boolean;
}) {
  const t = useMessages(checkoutMessages);
  const options = useQuery(deliveryOptionsQuery);
  // Without the terms the order is still placed, its fee confirmed by the sales team (as for older clients).
  if (options.isError) return <LoadError what={t('deliveryOptions')} />;
  // While the terms load the card stands with its controls, the lists not yet filled: the form below it never moves.
  const loading = options.isPending;
  const terms = options.data ?? NO_TERMS;
  const county = terms.counties.find((each) => each.slug === pick.county);
  const fee = pickFee(terms, pick, goodsTotal);
  return (
    <TitledCard title={t('deliveryChoice')} contentClassName="space-y-4">
      <LiveFields>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('deliveryMethod')}</legend>
          <div className="flex flex-wrap gap-4">
            {METHODS.map((method) => (
              <label key={method} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="delivery-method"
                  value={method}
                  className="size-5 accent-primary"
                  checked={pick.method === method}
                  onChange={() => onPick({ ...pick, method })}
                />
                {t(method === 'delivery' ? 'methodDelivery' : 'methodPickup')}
              </label>
            ))}
          </div>
        </fieldset>
        {pick.method === 'delivery' ? (
          <Field id="checkout-county" label={t('county')} hint={pick.county ? undefined : t('countyHint')}>
            <NativeSelect
              id="checkout-county"
              value={pick.county}
              disabled={loading}
              aria-describedby={pick.county ? 'checkout-delivery-terms' : 'checkout-county-hint'}
              onChange={(event) => onPick({ ...pick, county: event.target.value })}
            >
              <option value="">{t('countyPlaceholder')}</option>
              {terms.counties.map((each) => (
                <option key={each.slug} value={each.slug} disabled={!each.available}>
                  {each.available ? each.name : t('countyNotServed', { county: each.name })}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : (
          <Field id="checkout-pickup" label={t('pickupPoint')} error={missing ? t('choosePickup') : undefined}>
            <NativeSelect
              id="checkout-pickup"
              value={pick.pickupPointId ?? ''}
              disabled={loading}
              aria-invalid={missing}
              aria-describedby={missing ? 'checkout-pickup-error' : 'checkout-delivery-terms'}
              onChange={(event) => onPick({ ...pick, pickupPointId: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">{t('pickupPlaceholder')}</option>
              {terms.pickupPoints.map((point) => (
                <option key={point.id} value={point.id}>
                  {point.name}, {point.town}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
        <div id="checkout-delivery-terms" className="space-y-1 text-sm" aria-live="polite" data-testid="delivery-terms">
          {pick.method === 'pickup'
            ? pick.pickupPointId !== null && <PickupDetails options={terms} id={pick.pickupPointId} />
            : county && (
                <>
                  <p>{fee === null ? t('feeToBeConfirmed') : fee === '0.00' ? t('feeFree') : t('feeIs', { fee: formatKsh(fee) })}</p>
                  {county.freeAbove !== null && <p className="text-muted-foreground">{t('freeAbove', { amount: formatKsh(county.freeAbove) })}</p>}
                  {county.minDays !== null && county.maxDays !== null && (
                    <p className="text-muted-foreground">{t('deliveryDays', { min: county.minDays, max: county.maxDays })}</p>
                  )}
                </>
              )}
        </div>
      </LiveFields>
    </TitledCard>
  );
}

function PickupDetails({ options, id }: { options: DeliveryOptions; id: number }) {
  const t = useMessages(checkoutMessages);
  const point = options.pickupPoints.find((each) => each.id === id);
  if (!point) return null;
  return (
    <>
      <p>{t('pickupFree')}</p>
      <p className="text-muted-foreground">
        {point.address}, {point.town} · {point.hours} · {point.phone}
      </p>
    </>
  );
}
