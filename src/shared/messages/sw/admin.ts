import { LIMITS } from '../../constants';
import type { admin as english } from '../en/admin';

export const admin: Record<keyof typeof english, string> = {
  category_missing: 'Kundi hili halipo',
  product_slug_taken: 'Tayari kuna bidhaa yenye slug hii',
  product_changed: 'Mtu amebadilisha bidhaa hii tangu ulipoifungua. Funga fomu na uifungue bidhaa tena uone mabadiliko.',
  product_version_invalid: 'version lazima iwe toleo la bidhaa ambalo fomu ilifunguliwa nalo',
  category_slug_taken: 'Tayari kuna kundi lenye slug hii',
  category_name_taken: 'Tayari kuna kundi lenye jina hili',
  sw_category_name_taken: 'Tayari kuna kundi lenye jina hili la Kiswahili',
  category_not_found: 'Kundi halikupatikana',
  category_has_one_product: 'Kundi hili bado lina bidhaa 1. Ihamishe au uifute kwanza.',
  category_has_products: 'Kundi hili bado lina bidhaa {{count}}. Zihamishe au uzifute kwanza.',
  order_closed: 'Oda hii iko {{status}} na haiwezi kubadilishwa tena',
  order_already: 'Oda hii tayari iko {{status}}',
  order_transition_refused: 'Oda haiwezi kutoka {{from}} kwenda {{to}}',
  user_not_found: 'Mtumiaji hakupatikana',
  role_unknown: 'Cheo hiki hakijulikani',
  admin_limit_too_large: `limit isizidi ${LIMITS.maxAdminPageSize}`,
  disabled_not_boolean: 'disabled lazima iwe true au false',
  last_super_admin: 'Super admin wa mwisho hawezi kushushwa cheo. Mfanye mtumiaji mwingine kuwa super admin kwanza.',
  cannot_disable_self: 'Huwezi kuzima akaunti yako mwenyewe.',
  only_customer_password: 'Hapa unaweza kuweka nenosiri la mteja pekee.',
  customer_password_set: 'Nenosiri limewekwa. Mteja ametolewa kwenye akaunti kwenye vifaa vyote.',
};
