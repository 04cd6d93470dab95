import type { Order } from '@/shared/schemas/orders';
import { UserText } from '@/client/components/user-text';
import { useMessages } from '@/client/lib/i18n';
import { dashboardMessages } from '../messages';

/** An order's delivery address, phone and notes, as rows of the list (<dl>) around them. */
export function DeliveryRows({ order }: { order: Pick<Order, 'deliveryAddress' | 'phoneNumber' | 'notes'> }) {
  const t = useMessages(dashboardMessages);
  return (
    <>
      <dt className="text-muted-foreground">{t('deliveryAddress')}</dt>
      <dd>
        <UserText text={order.deliveryAddress} />
      </dd>
      <dt className="text-muted-foreground">{t('phone')}</dt>
      <dd>{order.phoneNumber}</dd>
      {order.notes && (
        <>
          <dt className="text-muted-foreground">{t('notes')}</dt>
          <dd>
            <UserText text={order.notes} />
          </dd>
        </>
      )}
    </>
  );
}
