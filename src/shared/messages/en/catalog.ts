import { LIMITS, PRODUCT_LIST_VIEWS, STOCK_STATUSES } from '../../constants';
import { PRODUCT_SORTS } from '../../product-sort';

/** Messages of the catalogue: the product list's filters and pages, and a product's page. */
export const catalog = {
  stock_status_invalid: `Stock must be one of ${STOCK_STATUSES.join(', ')}`,
  featured_invalid: 'featured must be true or false',
  category_id_not_number: 'categoryId must be a number',
  category_id_not_whole: 'categoryId must be a whole number',
  category_id_not_positive: 'categoryId must be positive',
  category_id_too_large: 'categoryId is too large',
  min_price_not_number: 'minPrice must be a number',
  min_price_negative: 'minPrice must not be negative',
  min_price_too_large: 'minPrice is too large',
  max_price_not_number: 'maxPrice must be a number',
  max_price_negative: 'maxPrice must not be negative',
  max_price_too_large: 'maxPrice is too large',
  price_range_inverted: 'minPrice must not be greater than maxPrice',
  limit_too_large: `limit must be at most ${LIMITS.maxPageSize}`,
  page_size_too_large: `pageSize must be at most ${LIMITS.maxPageSize}`,
  limit_or_page_size: 'Use either limit or pageSize, not both',
  search_too_long: `Search text must be at most ${LIMITS.maxSearchLength} characters`,
  sort_invalid: `sort must be one of ${PRODUCT_SORTS.join(', ')}`,
  relevance_needs_search: 'sort=relevance needs search text (q)',
  view_invalid: `view must be ${PRODUCT_LIST_VIEWS.join(', ')} or left out`,
} as const;
