/** What a page tells crawlers and link previews (WhatsApp runs no JavaScript): written into <head> by the server. */
export interface PageHead {
  title?: string;
  /** What follows the shop's name in the title of a page with no title of its own (the home page). */
  siteTitle?: string;
  description?: string;
  /** Path of the one URL this content should be known by. */
  canonicalPath?: string;
  /** Site-relative image path; the server makes it absolute. */
  image?: string;
  type?: 'website' | 'product';
  product?: { price: string; currency: 'KES'; availability: 'in stock' | 'limited availability' | 'out of stock' };
  jsonLd?: Record<string, unknown>;
}
