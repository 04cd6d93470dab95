import { LIMITS } from '../../constants';
/** Messages of the staff screens' products, categories, orders and users (staff read English; docs/product.md, "Languages"). */
export const admin = {
  category_missing: 'Category does not exist',
  product_slug_taken: 'A product with this slug already exists',
  product_changed: 'Someone changed this product since you opened it. Close the form and open the product again to see the changes.',
  product_version_invalid: 'version must be the product version the form was opened with',
  category_slug_taken: 'A category with this slug already exists',
  category_not_found: 'Category not found',
  category_has_one_product: 'This category still has 1 product. Move or delete them first.',
  category_has_products: 'This category still has {{count}} products. Move or delete them first.',
  order_closed: 'This order is {{status}} and can no longer be changed',
  order_already: 'This order is already {{status}}',
  order_transition_refused: 'An order cannot go from {{from}} to {{to}}',
  user_not_found: 'User not found',
  role_unknown: 'Unknown role',
  admin_limit_too_large: `limit must be at most ${LIMITS.maxAdminPageSize}`,
  disabled_not_boolean: 'disabled must be true or false',
  last_super_admin: 'The last super admin cannot be demoted. Make another user a super admin first.',
  cannot_disable_self: 'You cannot disable your own account.',
  only_customer_password: "Only a customer's password can be set here.",
  customer_password_set: 'Password set. The customer has been signed out everywhere.',
} as const;
