/** The home page links categories by slug (SPEC §2); the product list preselects them. */
export const categoryHref = (slug: string) => `/products?category=${encodeURIComponent(slug)}`;
