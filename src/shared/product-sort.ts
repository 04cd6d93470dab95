// The orders a shopper can choose for the product list (docs/product.md, "Sorting"), in the order the select lists them.
export const PRODUCT_SORTS = ['featured', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Featured products first, then the newest: the list's order when the shopper has chosen none. */
export const DEFAULT_PRODUCT_SORT: ProductSort = 'featured';

/**
 * The best matches first (docs/product.md, "Search"): an order only a search has, and its default. Without search text
 * every product is as relevant as the next, so the API refuses it there.
 */
export const RELEVANCE = 'relevance';
/** Every order a list query may ask for: the search's own first, as the select lists it while searching. */
export const LIST_SORTS = [RELEVANCE, ...PRODUCT_SORTS] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** The order of a list whose query names none: the best matches first for a search, else DEFAULT_PRODUCT_SORT. */
export const defaultListSort = (query: { q?: string }): ListSort => (query.q ? RELEVANCE : DEFAULT_PRODUCT_SORT);

/** The orders the "Sort by" select offers for the query: relevance only while searching. */
export const sortsFor = (query: { q?: string }): readonly ListSort[] => (query.q ? LIST_SORTS : PRODUCT_SORTS);

// Their names in the "Sort by" select are the catalogue's texts (src/client/features/catalog/messages, `sort_{order}`).
