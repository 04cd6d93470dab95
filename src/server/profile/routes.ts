import type { FastifyPluginAsync } from 'fastify';
import { profileApi } from '../../shared/contract/profile';
import { profileSchemas } from '../../shared/contract/profile-schemas';
import { LOCALE_COOKIE, parseLocale } from '../../shared/locale';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { unauthorized } from '../plugins/errors';
import { updateProfile } from './profile';

/** Every account's own profile, customers' and staff's alike (docs/product.md, "Customer dashboard"). */
const profileRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  app.addHook('onRequest', requireUser);

  route(app, profileApi.get, profileSchemas.get, (request) => signedInUser(request));

  route(app, profileApi.update, profileSchemas.update, async (request) => {
    // The confirmation link's e-mail is written in the language of the screen that made the change.
    const result = await updateProfile(db, config, (await signedInUser(request)).id, request.body, parseLocale(request.cookies[LOCALE_COOKIE]));
    if (!result) throw unauthorized();
    if (result.verificationSent) app.emailOutbox.nudge();
    return result;
  });
};

export default profileRoutes;
