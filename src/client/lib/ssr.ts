import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@/shared/locale';
import type { PageHead } from '@/shared/page-head';

export type { PageHead };

export interface PrefetchContext {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  url: URL;
  /** The page's language, for the texts of its head. */
  locale: Locale;
}

/** A route's server-side data loading: fills the query cache before the page renders, and names status and head. */
export type Prefetch = (context: PrefetchContext) => Promise<{ status?: number; head?: PageHead } | void>;
