import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { mpesaApi } from '../../shared/contract/mpesa';
import { mpesaSchemas } from '../../shared/contract/mpesa-schemas';
import type { MpesaSettings } from '../mpesa-settings';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { requestLocale } from '../plugins/request-locale';
import { notFound } from '../plugins/errors';
import { c2bToken, confirmC2b, validateC2b } from './c2b';
import { DarajaClient, memoryTokenCache, sharedTokenCache } from './daraja';
import { followUpStale, handleCallback, promptStatus, startPush, type StkDeps } from './stk';

// How often the shop asks after prompts no screen follows any more.
const FOLLOW_UP_EVERY_MS = 30_000;

/** M-PESA prompts for an order, and Daraja's callbacks (docs/product.md, "Paying with M-PESA"). */
const mpesaRoutes: FastifyPluginAsync<{ settings: MpesaSettings }> = async (app, { settings }) => {
  const deps: StkDeps = {
    db: app.db,
    daraja: new DarajaClient(settings, app.redis ? sharedTokenCache(app.redis) : memoryTokenCache()),
    settings,
    email: app.config.email,
    log: app.log,
  };

  route(
    app,
    mpesaApi.push,
    mpesaSchemas.push,
    async (request, reply) => {
      const requestId = await startPush(deps, await signedInUser(request), request.params.orderNumber, request.body);
      return reply.code(202).send({ requestId, status: 'pending' as const });
    },
    { onRequest: requireUser },
  );

  route(
    app,
    mpesaApi.status,
    mpesaSchemas.status,
    async (request) => {
      const { orderNumber, requestId } = request.params;
      return promptStatus(deps, await signedInUser(request), orderNumber, requestId, requestLocale(request));
    },
    { onRequest: requireUser },
  );

  // Always the acknowledgement Daraja expects, whatever the shop made of the body: a refusal would only make it retry.
  route(
    app,
    mpesaApi.callback,
    mpesaSchemas.callback,
    async (request) => {
      await handleCallback(deps, request.params.token, request.body);
      app.emailOutbox.nudge();
      return { ResultCode: 0 as const, ResultDesc: 'Accepted' };
    },
    { bodyLimit: 16 * 1024 },
  );

  const c2b = c2bToken(app.config.signingSecret);
  // Answered as any unknown address is when the token is not the shop's.
  const c2bOnly = (token: string) => {
    const given = Buffer.from(token);
    if (given.length !== c2b.length || !timingSafeEqual(given, Buffer.from(c2b))) throw notFound();
  };
  route(
    app,
    mpesaApi.c2bValidation,
    mpesaSchemas.c2bValidation,
    async (request) => {
      c2bOnly(request.params.token);
      if (!settings.c2bValidation || (await validateC2b(app.db, request.body))) return { ResultCode: 0 as const, ResultDesc: 'Accepted' };
      // Daraja's code for an invalid account number: the payment is refused on the customer's phone.
      return { ResultCode: 'C2B00012', ResultDesc: 'Rejected' };
    },
    { bodyLimit: 16 * 1024 },
  );
  route(
    app,
    mpesaApi.c2bConfirmation,
    mpesaSchemas.c2bConfirmation,
    async (request) => {
      c2bOnly(request.params.token);
      await confirmC2b(app.db, app.config.email, app.log, request.body);
      app.emailOutbox.nudge();
      return { ResultCode: 0 as const, ResultDesc: 'Accepted' };
    },
    { bodyLimit: 16 * 1024 },
  );

  const timer = setInterval(
    () => void followUpStale(deps).catch((error: unknown) => app.log.warn({ err: error }, 'M-PESA follow-up failed')),
    FOLLOW_UP_EVERY_MS,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

export default mpesaRoutes;
