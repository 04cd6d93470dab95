import { endpoint } from './endpoint';
import type { profileSchemas as S } from './profile-schemas';

/** Every account's own profile, customers' and staff's alike (docs/product.md, "Customer dashboard"). */
export const profileApi = {
  /** The same answer as GET /api/auth/user, under the name of the resource PATCH changes. */
  get: endpoint<typeof S.get>()('GET', '/api/profile'),
  update: endpoint<typeof S.update>()('PATCH', '/api/profile'),
};
