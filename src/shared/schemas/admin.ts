import { z } from 'zod';
import { LIMITS } from '../constants';
import { fromCents, isPrice, toCents } from '../money';
import { roleSchema, userSchema } from './auth';
import { stockStatusSchema } from './catalog';
import { bodyId, isoDate } from './common';
import { orderSchema, orderStatusSchema } from './orders';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MESSAGE = 'Slug may contain only lowercase letters, digits and hyphens';
export const slugSchema = z
  .string({ error: 'URL Slug is required' })
  .trim()
  .min(1, 'URL Slug is required')
  .max(LIMITS.maxSlugLength, `Slug must be at most ${LIMITS.maxSlugLength} characters`)
  .regex(SLUG_PATTERN, SLUG_MESSAGE);

export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const UPLOAD_PATH_PATTERN = /^\/objects\/uploads\/[A-Za-z0-9_-]{8,64}$/;
// The demo catalogue ships its pictures with the app; a seeded product must stay editable without re-uploading them.
const BUNDLED_IMAGE_PATTERN = /^\/images\/products\/[a-z0-9-]+\.(?:svg|png|jpe?g|webp)$/;
const isProductImagePath = (path: string) => UPLOAD_PATH_PATTERN.test(path) || BUNDLED_IMAGE_PATTERN.test(path);

const PRICE_MESSAGE = 'Price must be a positive amount with at most two decimals';
/** Accepts "23500.50" or 23500.5 and always yields a two-decimal string. */
export const priceInputSchema = z
  .union([z.string(), z.number()], { error: 'Price is required' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .refine((value) => isPrice(value), PRICE_MESSAGE)
  .transform((value) => toCents(value))
  .refine((cents) => cents > 0, PRICE_MESSAGE)
  .transform(fromCents);

export const productInputSchema = z.strictObject({
  name: z.string({ error: 'Product Name is required' }).trim().min(1, 'Product Name is required').max(200, 'Product Name must be at most 200 characters'),
  slug: slugSchema,
  categoryId: bodyId('Category'),
  price: priceInputSchema,
  description: z
    .string()
    .trim()
    .max(10_000, 'Description must be at most 10000 characters')
    .nullish()
    .transform((value) => value || null),
  images: z
    .array(z.string().refine(isProductImagePath, 'Images must be uploaded files (/objects/uploads/...)'))
    .max(LIMITS.maxImagesPerProduct, 'You can only upload up to 5 images')
    .default([]),
  features: z.array(z.string().trim().min(1, 'Features must not be empty').max(300, 'A feature must be at most 300 characters')).max(30, 'At most 30 features').default([]),
  specifications: z
    .record(z.string().trim().min(1, 'Specification names must not be empty').max(100, 'A specification name must be at most 100 characters'), z.string().trim().max(300, 'A specification value must be at most 300 characters'))
    .refine((specs) => Object.keys(specs).length <= 50, 'At most 50 specifications')
    .default({}),
  stockStatus: stockStatusSchema.default('in_stock'),
  isFeatured: z.boolean({ error: 'isFeatured must be true or false' }).default(false),
  isNew: z.boolean({ error: 'isNew must be true or false' }).default(false),
});

export const categoryInputSchema = z.strictObject({
  name: z.string({ error: 'Category name is required' }).trim().min(1, 'Category name is required').max(100, 'Category name must be at most 100 characters'),
  slug: slugSchema,
});

export const adminCategorySchema = z.object({ id: z.number(), name: z.string(), slug: z.string(), productCount: z.number() });

export const orderStatusUpdateSchema = z.strictObject({ status: orderStatusSchema });
export const roleUpdateSchema = z.strictObject({ role: roleSchema });

export const adminUserSchema = userSchema.extend({ createdAt: isoDate });

export const orderHistoryEntrySchema = z.object({
  id: z.number(),
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema,
  changedAt: isoDate,
  changedBy: z.object({ id: z.number(), username: z.string() }).nullable(),
});

export const adminOrderSchema = orderSchema.extend({
  customer: z.object({ id: z.number(), username: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  history: z.array(orderHistoryEntrySchema),
});

export const uploadUrlSchema = z.object({ uploadURL: z.string() });

export const adminOrderListQuerySchema = z.strictObject({
  status: orderStatusSchema.optional(),
  q: z.string().trim().max(LIMITS.maxSearchLength, `Search text must be at most ${LIMITS.maxSearchLength} characters`).optional(),
});

export type ProductInput = z.input<typeof productInputSchema>;
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;
