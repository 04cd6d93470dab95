import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOCALE_COOKIE, parseLocale } from '../../shared/locale';
import { userSchema } from '../../shared/schemas/auth';
import { errorSchema } from '../../shared/schemas/common';
import { INVALID_PROFILE, profileErrorSchema, profileUpdateResultSchema, profileUpdateSchema } from '../../shared/schemas/profile';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { unauthorized } from '../plugins/errors';
import { updateProfile } from './profile';

/** Every account's own profile, customers' and staff's alike (docs/product.md, "Customer dashboard"). */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  app.addHook('onRequest', requireUser);

  // The same answer as GET /api/auth/user, under the name of the resource PATCH changes.
  app.get('/', { schema: { response: { 200: userSchema, 401: errorSchema } } }, (request) => signedInUser(request));

  app.patch(
    '/',
    {
      config: { invalidInputCode: INVALID_PROFILE },
      schema: { body: profileUpdateSchema, response: { 200: profileUpdateResultSchema, 400: profileErrorSchema, 401: errorSchema } },
    },
    async (request) => {
      const user = await signedInUser(request);
      // The confirmation link's e-mail is written in the language of the screen that made the change.
      const result = await updateProfile(db, config, user.id, request.body, parseLocale(request.cookies[LOCALE_COOKIE]));
      if (!result) throw unauthorized();
      if (result.verificationSent) app.emailOutbox.nudge();
      return result;
    },
  );
};

export default profileRoutes;
