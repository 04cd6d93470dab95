import type { QueryClient } from '@tanstack/react-query';

/** What a page tells crawlers and link previews (WhatsApp runs no JavaScript): written into <head> by the server. */
export interface PageHead {
  title?: string;
  description?: string;
  /** Path of the one URL this content should be known by. */
  canonicalPath?: string;
  /** Site-relative image path; the server makes it absolute. */
  image?: string;
  type?: 'website' | 'product';
  product?: { price: string; currency: 'KES'; availability: 'in stock' | 'limited availability' | 'out of stock' };
  jsonLd?: Record<string, unknown>;
}

export interface PrefetchContext {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  url: URL;
}

/** A route's server-side data loading: fills the query cache before the page renders, and names status and head. */
export type Prefetch = (context: PrefetchContext) => Promise<{ status?: number; head?: PageHead } | void>;
