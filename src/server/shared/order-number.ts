import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { normalizeAccount } from '../../shared/payments';
import type { Tx } from '../db/client';
import { orders } from '../db/schema';

// Read aloud over the phone and typed into WhatsApp: no 0/O, 1/I/L lookalikes.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 6;

function shortNumber(prefix: string): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}

/** A short order number such as "SH-7KQ2MX"; uniqueness is enforced by the database. */
export const newOrderNumber = (): string => shortNumber('SH');

/** A quotation's number such as "QT-7KQ2MX", told apart from an order's at a glance. */
export const newQuoteNumber = (): string => shortNumber('QT');

/**
 * An order's number the way an M-PESA account number is matched against it, case, spaces and dashes ignored
 * ("SH7KQ2MX"): compared with normalizeAccount of what the customer typed (docs/product.md, "Payments").
 */
export const accountKeyOfOrder = sql<string>`upper(regexp_replace(${orders.orderNumber}, '[\\s-]', '', 'g'))`;

/** The order an M-PESA account number names, if any. */
export async function orderByAccount(db: Tx, account: string) {
  const key = normalizeAccount(account);
  if (!key) return undefined;
  const [order] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
    .from(orders)
    .where(eq(accountKeyOfOrder, key));
  return order;
}
