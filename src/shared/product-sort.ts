// The orders a shopper can choose for the product list (docs/product.md, "Sorting"), in the order the select lists them.
export const PRODUCT_SORTS = ['featured', 'price_asc', 'price_desc', 'newest', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Featured products first, then the newest: the list's order when the shopper has chosen none. */
export const DEFAULT_PRODUCT_SORT: ProductSort = 'featured';

// Their names in the "Sort by" select are the catalogue's texts (src/client/features/catalog/messages, `sort_{order}`).
