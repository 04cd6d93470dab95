import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { msg } from '@/shared/messages/message';
import { REVIEW_VISIBILITIES, type AdminReview, type ReviewVisibility } from '@/shared/schemas/reviews';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Field, Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { StarRating } from '@/client/components/star-rating';
import { UserText } from '@/client/components/user-text';
import { reviewsApi } from '@/shared/contract/reviews';
import { readsReviews } from '@/client/features/reviews/api';
import { callApi, errorMessage } from '@/client/lib/api';
import { notifyError } from '@/client/lib/notify';
import { adminReviewsQuery } from '../api';
import { formatDate } from '../format';
import { AdminHeader } from './admin-header';
import { FormDialog } from './form-dialog';
import { ACTION_COLUMN, FilterSelect, PagedList, useFilterPage } from './paged-list';

const VISIBILITY_LABELS: Record<ReviewVisibility, string> = { visible: 'Visible', hidden: 'Hidden' };
const VISIBILITY_FILTER = {
  id: 'review-visibility-filter',
  label: 'Visibility',
  all: 'All reviews',
  values: REVIEW_VISIBILITIES,
  labels: VISIBILITY_LABELS,
  className: 'sm:w-44',
};

/** Hiding or showing changes what shoppers see: the storefront's product data is refetched too. */
function useModeration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      reason === undefined ? callApi(reviewsApi.show, { params: { id } }) : callApi(reviewsApi.hide, { params: { id }, body: { reason } }),
    onSuccess: (review) => {
      void queryClient.invalidateQueries({ queryKey: [reviewsApi.moderationList.path] });
      void queryClient.invalidateQueries({ predicate: readsReviews });
      toast({ title: review.hidden ? 'Review hidden' : 'Review shown' });
    },
    onError: (error) => notifyError(error, 'Failed to update review', errorMessage(error, 'Please try again.')),
  });
}

function HideDialog({ review, onClose }: { review: AdminReview; onClose(): void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const moderate = useModeration();
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Hide review"
      description={`${review.authorName} on ${review.product.name}. Shoppers will no longer see or count it.`}
    >
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setProblem(msg('hide_reason_required'));
          moderate.mutate({ id: review.id, reason: reason.trim() }, { onSuccess: onClose });
        }}
      >
        <Field id="hide-reason" label="Reason" error={problem}>
          <Input id="hide-reason" value={reason} maxLength={500} aria-invalid={!!problem} onChange={(event) => setReason(event.target.value)} />
        </Field>
        <Button type="submit" disabled={moderate.isPending}>
          Hide review
        </Button>
      </form>
    </FormDialog>
  );
}

function Actions({ review }: { review: AdminReview }) {
  const [hiding, setHiding] = useState(false);
  const moderate = useModeration();
  if (review.hidden) {
    return (
      <Button size="sm" variant="outline" disabled={moderate.isPending} onClick={() => moderate.mutate({ id: review.id })}>
        Show
      </Button>
    );
  }
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setHiding(true)}>
        Hide
      </Button>
      {hiding && <HideDialog review={review} onClose={() => setHiding(false)} />}
    </>
  );
}

/** /admin/reviews: the reviews, newest first, 50 to a page, all or the visible or hidden ones; hidden ones say why and by whom. */
export function ReviewsScreen() {
  const [visibility, setVisibility] = useState<ReviewVisibility | ''>('');
  const [page, setPage] = useFilterPage(visibility);
  const { data, isLoading, isError } = useQuery(adminReviewsQuery({ visibility: visibility || undefined, page }));
  return (
    <>
      <AdminHeader title="Reviews" subtitle="Hide a review that breaks the rules (with a reason); hidden reviews are not shown or counted" />
      <PagedList
        title="Reviews"
        filters={<FilterSelect {...VISIBILITY_FILTER} value={visibility} onChange={setVisibility} />}
        data={data}
        isLoading={isLoading}
        isError={isError}
        failedText="Failed to load reviews"
        emptyText={visibility ? `No ${VISIBILITY_LABELS[visibility].toLowerCase()} reviews` : 'No reviews yet'}
        rowTestId="admin-review"
        columns={[
          {
            header: 'Product',
            cell: (review) => (
              <Link to={`/products/${encodeURIComponent(review.product.slug)}`} className="hover:underline">
                {review.product.name}
              </Link>
            ),
          },
          {
            header: 'Review',
            className: 'min-w-56',
            cell: (review) => (
              <>
                <StarRating rating={review.rating} />
                {review.comment && (
                  <p className="mt-1 text-sm text-muted-foreground">
                    <UserText text={review.comment} />
                  </p>
                )}
              </>
            ),
          },
          {
            header: 'By',
            className: 'whitespace-nowrap',
            cell: (review) => (
              <>
                {review.authorName}
                {review.user && <span className="block text-xs text-muted-foreground">{review.user.username}</span>}
              </>
            ),
          },
          { header: 'Date', className: 'whitespace-nowrap', cell: (review) => formatDate(review.createdAt) },
          {
            header: 'Status',
            cell: (review) =>
              review.hidden ? (
                <span>
                  <Badge variant="destructive">Hidden</Badge>
                  <span className="mt-1 block text-xs text-muted-foreground">
                    {review.hidden.reason}
                    {review.hidden.by && ` (${review.hidden.by.username})`}
                  </span>
                </span>
              ) : (
                <Badge variant="outline">Visible</Badge>
              ),
          },
          { ...ACTION_COLUMN, cell: (review) => <Actions review={review} /> },
        ]}
        page={page}
        onPage={setPage}
        pagerLabel="Review pages"
      />
    </>
  );
}
