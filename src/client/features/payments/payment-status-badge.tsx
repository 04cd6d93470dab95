import { type PaymentStatus } from '@/shared/constants';
import { Badge } from '@/client/components/ui/badge';
import { sharedMessages } from '@/client/components/shared-messages';
import { useMessages } from '@/client/lib/i18n';

const VARIANTS = { unpaid: 'outline', partly_paid: 'secondary', paid: 'success', overpaid: 'default' } as const;

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useMessages(sharedMessages);
  return <Badge variant={VARIANTS[status]}>{t(`paymentStatus_${status}`)}</Badge>;
}
