import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import { authApi } from '../../shared/contract/auth';
import { authSchemas } from '../../shared/contract/auth-schemas';
import { LOCALE_COOKIE, parseLocale } from '../../shared/locale';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { HttpError, messageBody } from '../plugins/errors';
import { sessionHashOf } from '../plugins/sessions';
import { emailOn } from '../shared/outbox';
import { RESET_LINK_MINUTES } from '../shared/password-reset';
import { changePassword, requestPasswordReset, resetPassword } from './passwords';

/**
 * The least time a reset request takes to answer: longer than the work for any login takes on a quiet shop, so the
 * time does not tell an existing account from a missing one (docs/security.md, finding 7).
 */
export const RESET_ANSWER_FLOOR_MS = 100;
const HOUR_MS = 60 * 60 * 1000;

/** Changing a password while signed in, and resetting a forgotten one by e-mail (docs/product.md, Passwords). */
const passwordRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  route(
    app,
    authApi.changePassword,
    authSchemas.changePassword,
    async (request) => {
      await changePassword(db, (await signedInUser(request)).id, request.body, sessionHashOf(request));
      return messageBody(request, 'password_changed');
    },
    { onRequest: requireUser },
  );

  // Its own key in the store the sign-in failure budgets count in (shared by every instance with REDIS_URL).
  const requestsByIp = (ip: string) => app.limitCounters.hit(`password-reset:ip:${ip}`, HOUR_MS);

  // The answer is the same whether or not an account matches, and whether or not an e-mail was written.
  route(app, authApi.requestPasswordReset, authSchemas.requestPasswordReset, async (request, reply) => {
    const limit = await requestsByIp(request.ip);
    if (limit.count > config.passwordResetLimits.perIp) {
      reply.header('retry-after', Math.max(1, Math.ceil(limit.resetMs / 1000)));
      throw new HttpError(429, 'too_many_resets');
    }
    const floor = emailOn(config.email) ? sleep(RESET_ANSWER_FLOOR_MS) : undefined;
    // The link's e-mail is written in the language of the screen that asked for it.
    await requestPasswordReset(db, config, request.body.login, parseLocale(request.cookies[LOCALE_COOKIE]));
    // Not nudged: the outbox's own round sends the link within seconds, so no answer carries the cost of an e-mail
    // (finding 7). And every answer takes at least RESET_ANSWER_FLOOR_MS: found or not, it looks the same.
    await floor;
    return messageBody(request, 'reset_requested', { minutes: RESET_LINK_MINUTES });
  });

  route(app, authApi.resetPassword, authSchemas.resetPassword, async (request) => {
    await resetPassword(db, request.body.token, request.body.password);
    app.emailOutbox.nudge();
    return messageBody(request, 'password_reset_done');
  });
};

export default passwordRoutes;
