import { userSchema } from '../schemas/auth';
import { errorSchema } from '../schemas/common';
import { profileErrorSchema, profileUpdateResultSchema, profileUpdateSchema } from '../schemas/profile';

/** The schemas of `profileApi`'s endpoints (./profile.ts): the server registers its routes with them. */
export const profileSchemas = {
  get: { responses: { 200: userSchema, 401: errorSchema } },
  update: { body: profileUpdateSchema, responses: { 200: profileUpdateResultSchema, 400: profileErrorSchema, 401: errorSchema } },
};
