import { infiniteQueryOptions, useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { endpointUrl } from '@/shared/contract/endpoint';
import { ordersApi } from '@/shared/contract/orders';
import { reviewsApi } from '@/shared/contract/reviews';
import { LIMITS } from '@/shared/constants';
import type { Review, ReviewInput } from '@/shared/schemas/reviews';
import { toast } from '@/client/components/ui/use-toast';
import { readsProducts } from '@/client/lib/product-reads';
import { apiFetch, callApi, endpointKey, endpointQuery, reachedShop, throwIfNotOk } from '@/client/lib/api';
import { useCodeText, useMessages } from '@/client/lib/i18n';
import { notifyError } from '@/client/lib/notify';
import { reviewsMessages } from './messages';

/** The product page's address that opens its Reviews tab. */
export const REVIEWS_HASH = '#reviews';
export const reviewsPath = (slug: string) => `/products/${encodeURIComponent(slug)}${REVIEWS_HASH}`;

/** Visible reviews, newest first, a page at a time; X-Total-Count says how many there are. */
export const reviewPagesQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: endpointKey(reviewsApi.list, { params: { slug } }),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const url = endpointUrl(reviewsApi.list, { params: { slug }, query: { page: pageParam, pageSize: LIMITS.reviewPageSize } });
      const response = await apiFetch(url, { signal });
      await throwIfNotOk(response);
      return { reviews: (await response.json()) as Review[], total: Number(response.headers.get('x-total-count') ?? 0) };
    },
    getNextPageParam: (last, pages) => (pages.length * LIMITS.reviewPageSize < last.total ? pages.length + 1 : undefined),
  });

export const myReviewQuery = (slug: string) => endpointQuery(reviewsApi.mine, { params: { slug } });

const REVIEW_READS: string[] = [reviewsApi.list.path, reviewsApi.mine.path, ordersApi.list.path];
/** What a review changes: the product's average and count everywhere, its reviews, and the orders' review links. */
export const readsReviews = (query: Query): boolean => readsProducts(query) || REVIEW_READS.includes(query.queryKey[0] as string);

/**
 * Writing, editing or deleting a review changes the product's average and count everywhere: all catalogue data is
 * refetched. `done` is the toast's text, in the page's language. A refusal refetches too: it may come from a change
 * made elsewhere (the review written or deleted in another tab, hidden by staff), which the page then shows.
 */
export function useReviewMutation<Input>(request: (input: Input) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  const t = useMessages(reviewsMessages);
  const text = useCodeText();
  return useMutation({
    mutationFn: request,
    onSuccess: () => toast({ title: done }),
    onError: (error) => notifyError(error, t('notSaved'), text.error(error, t('tryAgain'))),
    onSettled: (_result, error) => {
      if (reachedShop(error)) void queryClient.invalidateQueries({ predicate: readsReviews });
    },
  });
}

export const postReview = (slug: string) => (body: ReviewInput) => callApi(reviewsApi.create, { params: { slug }, body });
export const patchReview = (id: number) => (body: ReviewInput) => callApi(reviewsApi.update, { params: { id }, body });
export const deleteReview = (id: number) => () => callApi(reviewsApi.remove, { params: { id } });
