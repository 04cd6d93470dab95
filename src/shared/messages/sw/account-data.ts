import type { accountData as english } from '../en/account-data';

export const accountData: Record<keyof typeof english, string> = {
  erase_password_required: 'Weka nenosiri lako ili kufuta akaunti yako',
  erase_reviews_choice: 'Chagua kama maoni yako yabaki au yaondolewe',
  account_erased: 'Akaunti yako imefutwa. Oda zako zinahifadhiwa kwa kumbukumbu za duka, bila jina lako wala mawasiliano yako.',
  customer_erased: 'Taarifa binafsi za mteja zimefutwa. Oda zake zinabaki bila kumtaja.',
  erase_staff_refused: 'Akaunti za wafanyakazi haziwezi kufutwa. Super admin anaweza kuifanya akaunti ya mteja kwanza.',
  erase_open_orders: 'Baadhi ya oda zako bado hazijafikishwa wala kughairiwa. Utaweza kufuta akaunti yako zikishakamilika.',
  customer_open_orders: 'Mteja huyu ana oda ambazo bado hazijafikishwa wala kughairiwa. Futa akaunti zikishakamilika.',
  erase_open_claims: 'Dai lako la dhamana bado liko wazi. Utaweza kufuta akaunti yako likishafungwa.',
  erase_open_installations: 'Ufungaji wako bado uko wazi. Utaweza kufuta akaunti yako ukishakamilika au kughairiwa.',
  customer_open_installations: 'Mteja huyu ana ufungaji ambao bado uko wazi. Futa akaunti ukishakamilika au kughairiwa.',
  customer_open_claims: 'Mteja huyu ana dai la dhamana ambalo bado liko wazi. Futa akaunti likishafungwa.',
  account_already_erased: 'Akaunti hii tayari imefutwa',
};
