import { z } from 'zod';
import { MAX_DELIVERY_DAYS, ORDER_CHARGE_KINDS } from '../delivery';
import { countyBySlug } from '../planner/counties';
import { msg } from '../messages/message';
import { contactPhone, idSchema, nonNegativeMoney, oneLine, positiveMoney, requiredText } from './common';

export const countyDeliverySchema = z.object({
  slug: z.string(),
  name: z.string(),
  available: z.boolean(),
  fee: z.string().nullable(),
  minDays: z.number().nullable(),
  maxDays: z.number().nullable(),
  freeAbove: z.string().nullable(),
});

export const pickupPointSchema = z.object({
  id: z.number(),
  name: z.string(),
  town: z.string(),
  address: z.string(),
  hours: z.string(),
  phone: z.string(),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

/** GET /api/delivery: every county, in the order a shopper looks for them (by name), and the pickup points. */
export const deliveryOptionsSchema = z.object({ counties: z.array(countyDeliverySchema), pickupPoints: z.array(pickupPointSchema) });
export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;

export const countySlugParamsSchema = z.strictObject({ slug: z.string().max(40, msg('county_unknown')) });

const days = z
  .number({ error: msg('delivery_days_invalid') })
  .int(msg('delivery_days_invalid'))
  .min(0, msg('delivery_days_invalid'))
  .max(MAX_DELIVERY_DAYS, msg('delivery_days_invalid'));

/** A county's terms as staff set them, whole: an unserved county keeps its fee and days for when it is served again. */
export const countyDeliveryInputSchema = z
  .strictObject({
    available: z.boolean({ error: msg('delivery_available_invalid') }),
    fee: nonNegativeMoney({ required: msg('delivery_fee_required'), invalid: msg('delivery_fee_invalid') }),
    minDays: days,
    maxDays: days,
    freeAbove: positiveMoney({ required: msg('free_above_invalid'), invalid: msg('free_above_invalid') })
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((terms) => terms.minDays <= terms.maxDays, { message: msg('delivery_days_order'), path: ['minDays'] });
export type CountyDeliveryInput = z.input<typeof countyDeliveryInputSchema>;
export type ValidCountyDelivery = z.output<typeof countyDeliveryInputSchema>;

const pickupText = (required: Parameters<typeof msg>[0]) => oneLine(requiredText(msg(required), 200, msg('pickup_text_too_long')), msg(required));

export const pickupPointInputSchema = z.strictObject({
  name: pickupText('pickup_name_required'),
  town: pickupText('pickup_town_required'),
  address: pickupText('pickup_address_required'),
  hours: pickupText('pickup_hours_required'),
  phone: contactPhone(msg('pickup_phone_invalid')),
});
export type PickupPointInput = z.input<typeof pickupPointInputSchema>;
export type ValidPickupPoint = z.output<typeof pickupPointInputSchema>;

export const pickupPointParamsSchema = z.strictObject({ id: idSchema });

/**
 * How a checkout wants its goods (docs/product.md, "Delivery"): delivered to a county, or collected from a pickup
 * point. Only the choice is sent: the fee is always worked out by the server from the stored terms.
 */
export const deliveryChoiceSchema = z.discriminatedUnion(
  'method',
  [
    z.strictObject({
      method: z.literal('delivery'),
      county: z.string({ error: msg('county_unknown') }).refine((slug) => countyBySlug(slug) !== undefined, msg('county_unknown')),
    }),
    z.strictObject({ method: z.literal('pickup'), pickupPointId: idSchema }),
  ],
  { error: msg('delivery_method_invalid') },
);
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;

/** The delivery an order was placed with, as it was then: null fee while it is to be confirmed. */
export const orderDeliverySchema = z.object({
  method: z.enum(['delivery', 'pickup']),
  county: z.string().nullable(),
  pickupPoint: z.object({ id: z.number().nullable(), name: z.string(), town: z.string() }).nullable(),
  fee: z.string().nullable(),
  earliestDate: z.string().nullable(),
  latestDate: z.string().nullable(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const orderChargeSchema = z.object({ kind: z.enum(ORDER_CHARGE_KINDS), amount: z.string() });
export type OrderCharge = z.infer<typeof orderChargeSchema>;
