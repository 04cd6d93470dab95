import { z } from 'zod';
import { LIMITS } from '../constants';
import { roleSchema, userSchema } from './auth';
import { stockStatusSchema } from './catalog';
import { bodyId, isoDate, oneLine, pageParam, pagingParam, positiveMoney } from './common';
import { orderSchema, orderStatusSchema, paymentStatusSchema } from './orders';
import { productRatingsSchema } from './ratings';

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

/** Accepts "23500.50" or 23500.5 and always yields a two-decimal string. */
export const priceInputSchema = positiveMoney({
  required: 'Price is required',
  invalid: 'Price must be a positive amount with at most two decimals',
});

const PRODUCT_NAME_MAX = 200;
const DESCRIPTION_MAX = 10_000;

/** A description, English or Kiswahili: optional, and blank is none. */
const descriptionSchema = (label: string) =>
  z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, `${label} must be at most ${DESCRIPTION_MAX} characters`)
    .nullish()
    .transform((value) => value || null);

// Staff messages stay English sentences until the admin screens' messages become codes (issue 32).
const oneLineRule = (label: string) => `${label} must be one line, without line breaks or control characters`;

/** Key features, English or Kiswahili: `noun` names one in the messages ("feature"). */
const featuresSchema = (noun: string) =>
  z
    .array(
      oneLine(
        z
          .string()
          .trim()
          .min(1, `${noun[0]!.toUpperCase()}${noun.slice(1)}s must not be empty`)
          .max(300, `A ${noun} must be at most 300 characters`),
        oneLineRule(`A ${noun}`),
      ),
    )
    .max(30, `At most 30 ${noun}s`);

/** A specifications table, English or Kiswahili: `noun` names the entries in the messages ("specification"). */
const specificationsSchema = (noun: string) =>
  z
    .record(
      oneLine(
        z
          .string()
          .trim()
          .min(1, `${noun[0]!.toUpperCase()}${noun.slice(1)} names must not be empty`)
          .max(100, `A ${noun} name must be at most 100 characters`),
        oneLineRule(`A ${noun} name`),
      ),
      oneLine(z.string().trim().max(300, `A ${noun} value must be at most 300 characters`), oneLineRule(`A ${noun} value`)),
    )
    .refine((specs) => Object.keys(specs).length <= 50, `At most 50 ${noun}s`);

export const productInputSchema = z.strictObject({
  name: oneLine(
    z
      .string({ error: 'Product Name is required' })
      .trim()
      .min(1, 'Product Name is required')
      .max(PRODUCT_NAME_MAX, `Product Name must be at most ${PRODUCT_NAME_MAX} characters`),
    oneLineRule('Product Name'),
  ),
  slug: slugSchema,
  categoryId: bodyId('category'),
  price: priceInputSchema,
  description: descriptionSchema('Description'),
  images: z
    .array(z.string().refine(isProductImagePath, 'Images must be uploaded files (/objects/uploads/...)'))
    .max(LIMITS.maxImagesPerProduct, 'You can only upload up to 5 images')
    .default([]),
  features: featuresSchema('feature').default([]),
  specifications: specificationsSchema('specification').default({}),
  // The Kiswahili content (docs/product.md, "Languages"): optional, with the English fields' limits; blank is none,
  // and a shopper reading Kiswahili then sees the English.
  nameSw: oneLine(
    z.string({ error: 'Kiswahili name must be text' }).trim().max(PRODUCT_NAME_MAX, `Kiswahili name must be at most ${PRODUCT_NAME_MAX} characters`),
    oneLineRule('Kiswahili name'),
  )
    .nullish()
    .transform((value) => value || null),
  descriptionSw: descriptionSchema('Kiswahili description'),
  featuresSw: featuresSchema('Kiswahili feature')
    .nullish()
    .transform((features) => (features && features.length > 0 ? features : null)),
  specificationsSw: specificationsSchema('Kiswahili specification')
    .nullish()
    .transform((specs) => (specs && Object.keys(specs).length > 0 ? specs : null)),
  // Like every field, an edit that leaves it out replaces it: with no ratings.
  ratings: productRatingsSchema.nullish().transform((value) => value ?? null),
  stockStatus: stockStatusSchema.default('in_stock'),
  isFeatured: z.boolean({ error: 'isFeatured must be true or false' }).default(false),
  isNew: z.boolean({ error: 'isNew must be true or false' }).default(false),
});
export type ProductInput = z.input<typeof productInputSchema>;

export const categoryInputSchema = z.strictObject({
  name: oneLine(
    z
      .string({ error: 'Category name is required' })
      .trim()
      .min(1, 'Category name is required')
      .max(100, 'Category name must be at most 100 characters'),
    oneLineRule('Category name'),
  ),
  // Optional, as a product's: blank is none, and Kiswahili pages then show the English name (docs/product.md, "Languages").
  nameSw: oneLine(
    z.string({ error: 'Kiswahili name must be text' }).trim().max(100, 'Kiswahili name must be at most 100 characters'),
    oneLineRule('Kiswahili name'),
  )
    .nullish()
    .transform((value) => value || null),
  slug: slugSchema,
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const adminCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  nameSw: z.string().nullable(),
  slug: z.string(),
  productCount: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const orderStatusUpdateSchema = z.strictObject({ status: orderStatusSchema });
export const roleUpdateSchema = z.strictObject({ role: roleSchema });

/** `disabled`: a super admin has disabled the account; it cannot sign in. */
export const adminUserSchema = userSchema.extend({ createdAt: isoDate, disabled: z.boolean() });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const userAccessSchema = z.strictObject({ disabled: z.boolean({ error: 'disabled must be true or false' }) });

export const orderHistoryEntrySchema = z.object({
  id: z.number(),
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema,
  changedAt: isoDate,
  changedBy: z.object({ id: z.number(), username: z.string() }).nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const adminOrderSchema = orderSchema.extend({
  customer: z.object({ id: z.number(), username: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  history: z.array(orderHistoryEntrySchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const uploadUrlSchema = z.object({ uploadURL: z.string() });

/** Admin lists come in pages (LIMITS.adminPageSize by default); X-Total-Count carries the number of all matches. */
const adminPage = {
  page: pageParam.optional(),
  limit: pagingParam('limit').max(LIMITS.maxAdminPageSize, `limit must be at most ${LIMITS.maxAdminPageSize}`).optional(),
};

export const adminOrderListQuerySchema = z.strictObject({
  status: orderStatusSchema.optional(),
  paymentStatus: paymentStatusSchema.optional(),
  q: z.string().trim().max(LIMITS.maxSearchLength, `Search text must be at most ${LIMITS.maxSearchLength} characters`).optional(),
  ...adminPage,
});
export const adminUserListQuerySchema = z.strictObject(adminPage);

export type AdminPageQuery = { page?: number; limit?: number };
