import { z } from 'zod';
import { LIMITS, MAX_ID, PRODUCT_LIST_VIEWS, STOCK_STATUSES } from '../constants';
import { msg } from '../messages/message';
import { LIST_SORTS, RELEVANCE } from '../product-sort';
import { isoDate, repeated } from './common';
import { productRatingsSchema } from './ratings';

export const stockStatusSchema = z.enum(STOCK_STATUSES, { error: msg('stock_status_invalid') });

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
 * A product as its card shows it (`GET /api/products?view=card`): name, price, pictures, stock, badges and rating. The
 * shopper's grids ask for it, so the list answer embedded in a server-rendered page (and each "load more") leaves out
 * the description, features, specifications and planner figures that only the product's page shows.
 */
export const productCardSchema = catalogProductSchema.pick({
  id: true,
  name: true,
  nameSw: true,
  slug: true,
  price: true,
  images: true,
  stockStatus: true,
  isNew: true,
  isFeatured: true,
  averageRating: true,
  reviewCount: true,
});
export type ProductCardData = z.infer<typeof productCardSchema>;

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
/**
 * A product as staff edit it: every field of the form, its stock count (null: not counted) and threshold, and its
 * warranty. `version` names what the form's fields hold (not the stock count, which orders change): the form sends it
 * back, and an edit of a product changed since is refused (`productInputSchema`).
 */
export const adminProductSchema = productSchema.extend({
  ...kiswahiliContent,
  stockQuantity: z.number().nullable(),
  lowStockThreshold: z.number(),
  warrantyMonths: z.number().nullable(),
  needsInstallation: z.boolean(),
  version: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** `minPrice` or `maxPrice`, named by its message codes. Blank is no amount (never the 0 `Number('')` makes of it). */
const priceBound = (name: 'min_price' | 'max_price') =>
  z.coerce
    .string()
    .refine((value) => value.trim() !== '', msg(`${name}_not_number`))
    .pipe(
      z.coerce
        .number<string>({ error: msg(`${name}_not_number`) })
        .refine(Number.isFinite, msg(`${name}_not_number`))
        .min(0, msg(`${name}_negative`))
        .max(LIMITS.maxPriceQuery, msg(`${name}_too_large`)),
    );

const slug = z.string().trim().min(1).max(LIMITS.maxSlugLength);

/** A whole number from 1 in the query string (`limit`, `pageSize`, `page`), named by its message codes. */
const countParam = (name: 'limit' | 'page_size' | 'page', max: number) =>
  z.coerce
    .number({ error: msg(`${name}_not_number`) })
    .int(msg(`${name}_not_whole`))
    .min(1, msg(`${name}_below_one`))
    .max(max, msg(`${name}_too_large`));

const pageSize = (name: 'limit' | 'page_size') => countParam(name, LIMITS.maxPageSize).optional();

/**
 * `GET /api/products`: the product list's filters and page. It is the one model of a list query: the /products address
 * bar carries its filter fields, read and written by src/shared/product-list-query.ts (which must have a field for each
 * field here). `page` is page N here; in the address bar it means "pages 1 to N shown" (`pagesShown`).
 */
export const productListQuerySchema = z
  .strictObject({
    featured: z.enum(['true', 'false'], { error: msg('featured_invalid') }).optional(),
    limit: pageSize('limit'),
    categoryId: repeated(
      z.coerce
        .number({ error: msg('category_id_not_number') })
        .int(msg('category_id_not_whole'))
        .positive(msg('category_id_not_positive'))
        .max(MAX_ID, msg('category_id_too_large')),
    ).optional(),
    category: repeated(slug).optional(),
    stock: repeated(stockStatusSchema).optional(),
    minPrice: priceBound('min_price').optional(),
    maxPrice: priceBound('max_price').optional(),
    // Blank search text is no search: one parsed form for both, so the answer cache keeps one entry.
    q: z
      .string()
      .trim()
      .max(LIMITS.maxSearchLength, msg('search_too_long'))
      .transform((text) => text || undefined)
      .optional(),
    page: countParam('page', LIMITS.maxPage).optional(),
    pageSize: pageSize('page_size'),
    // The list's orders are named; relevance is a search's own (docs/product.md, "Search"), refused below without one.
    sort: z.enum(LIST_SORTS, { error: msg('sort_invalid') }).optional(),
    // Whole products unless asked otherwise (the list API's original shape); `card`: productCardSchema.
    view: z.enum(PRODUCT_LIST_VIEWS, { error: msg('view_invalid') }).optional(),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    message: msg('price_range_inverted'),
  })
  .refine((query) => query.sort !== RELEVANCE || query.q !== undefined, { message: msg('relevance_needs_search') });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const slugParamsSchema = z.strictObject({ slug });
