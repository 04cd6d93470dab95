import { z } from 'zod';
import { msg } from '../messages/message';
import { roleSchema, typedPassword } from './auth';
import { isoDate } from './common';
import { orderStatusSchema } from './orders';

/** What becomes of an erased customer's reviews: kept under "Former customer", or removed (docs/product.md, "Your data"). */
export const erasedReviewsSchema = z.enum(['keep', 'remove'], { error: msg('erase_reviews_choice') });
export type ErasedReviews = z.infer<typeof erasedReviewsSchema>;

/** A customer's own erasure: their password again, so a phone left signed in cannot erase its owner. */
export const accountEraseSchema = z.strictObject({
  password: typedPassword('erase_password_required', 'password_too_long'),
  reviews: erasedReviewsSchema.default('keep'),
});
export type AccountEraseInput = z.input<typeof accountEraseSchema>;

/** A super admin's erasure for a customer who asked by phone. */
export const staffEraseSchema = z.strictObject({ reviews: erasedReviewsSchema.default('keep') });

const money = z.string();
const productLine = { productName: z.string(), productSlug: z.string().nullable() };

/** Everything the shop holds about a customer (GET /api/me/export), as a file they keep. */
export const accountExportSchema = z.object({
  exportedAt: isoDate,
  account: z.object({
    username: z.string(),
    role: roleSchema,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    phoneNumber: z.string().nullable(),
    deliveryAddress: z.string().nullable(),
    createdAt: isoDate,
  }),
  orders: z.array(
    z.object({
      orderNumber: z.string(),
      status: orderStatusSchema,
      createdAt: isoDate,
      totalAmount: money,
      deliveryAddress: z.string(),
      phoneNumber: z.string(),
      notes: z.string().nullable(),
      items: z.array(z.object({ ...productLine, unitPrice: money, quantity: z.number() })),
      payments: z.array(z.object({ method: z.string(), amount: money, reference: z.string().nullable(), paidAt: isoDate, voided: z.boolean() })),
    }),
  ),
  mpesaPrompts: z.array(
    z.object({ orderNumber: z.string(), phone: z.string(), amount: money, status: z.string(), receipt: z.string().nullable(), createdAt: isoDate }),
  ),
  quotes: z.array(z.object({ number: z.string(), customerName: z.string(), totalAmount: money, createdAt: isoDate, validUntil: isoDate })),
  reviews: z.array(z.object({ ...productLine, rating: z.number(), comment: z.string().nullable(), createdAt: isoDate, hidden: z.boolean() })),
  wishlist: z.array(z.object({ ...productLine, addedAt: isoDate })),
  cart: z.array(z.object({ ...productLine, quantity: z.number() })),
  emails: z.array(z.object({ kind: z.string(), recipient: z.string(), createdAt: isoDate, sentAt: isoDate.nullable() })),
  claims: z.array(
    z.object({
      orderNumber: z.string(),
      productName: z.string(),
      problem: z.string(),
      serialNumber: z.string().nullable(),
      photos: z.array(z.string()),
      status: z.string(),
      resolution: z.string().nullable(),
      createdAt: isoDate,
    }),
  ),
  installations: z.array(
    z.object({
      orderNumber: z.string(),
      status: z.string(),
      county: z.string(),
      preferredDates: z.array(z.string()),
      roofType: z.string(),
      distanceMetres: z.number(),
      siteNotes: z.string().nullable(),
      fee: money.nullable(),
      scheduledDate: z.string().nullable(),
      cancelReason: z.string().nullable(),
      photos: z.array(z.string()),
      createdAt: isoDate,
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
