import { endpoint } from './endpoint';
import type { adminSchemas as S } from './admin-schemas';

/** The staff screens' products, categories, orders and users (docs/product.md, "Admin"); all for staff only. */
export const adminApi = {
  products: endpoint<typeof S.products>()('GET', '/api/admin/products'),
  createProduct: endpoint<typeof S.createProduct>()('POST', '/api/admin/products'),
  /** The form sends the whole product: an edit replaces every editable field. */
  updateProduct: endpoint<typeof S.updateProduct>()('PATCH', '/api/admin/products/:id'),
  /** Order lines keep their own copy of the product, so past orders stay intact. */
  deleteProduct: endpoint<typeof S.deleteProduct>()('DELETE', '/api/admin/products/:id'),
  categories: endpoint<typeof S.categories>()('GET', '/api/admin/categories'),
  createCategory: endpoint<typeof S.createCategory>()('POST', '/api/admin/categories'),
  updateCategory: endpoint<typeof S.updateCategory>()('PATCH', '/api/admin/categories/:id'),
  /** Refused while the category still has products. */
  deleteCategory: endpoint<typeof S.deleteCategory>()('DELETE', '/api/admin/categories/:id'),
  orders: endpoint<typeof S.orders>()('GET', '/api/admin/orders'),
  order: endpoint<typeof S.order>()('GET', '/api/admin/orders/:id'),
  updateOrderStatus: endpoint<typeof S.updateOrderStatus>()('PATCH', '/api/admin/orders/:id'),
  users: endpoint<typeof S.users>()('GET', '/api/admin/users'),
  /** Super admins only. */
  updateRole: endpoint<typeof S.updateRole>()('PATCH', '/api/admin/users/:id'),
  /** Super admins only: a disabled account is signed out everywhere and cannot sign in. */
  setAccess: endpoint<typeof S.setAccess>()('PUT', '/api/admin/users/:id/access'),
  /** Super admins only, for a customer who cannot reset by e-mail. */
  setPassword: endpoint<typeof S.setPassword>()('POST', '/api/admin/users/:id/password'),
};
