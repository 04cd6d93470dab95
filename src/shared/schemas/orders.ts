import { deliveryChoiceSchema, orderChargeSchema, orderDeliverySchema } from './delivery';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, LIMITS, ORDER_STATUSES, PAYMENT_STATUSES } from '../constants';
import { msg } from '../messages/message';
import { KENYAN_PHONE } from '../phone';
import { isoDate, multiLine, nonNegativeMoney, orderNumberSchema, trimmedText } from './common';
import { paymentMethodSchema } from './payments';

export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: msg('order_status_unknown') });
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES, { error: msg('payment_status_unknown') });

const ADDRESS_MESSAGE = msg('delivery_address_required');

/** A delivery address: at checkout, and as the default one saved in the profile (schemas/profile.ts). */
export const deliveryAddressSchema = multiLine(
  trimmedText(ADDRESS_MESSAGE).min(LIMITS.minAddressLength, ADDRESS_MESSAGE).max(500, msg('delivery_address_too_long')),
  msg('delivery_address_control_characters'),
);

export const checkoutSchema = z.strictObject({
  deliveryAddress: deliveryAddressSchema,
  phoneNumber: z
    .string({ error: msg('phone_invalid') })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(KENYAN_PHONE, msg('phone_invalid'))),
  notes: multiLine(trimmedText(msg('notes_not_text')).max(1000, msg('notes_too_long')), msg('notes_control_characters'))
    .nullish()
    .transform((value) => value || null),
  delivery: deliveryChoiceSchema.optional(),
  // The total the checkout showed (goods and fee): the order is placed only at it (docs/product.md, "Checkout").
  // Left out by older clients, whose orders take the total the database makes, as before.
  expectedTotal: nonNegativeMoney({ required: msg('expected_total_invalid'), invalid: msg('expected_total_invalid') }).optional(),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;

export const orderItemSchema = z.object({
  id: z.number(),
  productId: z.number().nullable(),
  productName: z.string(),
  productNameSw: z.string().nullable(),
  productSlug: z.string().nullable(),
  unitPrice: z.string(),
  quantity: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.number(),
  orderNumber: z.string(),
  status: orderStatusSchema,
  totalAmount: z.string(),
  deliveryAddress: z.string(),
  phoneNumber: z.string(),
  notes: z.string().nullable(),
  createdAt: isoDate,
  items: z.array(orderItemSchema),
  /** The delivery chosen at checkout; null for an order placed without a choice (its fee is to be confirmed). */
  delivery: orderDeliverySchema.nullable(),
  /** What the order costs beyond its lines, counted in totalAmount. */
  charges: z.array(orderChargeSchema),
  /** From the payments that are not voided (exact decimal strings). */
  amountPaid: z.string(),
  /** Nothing on a cancelled order. */
  balanceDue: z.string(),
  /** What was paid on a cancelled order and is to go back; "0.00" on any other. */
  refundDue: z.string(),
  paymentStatus: paymentStatusSchema,
});
export type Order = z.infer<typeof orderSchema>;

export const IDEMPOTENCY_HOURS = 24;
// Loose: the validated headers replace the request's, and every other header must stay.
export const checkoutHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, msg('idempotency_key_invalid'))
    .optional(),
});

export const orderNumberParamsSchema = z.strictObject({ orderNumber: orderNumberSchema });

/** One step of an order's status history as its customer sees it (staff also see who made the change). */
export const orderStatusStepSchema = z.object({ status: orderStatusSchema, changedAt: isoDate });

/** A payment as its customer sees it in the order's history: what counts towards the order (voided ones do not). */
export const orderPaymentStepSchema = z.object({
  method: paymentMethodSchema,
  amount: z.string(),
  reference: z.string().nullable(),
  paidAt: isoDate,
});
export type OrderPaymentStep = z.infer<typeof orderPaymentStepSchema>;

/** The customer's order page: every line with its product's picture (null once the product is gone), the history and the payments. */
export const orderDetailSchema = orderSchema.extend({
  items: z.array(orderItemSchema.extend({ image: z.string().nullable() })),
  history: z.array(orderStatusStepSchema),
  payments: z.array(orderPaymentStepSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
