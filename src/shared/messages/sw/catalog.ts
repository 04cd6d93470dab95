import { LIMITS, PRODUCT_LIST_VIEWS, STOCK_STATUSES } from '../../constants';
import { PRODUCT_SORTS } from '../../product-sort';
import type { catalog as english } from '../en/catalog';

export const catalog: Record<keyof typeof english, string> = {
  stock_status_invalid: `Stoki iwe mojawapo ya ${STOCK_STATUSES.join(', ')}`,
  featured_invalid: 'featured iwe true au false',
  category_id_not_number: 'categoryId iwe namba',
  category_id_not_whole: 'categoryId iwe namba kamili',
  category_id_not_positive: 'categoryId iwe namba chanya',
  category_id_too_large: 'categoryId ni kubwa mno',
  min_price_not_number: 'minPrice iwe namba',
  min_price_negative: 'minPrice isiwe hasi',
  min_price_too_large: 'minPrice ni kubwa mno',
  max_price_not_number: 'maxPrice iwe namba',
  max_price_negative: 'maxPrice isiwe hasi',
  max_price_too_large: 'maxPrice ni kubwa mno',
  price_range_inverted: 'minPrice isizidi maxPrice',
  limit_too_large: `limit isizidi ${LIMITS.maxPageSize}`,
  page_size_too_large: `pageSize isizidi ${LIMITS.maxPageSize}`,
  limit_or_page_size: 'Tumia limit au pageSize, si zote mbili',
  search_too_long: `Maneno ya kutafuta yasizidi herufi ${LIMITS.maxSearchLength}`,
  sort_invalid: `sort iwe mojawapo ya ${PRODUCT_SORTS.join(', ')}`,
  relevance_needs_search: 'sort=relevance inahitaji maneno ya kutafuta (q)',
  view_invalid: `view iwe ${PRODUCT_LIST_VIEWS.join(', ')} au iachwe`,
};
