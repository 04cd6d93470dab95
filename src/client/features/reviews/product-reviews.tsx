import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BadgeCheck, EyeOff, Star } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link } from 'wouter';
import { LIMITS } from '@/shared/constants';
import { formatDay } from '@/shared/dates';
import { groupThousands } from '@/shared/money';
import type { Locale } from '@/shared/locale';
import type { CatalogProduct } from '@/shared/schemas/catalog';
import type { MyReview, Review } from '@/shared/schemas/reviews';
import { Button } from '@/client/components/ui/button';
import { Label, Textarea } from '@/client/components/ui/input';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useAuth } from '@/client/features/auth/api';
import { StarRating } from '@/client/components/star-rating';
import { UserText } from '@/client/components/user-text';
import { useMessages } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { deleteReview, myReviewQuery, patchReview, postReview, reviewPagesQuery, useReviewMutation } from './api';
import { reviewsMessages } from './messages';

// Made on first use, not when the page's code loads: the Reviews tab is rarely the one open.
let dateFormat: Intl.DateTimeFormat | undefined;
// English keeps the browser's own date ("5 Sept 2026"); formatDay writes the Kiswahili one.
const formatReviewDate = (iso: string, locale: Locale) =>
  locale === 'en'
    ? (dateFormat ??= new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Nairobi' })).format(
        new Date(iso),
      )
    : formatDay(iso, locale);

function ReviewItem({ review, own = false }: { review: Review; own?: boolean }) {
  const t = useMessages(reviewsMessages);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <StarRating rating={review.rating} />
      <span className="min-w-0 text-sm font-medium wrap-anywhere">{own ? t('yourReview') : review.authorName}</span>
      {review.verifiedPurchase && (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
          <BadgeCheck className="size-3.5" aria-hidden="true" /> {t('verifiedPurchase')}
        </span>
      )}
      <time dateTime={review.createdAt} className="text-xs text-muted-foreground">
        {formatReviewDate(review.createdAt, t.locale)}
      </time>
    </div>
  );
}

/** What the reviewer wrote, as typed: line breaks kept, long words broken, web addresses links (docs/product.md, "Long text"). */
function ReviewComment({ review, className }: { review: Review; className?: string }) {
  if (!review.comment) return null;
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      <UserText text={review.comment} />
    </p>
  );
}

/** Five radio buttons: the keyboard and screen readers know them; the stars are how they look. */
function RatingInput({ value, onChange }: { value: number; onChange(value: number): void }) {
  const t = useMessages(reviewsMessages);
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{t('yourRating')}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer rounded p-1 has-focus-visible:ring-2 has-focus-visible:ring-ring">
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
              aria-label={t.plural('stars', stars)}
            />
            <Star aria-hidden="true" className={cn('size-7', stars <= value ? 'fill-primary text-primary' : 'text-muted-foreground/50')} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ReviewForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial?: Review;
  submitLabel: string;
  pending: boolean;
  onSubmit(rating: number, comment: string): void;
  onCancel?(): void;
}) {
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [problem, setProblem] = useState<string>();
  const t = useMessages(reviewsMessages);
  return (
    <form
      className="space-y-3 rounded-lg border p-4"
      aria-label={t('writeReview')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (rating < 1) return setProblem(t('chooseRating'));
        setProblem(undefined);
        onSubmit(rating, comment);
      }}
    >
      <RatingInput value={rating} onChange={setRating} />
      <div className="space-y-1.5">
        <Label htmlFor="review-comment">{t('comment')}</Label>
        <Textarea
          id="review-comment"
          maxLength={LIMITS.maxReviewComment}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          rows={4}
        />
        <p className="text-xs text-muted-foreground">
          {t('characters', { count: groupThousands(comment.length), max: groupThousands(LIMITS.maxReviewComment) })}
        </p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t('saving') : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * The shopper's own review. One the shop has hidden says so, without the staff's reason, and offers no Delete, which
 * the shop refuses for it (docs/product.md, Reviews).
 */
function OwnReview({ review }: { review: NonNullable<MyReview['review']> }) {
  const [editing, setEditing] = useState(false);
  const t = useMessages(reviewsMessages);
  const edit = useReviewMutation(patchReview(review.id), t('updated'));
  const remove = useReviewMutation(deleteReview(review.id), t('deleted'));
  if (editing) {
    return (
      <ReviewForm
        initial={review}
        submitLabel={t('saveReview')}
        pending={edit.isPending}
        onCancel={() => setEditing(false)}
        onSubmit={(rating, comment) => edit.mutate({ rating, comment }, { onSuccess: () => setEditing(false) })}
      />
    );
  }
  return (
    <div className={cn('space-y-2 rounded-lg border p-4', review.hidden ? 'border-dashed' : 'border-primary/40')} data-testid="own-review">
      <ReviewItem review={review} own />
      {review.hidden && (
        <div className="space-y-1 rounded-md bg-muted p-3 text-sm" data-testid="own-review-hidden">
          <p className="flex items-center gap-1.5 font-medium">
            <EyeOff className="size-4 shrink-0" aria-hidden="true" /> {t('hiddenByShop')}
          </p>
          <p className="text-muted-foreground">{t('hiddenExplained')}</p>
        </div>
      )}
      <ReviewComment review={review} />
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          {t('edit')}
        </Button>
        {!review.hidden && (
          <Button size="sm" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(undefined)}>
            {t('delete')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The signed-in shopper's part of the tab: their review, or the form when they may write one; nothing otherwise. */
function MyReviewSection({ slug }: { slug: string }) {
  const mine = useQuery(myReviewQuery(slug));
  const t = useMessages(reviewsMessages);
  const create = useReviewMutation(postReview(slug), t('thankYou'));
  if (!mine.data) return null;
  if (mine.data.review) return <OwnReview review={mine.data.review} />;
  if (!mine.data.canReview) return null;
  return <ReviewForm submitLabel={t('submitReview')} pending={create.isPending} onSubmit={(rating, comment) => create.mutate({ rating, comment })} />;
}

/**
 * Each review once: a page asked for after new reviews came in starts with reviews the earlier pages already hold
 * (the list is newest first, paged by position).
 */
function onceEach(reviews: Review[]): Review[] {
  const seen = new Set<number>();
  return reviews.filter((review) => !seen.has(review.id) && !!seen.add(review.id));
}

export function ProductReviews({ product }: { product: CatalogProduct }) {
  const { isAuthenticated } = useAuth();
  const pages = useInfiniteQuery(reviewPagesQuery(product.slug));
  const reviews = pages.data && onceEach(pages.data.pages.flatMap((page) => page.reviews));
  const t = useMessages(reviewsMessages);
  return (
    <div className="space-y-4">
      {isAuthenticated ? (
        // The shopper's own review shows the server's answers in the page's language, whose catalog it may wait for.
        <Suspense fallback={<Skeleton className="h-24 w-full" />}>
          <MyReviewSection slug={product.slug} />
        </Suspense>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Link to="/login" className="font-medium text-foreground underline">
            {t('logIn')}
          </Link>{' '}
          {t('logInToReview')}
        </p>
      )}
      {!reviews ? (
        <Skeleton className="h-24 w-full" />
      ) : reviews.length === 0 ? (
        <p className="text-muted-foreground">{t('noReviews')}</p>
      ) : (
        <>
          <p className="font-medium">{t.plural('count', product.reviewCount)}</p>
          <ul className="space-y-4" aria-label={t('reviews')}>
            {reviews.map((review) => (
              <li key={review.id} className="rounded-lg border p-4" data-testid="review">
                <ReviewItem review={review} />
                <ReviewComment review={review} className="mt-2" />
              </li>
            ))}
          </ul>
          {pages.hasNextPage && (
            <Button variant="outline" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {t(pages.isFetchingNextPage ? 'loading' : 'showMore')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
