import { z } from 'zod';
import { LIMITS, STOCK_MOVEMENT_KINDS } from '../constants';
import { msg } from '../messages/message';
import { isoDate, pageParam, pagingParam, staffRefSchema } from './common';
import { reasonSchema } from './reason';
import { stockStatusSchema } from './catalog';

// docs/product.md, "Stock": counts and thresholds are whole numbers from 0 to LIMITS.maxStockQuantity.

/** A count or a threshold, named by its message codes. */
const wholeUnits = (name: 'stock_quantity' | 'low_stock_threshold') =>
  z
    .number({ error: msg(`${name}_not_number`) })
    .int(msg(`${name}_not_number`))
    .min(0, msg(`${name}_negative`))
    .max(LIMITS.maxStockQuantity, msg(`${name}_too_large`));

/** Units in stock; null stops counting the product (its hand-set status applies again). */
export const stockQuantitySchema = wholeUnits('stock_quantity').nullable();
export const lowStockThresholdSchema = wholeUnits('low_stock_threshold');

export const stockMovementKindSchema = z.enum(STOCK_MOVEMENT_KINDS);
export type StockMovementKindValue = z.infer<typeof stockMovementKindSchema>;

/** The changes staff make by hand; orders and cancellations move stock themselves. */
export const STAFF_STOCK_KINDS = ['goods_received', 'adjustment'] as const;

/**
 * `POST /api/admin/products/:id/stock`: goods received add units (a positive change, the reason optional, such as a
 * delivery note); an adjustment adds or takes away (a count, breakage, theft) and always says why.
 */
export const stockChangeSchema = z
  .strictObject({
    kind: z.enum(STAFF_STOCK_KINDS, { error: msg('stock_change_kind_invalid') }),
    change: z
      .number({ error: msg('stock_change_not_number') })
      .int(msg('stock_change_not_number'))
      .refine((change) => change !== 0, msg('stock_change_zero'))
      .refine((change) => Math.abs(change) <= LIMITS.maxStockQuantity, msg('stock_change_too_large')),
    reason: reasonSchema(msg('stock_reason_required')).optional(),
  })
  .refine((input) => input.kind !== 'goods_received' || input.change > 0, { message: msg('stock_received_not_positive'), path: ['change'] })
  .refine((input) => input.kind !== 'adjustment' || input.reason !== undefined, { message: msg('stock_reason_required'), path: ['reason'] });
export type StockChangeInput = z.input<typeof stockChangeSchema>;

export const stockMovementSchema = z.object({
  id: z.number(),
  kind: stockMovementKindSchema,
  change: z.number(),
  quantityAfter: z.number(),
  reason: z.string().nullable(),
  /** The order that took or gave back the units, while it exists. */
  order: z.object({ id: z.number(), orderNumber: z.string() }).nullable(),
  /** Who: the customer for an order, the staff member otherwise; null once the account is gone. */
  changedBy: staffRefSchema,
  createdAt: isoDate,
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockMovementListQuerySchema = z.strictObject({
  page: pageParam.optional(),
  limit: pagingParam('limit').max(LIMITS.maxAdminPageSize, msg('admin_limit_too_large')).optional(),
});

/** A counted product at or under its low-stock threshold, as the dashboard lists it. */
export const lowStockProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  stockQuantity: z.number(),
  lowStockThreshold: z.number(),
  stockStatus: stockStatusSchema,
});
export type LowStockProduct = z.infer<typeof lowStockProductSchema>;

/** The dashboard's low-stock card: the products it lists (fewest units first) and how many there are in all. */
export const lowStockSchema = z.object({ products: z.array(lowStockProductSchema), total: z.number() });
export type LowStock = z.infer<typeof lowStockSchema>;
