// Delivery by county and pickup points (docs/product.md, "Delivery"): the pure rules checkout and the server share.
import { nairobiDay } from './dates';
import { exactCents } from './money';

/** How long a delivery may be promised: a county further than this is better not served. */
export const MAX_DELIVERY_DAYS = 60;

export const DELIVERY_METHODS = ['delivery', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** What an order is charged on top of its goods (docs/product.md, "Delivery"); installation comes with its booking. */
export const ORDER_CHARGE_KINDS = ['delivery', 'installation'] as const;
export type OrderChargeKind = (typeof ORDER_CHARGE_KINDS)[number];

/** A county's delivery terms; `fee` null when staff have not set one (the fee is then confirmed with the customer). */
export interface CountyDelivery {
  slug: string;
  name: string;
  available: boolean;
  fee: string | null;
  minDays: number | null;
  maxDays: number | null;
  /** Goods worth at least this are delivered free; null when there is no such offer. */
  freeAbove: string | null;
}

/** The fee for goods worth `goodsTotal` (a decimal string): free at or above `freeAbove`; null while not set. */
export function deliveryFee(county: Pick<CountyDelivery, 'fee' | 'freeAbove'>, goodsTotal: string): string | null {
  if (county.fee === null) return null;
  if (county.freeAbove !== null && (exactCents(goodsTotal) ?? 0n) >= (exactCents(county.freeAbove) ?? 0n)) return '0.00';
  return county.fee;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day in Nairobi `days` days after `from`, as YYYY-MM-DD: when an order placed then is expected. */
export const deliveryDay = (days: number, from: Date = new Date()): string => nairobiDay(new Date(from.getTime() + days * DAY_MS));
