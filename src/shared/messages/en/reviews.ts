import { LIMITS } from '../../constants';
import { groupThousands } from '../../money';

/** Messages of verified-purchase reviews. */
export const reviews = {
  rating_required: 'Rating is required',
  rating_invalid: 'Rating must be a whole number from 1 to 5',
  comment_not_text: 'Comment must be text',
  comment_too_long: `Comment must be at most ${groupThousands(LIMITS.maxReviewComment)} characters`,
  comment_control_characters: 'Comment must not contain control characters (line breaks are fine)',
  comment_markup: 'Comment must be plain text, without HTML tags',
  review_nothing_to_change: 'Send a rating or a comment to change',
  review_not_received: 'Only customers who received this product can review it.',
  review_not_found: 'Review not found',
  review_page_size_too_large: `pageSize must be at most ${LIMITS.maxReviewPageSize}`,
  hide_reason_required: 'A reason is required to hide a review',
  already_reviewed: 'You have already reviewed this product. You can edit your review instead.',
  review_hidden_stays:
    'The shop has hidden this review, so it cannot be deleted. You can still edit it; it stays hidden until the shop shows it again.',
  review_deleted: 'Review deleted',
} as const;
