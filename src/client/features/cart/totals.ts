import { exactCents, fromCents, toCents } from '@/shared/money';

interface PricedLine {
  quantity: number;
  price: string;
}

// In bigint cents: a cart may hold LIMITS.maxCartQuantity of each product, past 2^53 cents and past what an order may
// total (MAX_MONEY_CENTS), and its summary still shows the exact figure the checkout then refuses.
const lineCents = ({ quantity, price }: PricedLine): bigint => BigInt(toCents(price)) * BigInt(quantity);

/** Exact line total as a decimal string ("3 x 23500.50" -> "70501.50"), in integer cents, never floats. */
export const lineTotal = (line: PricedLine): string => fromCents(lineCents(line));

/** The item count (sum of quantities) and total a cart summary shows. */
export function cartSummary(lines: PricedLine[]): { count: number; total: string } {
  let count = 0;
  let cents = 0n;
  for (const line of lines) {
    count += line.quantity;
    cents += lineCents(line);
  }
  return { count, total: fromCents(cents) };
}

/** The goods' total and the delivery fee (null while it is to be confirmed: not added), of any size. */
export const totalWithFee = (goods: string, fee: string | null): string =>
  fee === null ? goods : fromCents((exactCents(goods) ?? 0n) + (exactCents(fee) ?? 0n));
