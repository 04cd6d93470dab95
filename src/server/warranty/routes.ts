import type { FastifyPluginAsync } from 'fastify';
import { warrantyApi } from '../../shared/contract/warranty';
import { warrantySchemas } from '../../shared/contract/warranty-schemas';
import { WARRANTY_LIMITS } from '../../shared/warranty';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { HttpError } from '../plugins/errors';
import { pageOf, sendPage } from '../shared/paging';
import { newUploadUrl } from '../shared/upload-signing';
import { assertPhotosWelcome, openClaim, orderClaims } from './customer-claims';
import { changeClaimStatus, claimById, listClaims, openClaimsCount } from './staff-claims';

const HOUR_MS = 60 * 60 * 1000;

/** A customer's claims on their own orders (docs/product.md, "Warranty claims"), registered under /api (app.ts). */
export const customerClaimRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);

  route(app, warrantyApi.orderClaims, warrantySchemas.orderClaims, async (request) =>
    orderClaims(db, (await signedInUser(request)).id, request.params.orderNumber),
  );
  route(app, warrantyApi.photoUrl, warrantySchemas.photoUrl, async (request, reply) => {
    const { id: userId } = await signedInUser(request);
    await assertPhotosWelcome(db, userId, request.params.orderNumber);
    // Counted in the store every instance shares (REDIS_URL), as the sign-in budgets are.
    const asked = await app.limitCounters.hit(`claim-photo-urls:user:${userId}`, HOUR_MS);
    if (asked.count > WARRANTY_LIMITS.photoUrlsPerHour) {
      reply.header('retry-after', Math.max(1, Math.ceil(asked.resetMs / 1000)));
      throw new HttpError(429, 'claim_photo_urls_too_many');
    }
    return newUploadUrl(request);
  });
  route(app, warrantyApi.openClaim, warrantySchemas.openClaim, async (request, reply) => {
    const { id: userId } = await signedInUser(request);
    const { objectStorage: storage, config } = app;
    const claim = await openClaim(db, { userId, orderNumber: request.params.orderNumber, input: request.body, storage, email: config.email });
    app.emailOutbox.nudge();
    return reply.code(201).send(claim);
  });
};

/** Staff handling of claims, registered in the staff scope (app.ts). */
export const staffClaimRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  route(app, warrantyApi.claims, warrantySchemas.claims, async (request, reply) =>
    sendPage(reply, await listClaims(db, request.query, pageOf(request.query))),
  );
  route(app, warrantyApi.openCount, warrantySchemas.openCount, async () => ({ open: await openClaimsCount(db) }));
  route(app, warrantyApi.claim, warrantySchemas.claim, (request) => claimById(db, request.params.id));
  route(app, warrantyApi.changeStatus, warrantySchemas.changeStatus, async (request) => {
    const claim = await changeClaimStatus(db, app.config.email, await signedInUser(request), request.params.id, request.body);
    app.emailOutbox.nudge();
    return claim;
  });
};
