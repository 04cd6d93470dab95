import type { FastifyPluginAsync } from 'fastify';
import { ordersApi } from '../../shared/contract/orders';
import { ordersSchemas } from '../../shared/contract/orders-schemas';
import { LOCALE_COOKIE, parseLocale } from '../../shared/locale';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/constants';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { HttpError } from '../plugins/errors';
import { checkout, listOrders, orderDetail } from './orders';

const ordersRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);

  route(app, ordersApi.list, ordersSchemas.list, async (request) => listOrders(db, (await signedInUser(request)).id));

  route(app, ordersApi.detail, ordersSchemas.detail, async (request) =>
    orderDetail(db, (await signedInUser(request)).id, request.params.orderNumber),
  );

  route(app, ordersApi.place, ordersSchemas.place, async (request, reply) => {
    const user = await signedInUser(request);
    const details = { ...request.body, locale: parseLocale(request.cookies[LOCALE_COOKIE]) };
    const { ordersPerAccountPerHour: ordersPerHour, email } = app.config;
    const placing = checkout(db, { userId: user.id, details, idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER], ordersPerHour, email });
    const { order, placed } = await placing.catch((error: unknown) => {
      // The hourly limit says when to try again.
      if (error instanceof HttpError && error.statusCode === 429) reply.header('retry-after', 3600);
      throw error;
    });
    if (placed) app.emailOutbox.nudge();
    return reply.code(201).send(order);
  });
};

export default ordersRoutes;
