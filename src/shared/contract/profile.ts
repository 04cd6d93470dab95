import { userSchema } from '../schemas/auth';
import { errorSchema } from '../schemas/common';
import { profileErrorSchema, profileUpdateResultSchema, profileUpdateSchema } from '../schemas/profile';
import { endpoint } from './endpoint';

/** Every account's own profile, customers' and staff's alike (docs/product.md, "Customer dashboard"). */
export const profileApi = {
  /** The same answer as GET /api/auth/user, under the name of the resource PATCH changes. */
  get: endpoint({ method: 'GET', path: '/api/profile', responses: { 200: userSchema, 401: errorSchema } }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/profile',
    body: profileUpdateSchema,
    responses: { 200: profileUpdateResultSchema, 400: profileErrorSchema, 401: errorSchema },
  }),
};
