import { z } from 'zod';
import { LIMITS } from '../constants';
import { msg } from '../messages/message';
import { MPESA_REQUEST_STATUSES } from '../mpesa';

export const orderNumberParam = z.string().trim().min(1, msg('mpesa_order_not_found')).max(LIMITS.maxOrderNumber, msg('mpesa_order_not_found'));

/** A prompt's phone and amount, as typed: the phone in any Kenyan spelling, the amount in whole shillings. */
export const stkPushSchema = z.strictObject({
  phone: z.string({ error: msg('mpesa_phone_invalid') }).max(30, msg('mpesa_phone_invalid')),
  amount: z.coerce
    .number({ error: msg('mpesa_amount_invalid') })
    .int(msg('mpesa_amount_invalid'))
    .min(1, msg('mpesa_amount_invalid'))
    .max(1_000_000_000, msg('mpesa_amount_invalid')),
});
export type StkPushInput = z.input<typeof stkPushSchema>;

export const stkStartedSchema = z.object({ requestId: z.string(), status: z.literal('pending') });

/** Where a prompt stands, with its outcome's message code and, once paid, the receipt and the order's new figures. */
export const stkStatusSchema = z.object({
  requestId: z.string(),
  status: z.enum(MPESA_REQUEST_STATUSES),
  resultCode: z.number().nullable(),
  code: z.string(),
  message: z.string(),
  amount: z.string(),
  receipt: z.string().nullable(),
  amountPaid: z.string(),
  balance: z.string(),
  paymentStatus: z.string(),
});
export type StkStatus = z.infer<typeof stkStatusSchema>;

/** Daraja's STK callback, as documented; anything else is refused and logged. */
export const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().max(100),
      CheckoutRequestID: z.string().max(100),
      ResultCode: z.coerce.number().int(),
      ResultDesc: z.string().max(500),
      CallbackMetadata: z
        .object({
          Item: z.array(z.object({ Name: z.string().max(50), Value: z.union([z.string().max(100), z.number()]).optional() })).max(20),
        })
        .optional(),
    }),
  }),
});

/** What Daraja expects back from every callback, whatever the shop made of it. */
export const darajaAcknowledgementSchema = z.object({ ResultCode: z.literal(0), ResultDesc: z.string() });
