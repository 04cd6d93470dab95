import { LIMITS } from '../../constants';
import { groupThousands } from '../../money';
import type { reviews as english } from '../en/reviews';

export const reviews: Record<keyof typeof english, string> = {
  rating_required: 'Chagua idadi ya nyota',
  rating_invalid: 'Idadi ya nyota iwe namba kamili kuanzia 1 hadi 5',
  comment_not_text: 'Maoni yawe maandishi',
  comment_too_long: `Maoni yasizidi herufi ${groupThousands(LIMITS.maxReviewComment)}`,
  comment_control_characters: 'Maoni yasiwe na herufi za udhibiti (kuvunja mstari ni sawa)',
  comment_markup: 'Maoni yawe maandishi ya kawaida, bila alama za HTML',
  review_nothing_to_change: 'Tuma nyota au maoni unayotaka kubadilisha',
  review_not_received: 'Ni wateja waliopokea bidhaa hii pekee wanaoweza kuitolea maoni.',
  review_page_size_too_large: `pageSize isizidi ${LIMITS.maxReviewPageSize}`,
  hide_reason_required: 'Sababu inahitajika ili kuficha maoni haya',
  review_not_found: 'Maoni hayakupatikana',
  already_reviewed: 'Tayari umetoa maoni kuhusu bidhaa hii. Unaweza kuhariri maoni yako badala yake.',
  review_hidden_stays:
    'Duka limeficha maoni haya, kwa hivyo hayawezi kufutwa. Bado unaweza kuyahariri; yatabaki yamefichwa hadi duka liyaonyeshe tena.',
  review_deleted: 'Maoni yamefutwa',
};
