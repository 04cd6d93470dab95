import { z } from 'zod';
import { LIMITS } from '../constants';
import { containsMarkup } from '../html-markup';
import { msg } from '../messages/message';
import { isoDate, multiLine, pageParam, pagingParam, staffRefSchema, trimmedText } from './common';
import { reasonSchema } from './reason';

const RATING_MESSAGE = msg('rating_invalid');

const rating = z
  .number({ error: (issue) => (issue.input === undefined ? msg('rating_required') : RATING_MESSAGE) })
  .int(RATING_MESSAGE)
  .min(1, RATING_MESSAGE)
  .max(5, RATING_MESSAGE);
const comment = multiLine(
  trimmedText(msg('comment_not_text')).max(LIMITS.maxReviewComment, msg('comment_too_long')),
  msg('comment_control_characters'),
)
  // Plain text: what a browser would read as a tag is refused rather than stored for a page to misread.
  .refine((text) => !containsMarkup(text), msg('comment_markup'))
  .nullish()
  // An absent comment stays absent (an edit of the rating alone keeps the comment); an empty one is none.
  .transform((text) => (text === undefined ? undefined : text || null));

export const reviewInputSchema = z.strictObject({ rating, comment });
export type ReviewInput = z.input<typeof reviewInputSchema>;
export const reviewUpdateSchema = z
  .strictObject({ rating: rating.optional(), comment })
  .refine((input) => input.rating !== undefined || input.comment !== undefined, msg('review_nothing_to_change'));

/** A review as shoppers see it: the reviewer's first name and last initial, never an account. */
export const reviewSchema = z.object({
  id: z.number(),
  productId: z.number(),
  authorName: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: isoDate,
  verifiedPurchase: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * What the Reviews tab needs for the signed-in shopper: may they write a review, and the one they wrote, with whether
 * the shop has hidden it (docs/product.md, Reviews: its author is told, without the staff's reason).
 */
export const myReviewSchema = z.object({ canReview: z.boolean(), review: reviewSchema.extend({ hidden: z.boolean() }).nullable() });
export type MyReview = z.infer<typeof myReviewSchema>;

export const reviewListQuerySchema = z.strictObject({
  page: pageParam.optional(),
  pageSize: pagingParam('page_size').max(LIMITS.maxReviewPageSize, msg('review_page_size_too_large')).optional(),
});

/** Which reviews staff list: the ones shoppers see, or the ones the shop has hidden. */
export const REVIEW_VISIBILITIES = ['visible', 'hidden'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

export const adminReviewListQuerySchema = z.strictObject({
  visibility: z.enum(REVIEW_VISIBILITIES, { error: 'visibility must be visible or hidden' }).optional(),
  page: pageParam.optional(),
});

export const adminReviewSchema = reviewSchema.extend({
  product: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  user: staffRefSchema,
  hidden: z.object({ at: isoDate, reason: z.string(), by: staffRefSchema }).nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const reviewHideSchema = z.strictObject({ reason: reasonSchema(msg('hide_reason_required')) });
