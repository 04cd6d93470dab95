import { fromCents, toCents } from '@/shared/money';

interface PricedLine {
  quantity: number;
  price: string;
}

/** Exact line total as a decimal string ("3 x 23500.50" -> "70501.50"), in integer cents, never floats. */
export const lineTotal = ({ quantity, price }: PricedLine): string => fromCents(toCents(price) * quantity);

/** The item count (sum of quantities) and total a cart summary shows. */
export function cartSummary(lines: PricedLine[]): { count: number; total: string } {
  let count = 0;
  let cents = 0;
  for (const line of lines) {
    count += line.quantity;
    cents += toCents(line.price) * line.quantity;
  }
  return { count, total: fromCents(cents) };
}
