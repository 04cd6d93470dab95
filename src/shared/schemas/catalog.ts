import { z } from 'zod';
import { LIMITS, MAX_ID, STOCK_STATUSES } from '../constants';
import { LIST_SORTS, PRODUCT_SORTS, RELEVANCE } from '../product-sort';
import { isoDate, pageParam, pagingParam, repeated } from './common';
import { productRatingsSchema } from './ratings';

export const stockStatusSchema = z.enum(STOCK_STATUSES, { error: 'Stock must be one of in_stock, low_stock, out_of_stock' });

/** `nameSw`: the Kiswahili name, null when staff gave none (Kiswahili pages then show `name`; `categoryName`). */
export const categorySchema = z.object({ id: z.number(), name: z.string(), nameSw: z.string().nullable(), slug: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  categoryId: z.number(),
  description: z.string().nullable(),
  price: z.string(),
  images: z.array(z.string()),
  features: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  // The Kiswahili name, null where staff wrote none: the shop then shows the English (localized() in ../locale.ts).
  nameSw: z.string().nullable(),
  ratings: productRatingsSchema.nullable(),
  stockStatus: stockStatusSchema,
  isNew: z.boolean(),
  isFeatured: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Product = z.infer<typeof productSchema>;

/** A product as the catalogue answers it: with the average and count of its visible reviews. */
export const catalogProductSchema = productSchema.extend({
  /** One decimal ("4.3" as 4.3); null while no visible review exists. */
  averageRating: z.number().nullable(),
  reviewCount: z.number(),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

/**
 * The rest of the Kiswahili content, null where staff wrote none. Only the product page and the admin form show it,
 * so lists (the catalogue, the cart) carry the Kiswahili name alone and stay light on a phone's connection.
 */
const kiswahiliContent = {
  descriptionSw: z.string().nullable(),
  featuresSw: z.array(z.string()).nullable(),
  specificationsSw: z.record(z.string(), z.string()).nullable(),
};

/** `GET /api/products/:slug`: the catalogue's product with all of its Kiswahili content. */
export const productDetailSchema = catalogProductSchema.extend(kiswahiliContent);
export type ProductDetail = z.infer<typeof productDetailSchema>;
/** A product as staff edit it: every field of the form. */
export const adminProductSchema = productSchema.extend(kiswahiliContent);
export type AdminProduct = z.infer<typeof adminProductSchema>;

const priceBound = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .refine(Number.isFinite, `${name} must be a number`)
    .min(0, `${name} must not be negative`)
    .max(LIMITS.maxPriceQuery, `${name} is too large`);

const slug = z.string().trim().min(1).max(LIMITS.maxSlugLength);

const pageSize = (name: string) => pagingParam(name).max(LIMITS.maxPageSize, `${name} must be at most ${LIMITS.maxPageSize}`).optional();

/**
 * `GET /api/products`: the product list's filters and page. It is the one model of a list query: the /products address
 * bar carries its filter fields, read and written by src/shared/product-list-query.ts (which must have a field for each
 * field here). `page` is page N here; in the address bar it means "pages 1 to N shown" (`pagesShown`).
 */
export const productListQuerySchema = z
  .strictObject({
    featured: z.enum(['true', 'false'], { error: 'featured must be true or false' }).optional(),
    limit: pageSize('limit'),
    categoryId: repeated(
      z.coerce
        .number({ error: 'categoryId must be a number' })
        .int('categoryId must be a whole number')
        .positive('categoryId must be positive')
        .max(MAX_ID, 'categoryId is too large'),
    ).optional(),
    category: repeated(slug).optional(),
    stock: repeated(stockStatusSchema).optional(),
    minPrice: priceBound('minPrice').optional(),
    maxPrice: priceBound('maxPrice').optional(),
    // Blank search text is no search: one parsed form for both, so the answer cache keeps one entry.
    q: z
      .string()
      .trim()
      .max(LIMITS.maxSearchLength, `Search text must be at most ${LIMITS.maxSearchLength} characters`)
      .transform((text) => text || undefined)
      .optional(),
    page: pageParam.optional(),
    pageSize: pageSize('pageSize'),
    // The list's orders are named; relevance is a search's own (docs/product.md, "Search"), refused below without one.
    sort: z.enum(LIST_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` }).optional(),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: 'minPrice must not be greater than maxPrice',
  })
  .refine((query) => query.sort !== RELEVANCE || query.q !== undefined, { message: 'sort=relevance needs search text (q)' });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const slugParamsSchema = z.strictObject({ slug });
