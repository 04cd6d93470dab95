import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { LIMITS } from '../../shared/constants';
import { defaultListSort, type ListSort } from '../../shared/product-sort';
import {
  productCardSchema,
  type CatalogProduct,
  type Category,
  type ProductCardData,
  type ProductDetail,
  type ProductListQuery,
} from '../../shared/schemas/catalog';
import type { Tx } from '../db/client';
import { categories, products } from '../db/schema';
import { badRequest, notFound } from '../plugins/errors';
import { ratingColumns } from '../shared/review-queries';
import { toProduct } from '../shared/to-product';
import { misspellingThreshold, relevance, searchMatches, similarName } from './search';

/** Filters AND across kinds and OR within a kind; category id and category slug are one kind. Search is apart (search.ts). */
function listConditions(query: ProductListQuery): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (query.featured) conditions.push(eq(products.isFeatured, query.featured === 'true'));
  if (query.categoryId?.length || query.category?.length) {
    conditions.push(
      or(
        query.categoryId?.length ? inArray(products.categoryId, query.categoryId) : undefined,
        query.category?.length ? inArray(categories.slug, query.category) : undefined,
      ),
    );
  }
  if (query.stock?.length) conditions.push(inArray(products.stockStatus, query.stock));
  if (query.minPrice !== undefined) conditions.push(gte(products.price, String(query.minPrice)));
  if (query.maxPrice !== undefined) conditions.push(lte(products.price, String(query.maxPrice)));
  return conditions;
}

/** Each order ends in id, so it is total: pages never repeat or skip a product. Each has its index (db/schema.ts). */
const FEATURED_ORDER = [desc(products.isFeatured), desc(products.createdAt), desc(products.id)];
const LIST_ORDER: Record<Exclude<ListSort, 'relevance'>, SQL[]> = {
  featured: FEATURED_ORDER,
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), desc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
  rating: [desc(products.ratingAverage), desc(products.reviewCount), desc(products.id)],
};
/** The best matches first (search.ts), equally good ones in the featured order. Only a search has it (the schema). */
const listOrder = (sort: ListSort, q: string | undefined): SQL[] =>
  sort === 'relevance' ? [desc(relevance(q ?? '')), ...FEATURED_ORDER] : LIST_ORDER[sort];

/** The columns a list answer carries: the search document is PostgreSQL's to match, not the shopper's to download. */
const { searchVector: _searchVector, ...answerColumns } = getTableColumns(products);

/** Every category, in creation order: the shop decides which come first (the home page shows the first 5 and 6). */
export const listCategories = (db: Tx): Promise<Category[]> =>
  db
    .select({ id: categories.id, name: categories.name, nameSw: categories.nameSw, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.id));

/** One page of the product list, and the number of all its matches. */
export interface ProductPage {
  /** Whole products, or cards for `view=card`. */
  products: CatalogProduct[] | ProductCardData[];
  total: number;
}

const CARD_FIELDS = productCardSchema.keyof().options;

/** What a product card shows of a product (productCardSchema), for the shopper's grids. */
export const toProductCard = (product: CatalogProduct): ProductCardData =>
  Object.fromEntries(CARD_FIELDS.map((field) => [field, product[field]])) as ProductCardData;

/**
 * The product list in the shopper's order (`sort`, default featured first, then newest; LIST_ORDER), or for a search
 * the best matches first (search.ts). `limit` caps the answer (the home page's deals); `page`/`pageSize` page through
 * it. `total` is the number of all matches. `view=card` answers each product's card alone (the same rows, in the same
 * order: only the fields differ).
 */
export async function listProducts(db: Tx, query: ProductListQuery): Promise<ProductPage> {
  if (query.limit !== undefined && query.pageSize !== undefined) throw badRequest('limit_or_page_size');
  const size = query.limit ?? query.pageSize ?? LIMITS.defaultPageSize;
  const offset = ((query.page ?? 1) - 1) * size;
  const filters = listConditions(query);
  const sort = query.sort ?? defaultListSort(query);

  // Two statements: the page stops at `size` rows walking the order's index, and the count reads only the filter
  // index. One `count(*) over ()` would read and sort every match instead, which grew ninefold from 1k to 100k
  // products (npm run bench:scale). Categories are joined only when a filter or the order reads them.
  const needsCategories = !!query.category?.length || sort === 'relevance';
  const statements = (db: Tx, where: SQL | undefined) => {
    const from = <T extends PgSelect>(select: T) =>
      needsCategories ? select.innerJoin(categories, eq(categories.id, products.categoryId)).where(where) : select.where(where);
    return [
      from(
        db
          .select({ product: answerColumns, ...ratingColumns })
          .from(products)
          .$dynamic(),
      )
        .orderBy(...listOrder(sort, query.q))
        .limit(size)
        .offset(offset),
      from(
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(products)
          .$dynamic(),
      ),
    ] as const;
  };
  const [page, count] = statements(db, and(...filters, query.q ? searchMatches(query.q) : undefined));
  let [rows, [counted]] = await Promise.all([page, count]);
  if (query.q && !counted?.total) {
    // Nothing as typed: names close to the text, for a misspelling ("invertor"). The threshold is this
    // transaction's setting, so the statements run one after the other on its connection.
    const q = query.q;
    [rows, [counted]] = await db.transaction(async (tx) => {
      await tx.execute(misspellingThreshold);
      const [fuzzyPage, fuzzyCount] = statements(tx, and(...filters, similarName(q)));
      return [await fuzzyPage, await fuzzyCount] as const;
    });
  }
  const whole: CatalogProduct[] = rows.map(({ product, ...rating }) => ({ ...toProduct(product), ...rating }));
  return { products: query.view === 'card' ? whole.map(toProductCard) : whole, total: counted?.total ?? 0 };
}

/** A product's page: the product by its slug, with its rating and all of its Kiswahili content. */
export async function productBySlug(db: Tx, slug: string): Promise<ProductDetail> {
  const [row] = await db
    .select({ product: answerColumns, ...ratingColumns })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  if (!row) throw notFound('product_not_found');
  const { product, ...rating } = row;
  return { ...toProduct(product), ...rating };
}
