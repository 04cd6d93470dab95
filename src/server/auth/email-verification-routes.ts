import type { FastifyPluginAsync } from 'fastify';
import { authApi } from '../../shared/contract/auth';
import { authSchemas } from '../../shared/contract/auth-schemas';
import { LOCALE_COOKIE, parseLocale } from '../../shared/locale';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { messageBody } from '../plugins/errors';
import { confirmAddress, resendVerification } from '../shared/email-verification';

/** Confirming an address by its link, and asking for the link again (docs/product.md, E-mail notifications). */
const emailVerificationRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  // No session needed: the link may be opened on another device than the one that registered.
  route(app, authApi.verifyEmail, authSchemas.verifyEmail, async (request) => {
    await confirmAddress(db, request.body.token);
    app.emailOutbox.nudge();
    return messageBody(request, 'email_verified');
  });

  route(
    app,
    authApi.resendVerification,
    authSchemas.resendVerification,
    async (request) => {
      await resendVerification(db, config, await signedInUser(request), parseLocale(request.cookies[LOCALE_COOKIE]));
      app.emailOutbox.nudge();
      return messageBody(request, 'verification_sent');
    },
    { onRequest: requireUser },
  );
};

export default emailVerificationRoutes;
