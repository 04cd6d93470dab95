import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { LIMITS } from '@/shared/constants';
import type { MyReview, Review, ReviewInput } from '@/shared/schemas/reviews';
import { toast } from '@/client/components/ui/use-toast';
import { apiFetch, apiRequest, errorMessage, getJson, throwIfNotOk } from '@/client/lib/api';
import { useMessages, useMessageText } from '@/client/lib/i18n';
import { notifyError } from '@/client/lib/notify';
import { reviewsMessages } from './messages';

/** The product page's address that opens its Reviews tab. */
export const REVIEWS_HASH = '#reviews';
export const reviewsPath = (slug: string) => `/products/${encodeURIComponent(slug)}${REVIEWS_HASH}`;

const productPath = (slug: string) => `/api/products/${encodeURIComponent(slug)}`;

/** Visible reviews, newest first, a page at a time; X-Total-Count says how many there are. */
export const reviewPagesQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ['/api/products', slug, 'reviews'],
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const response = await apiFetch(`${productPath(slug)}/reviews?page=${pageParam}&pageSize=${LIMITS.reviewPageSize}`, { signal });
      await throwIfNotOk(response);
      return { reviews: (await response.json()) as Review[], total: Number(response.headers.get('x-total-count') ?? 0) };
    },
    getNextPageParam: (last, pages) => (pages.length * LIMITS.reviewPageSize < last.total ? pages.length + 1 : undefined),
  });

export const myReviewQuery = (slug: string) =>
  queryOptions<MyReview>({ queryKey: ['/api/products', slug, 'my-review'], queryFn: getJson(`${productPath(slug)}/my-review`) });

/**
 * Writing, editing or deleting a review changes the product's average and count everywhere: all catalogue data is
 * refetched. `done` is the toast's text, in the page's language.
 */
export function useReviewMutation<Input>(request: (input: Input) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  const t = useMessages(reviewsMessages);
  const messageText = useMessageText();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['/api/products'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/orders'] });
      toast({ title: done });
    },
    onError: (error) => notifyError(error, t('notSaved'), messageText(errorMessage(error, t('tryAgain')))),
  });
}

export const postReview = (slug: string) => (input: ReviewInput) => apiRequest<Review>('POST', `${productPath(slug)}/reviews`, input);
export const patchReview = (id: number) => (input: ReviewInput) => apiRequest<Review>('PATCH', `/api/reviews/${id}`, input);
export const deleteReview = (id: number) => () => apiRequest('DELETE', `/api/reviews/${id}`);
