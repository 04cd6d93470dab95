/** The home page links categories by slug (docs/product.md, "Deliberate deviations"); the product list preselects them. */
export const categoryHref = (slug: string) => `/products?category=${encodeURIComponent(slug)}`;
