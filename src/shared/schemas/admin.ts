import { z } from 'zod';
import { LIMITS } from '../constants';
import { roleSchema, userSchema } from './auth';
import { stockStatusSchema } from './catalog';
import {
  bodyId,
  customerRefSchema,
  isoDate,
  multiLine,
  oneLine,
  optionalLine,
  pageParam,
  pagingParam,
  positiveMoney,
  requiredText,
  staffRefSchema,
  trimmedText,
} from './common';
import { orderSchema, orderStatusSchema, paymentStatusSchema } from './orders';
import { productRatingsSchema } from './ratings';
import { lowStockThresholdSchema, stockQuantitySchema } from './stock';
import { warrantyMonthsSchema } from './warranty-months';
import { msg, type MessageCode } from '../messages/message';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugSchema = z
  .string({ error: msg('slug_required') })
  .trim()
  .min(1, msg('slug_required'))
  .max(LIMITS.maxSlugLength, msg('slug_too_long'))
  .regex(SLUG_PATTERN, msg('slug_invalid'));

export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const UPLOAD_PATH_PATTERN = /^\/objects\/uploads\/[A-Za-z0-9_-]{8,64}$/;
// The demo catalogue ships its pictures with the app; a seeded product must stay editable without re-uploading them.
const BUNDLED_IMAGE_PATTERN = /^\/images\/products\/[a-z0-9-]+\.(?:svg|png|jpe?g|webp)$/;
const isProductImagePath = (path: string) => UPLOAD_PATH_PATTERN.test(path) || BUNDLED_IMAGE_PATTERN.test(path);

/** Accepts "23500.50" or 23500.5 and always yields a two-decimal string. */
export const priceInputSchema = positiveMoney({ required: msg('price_required'), invalid: msg('price_invalid') });

/** English texts have codes of their own; Kiswahili ones the same codes with `sw_` before them. */
type Language = '' | 'sw_';

/** A description, English or Kiswahili: optional, and blank is none. */
const descriptionSchema = (language: Language) =>
  multiLine(trimmedText().max(LIMITS.maxDescription, msg(`${language}description_too_long`)), msg(`${language}description_control_characters`))
    .nullish()
    .transform((value) => value || null);

/** Key features, English or Kiswahili. */
const featuresSchema = (language: Language) =>
  z
    .array(
      oneLine(
        trimmedText()
          .min(1, msg(`${language}feature_empty`))
          .max(LIMITS.maxFeature, msg(`${language}feature_too_long`)),
        msg(`${language}feature_one_line`),
      ),
    )
    .max(LIMITS.maxFeatures, msg(`${language}features_too_many`));

/** A specifications table, English or Kiswahili. */
const specificationsSchema = (language: Language) =>
  z
    .record(
      oneLine(
        trimmedText()
          .min(1, msg(`${language}spec_name_empty`))
          .max(LIMITS.maxSpecName, msg(`${language}spec_name_too_long`)),
        msg(`${language}spec_name_one_line`),
      ),
      oneLine(
        z
          .string()
          .trim()
          .max(LIMITS.maxSpecValue, msg(`${language}spec_value_too_long`)),
        msg(`${language}spec_value_one_line`),
      ),
    )
    .refine((specs) => Object.keys(specs).length <= LIMITS.maxSpecs, msg(`${language}specs_too_many`));

/** A Kiswahili name, a product's or a category's: optional, blank is none. */
const swNameSchema = (max: number, tooLong: MessageCode) => optionalLine('sw_name_not_text', max, tooLong, 'sw_name_one_line');

export const productInputSchema = z.strictObject({
  name: oneLine(requiredText(msg('product_name_required'), LIMITS.maxProductName, msg('product_name_too_long')), msg('product_name_one_line')),
  slug: slugSchema,
  categoryId: bodyId('category'),
  price: priceInputSchema,
  description: descriptionSchema(''),
  images: z
    .array(z.string().refine(isProductImagePath, msg('images_not_uploaded')))
    .max(LIMITS.maxImagesPerProduct, msg('images_too_many'))
    .default([]),
  features: featuresSchema('').default([]),
  specifications: specificationsSchema('').default({}),
  // The Kiswahili content (docs/product.md, "Languages"): optional, with the English fields' limits; blank is none,
  // and a shopper reading Kiswahili then sees the English.
  nameSw: swNameSchema(LIMITS.maxProductName, msg('sw_product_name_too_long')),
  descriptionSw: descriptionSchema('sw_'),
  featuresSw: featuresSchema('sw_')
    .nullish()
    .transform((features) => (features && features.length > 0 ? features : null)),
  specificationsSw: specificationsSchema('sw_')
    .nullish()
    .transform((specs) => (specs && Object.keys(specs).length > 0 ? specs : null)),
  // Like every field, an edit that leaves it out replaces it: with no ratings.
  ratings: productRatingsSchema.nullish().transform((value) => value ?? null),
  // Staff's own status for a product whose stock is not counted; a counted one's is derived (docs/product.md, "Stock").
  stockStatus: stockStatusSchema.default('in_stock'),
  // Unlike every other field, left out they stay as they are (a new product: not counted, the default threshold), so
  // a form opened before an order took units never puts them back. A number on a product not yet counted starts
  // counting it; another number on a counted one is a stock-take, recorded as an adjustment; null stops counting.
  stockQuantity: stockQuantitySchema.optional(),
  lowStockThreshold: lowStockThresholdSchema.optional(),
  isFeatured: z.boolean({ error: msg('is_featured_not_boolean') }).default(false),
  isNew: z.boolean({ error: msg('is_new_not_boolean') }).default(false),
  warrantyMonths: warrantyMonthsSchema,
  // Whether buying it lets the customer book an installation (docs/product.md, "Installation").
  needsInstallation: z.boolean({ error: msg('needs_installation_not_boolean') }).default(false),
  // The product's `version` when the form was opened (adminProductSchema): an edit of a product someone changed since
  // is refused (409 product_changed) rather than putting back what they changed. Left out (a new product, an older
  // client), the edit replaces the fields whatever changed.
  version: z
    .string({ error: msg('product_version_invalid') })
    .max(LIMITS.maxProductVersion, msg('product_version_invalid'))
    .optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;

export const categoryInputSchema = z.strictObject({
  name: oneLine(requiredText(msg('category_name_required'), LIMITS.maxCategoryName, msg('category_name_too_long')), msg('category_name_one_line')),
  // Optional, as a product's: blank is none, and Kiswahili pages then show the English name (docs/product.md, "Languages").
  nameSw: swNameSchema(LIMITS.maxCategoryName, msg('sw_category_name_too_long')),
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

/**
 * `disabled`: a super admin has disabled the account; it cannot sign in. `erased`: the customer's personal data was
 * erased at their request (docs/product.md, "Your data").
 */
export const adminUserSchema = userSchema.extend({ createdAt: isoDate, disabled: z.boolean(), erased: z.boolean() });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const userAccessSchema = z.strictObject({ disabled: z.boolean({ error: msg('disabled_not_boolean') }) });

export const orderHistoryEntrySchema = z.object({
  id: z.number(),
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema,
  changedAt: isoDate,
  changedBy: staffRefSchema,
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const adminOrderSchema = orderSchema.extend({
  customer: customerRefSchema.extend({ email: z.string() }).nullable(),
  history: z.array(orderHistoryEntrySchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const uploadUrlSchema = z.object({ uploadURL: z.string() });

/** Admin lists come in pages (LIMITS.adminPageSize by default); X-Total-Count carries the number of all matches. */
const adminPage = {
  page: pageParam.optional(),
  limit: pagingParam('limit').max(LIMITS.maxAdminPageSize, msg('admin_limit_too_large')).optional(),
};

export const adminOrderListQuerySchema = z.strictObject({
  status: orderStatusSchema.optional(),
  paymentStatus: paymentStatusSchema.optional(),
  q: z.string().trim().max(LIMITS.maxSearchLength, msg('search_too_long')).optional(),
  ...adminPage,
});
export const adminUserListQuerySchema = z.strictObject(adminPage);

export type AdminPageQuery = { page?: number; limit?: number };
