import { type PaymentStatus } from '@/shared/constants';
import { PAYMENT_STATUS_LABELS } from '@/shared/labels';
import { Badge } from '@/client/components/ui/badge';

const VARIANTS = { unpaid: 'outline', partly_paid: 'secondary', paid: 'success', overpaid: 'default' } as const;

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge variant={VARIANTS[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}
