import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountDataRoutes, customerDataRoutes } from './account-data/routes';
import adminRoutes from './admin/routes';
import backupRoutes from './backup/routes';
import answerCache from './plugins/answer-cache';
import authRoutes from './auth/routes';
import emailVerificationRoutes from './auth/email-verification-routes';
import passwordRoutes from './auth/password-routes';
import cartRoutes from './cart/routes';
import catalogRoutes from './catalog/routes';
import delivery from './plugins/delivery';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { deliveryAdminRoutes, deliveryRoutes } from './delivery/routes';
import documentRoutes from './documents/routes';
import ordersRoutes from './orders/routes';
import paymentRoutes from './payments/routes';
import { requireStaff, requireStaffStill } from './plugins/auth-guards';
import { planWiring } from './planner/plans';
import plannerRoutes, { plannerAdminRoutes } from './planner/routes';
import reportRoutes from './reports/routes';
import reviewModerationRoutes from './reviews/moderation';
import reviewRoutes from './reviews/routes';
import drain from './plugins/drain';
import email from './email/plugin';
import mpesaRoutes from './mpesa/routes';
import errors, { clientErrorHandler, frameworkErrors, messageBody } from './plugins/errors';
import { lazyChildLogger } from './plugins/lazy-child-logger';
import routeTable from './plugins/route-table';
import { connectRedis, type SharedRedis } from './plugins/redis';
import privateAnswers from './plugins/private-answers';
import { requestIdFor } from './plugins/request-id';
import security from './plugins/security';
import sessions from './plugins/sessions';
import { objectRoutes, uploadUrlRoutes } from './uploads/routes';
import { customerClaimRoutes, staffClaimRoutes } from './warranty/routes';
import { customerInstallationRoutes, staffInstallationRoutes } from './installation/routes';
import { createObjectStorage, type ObjectStorage } from './shared/object-storage';
import webRoutes from './web/routes';
import profileRoutes from './profile/routes';
import stockRoutes from './stock/routes';
import wishlistRoutes from './wishlist/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    objectStorage: ObjectStorage;
    /** The connection counting limits across instances (REDIS_URL), or null: counted in this process. */
    redis: SharedRedis | null;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** The largest request body any JSON route reads (uploads and statements set their own). */
export const MAX_BODY_BYTES = 1024 * 1024;

export async function buildApp({ config, database, logger = false }: AppOptions) {
  const { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs, maxConnections } = config.connectionLimits;
  const app = Fastify({
    logger,
    // The client's address is the entry the nearest trusted proxy appended to X-Forwarded-For, not the leftmost one:
    // a client writes whatever it likes there, and the balancer only adds to it.
    trustProxy: config.trustedProxies > 0 ? (_address: string, hop: number) => hop < config.trustedProxies : false,
    bodyLimit: MAX_BODY_BYTES,
    // A client sending its request a byte at a time, or holding a connection idle, is cut off
    // (docs/decisions/0031-connection-limits.md). Node checks the deadlines every second instead of every 30.
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    http: { headersTimeout: headersTimeoutMs, connectionsCheckingInterval: 1000 },
    // Errors Fastify answers before any hook runs (bad URL, oversized headers, timeouts) get the API's { message }.
    clientErrorHandler,
    frameworkErrors,
    // Product slugs may be 120 characters (admin schema); the router's default limit of 100 answered 414 for them.
    routerOptions: { maxParamLength: 200 },
    // Without a logger Fastify skips request children altogether; keep that.
    childLoggerFactory: logger ? lazyChildLogger : undefined,
    // The request-id plugin writes one line a request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdFor,
  }).withTypeProvider<ZodTypeProvider>();

  app.server.maxConnections = maxConnections;

  // The API speaks JSON only; any other body type is refused with 415 (uploads add their own parser in their scope).
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('objectStorage', createObjectStorage(config, database));
  app.decorate('redis', config.redisUrl ? connectRedis(config.redisUrl, app.log) : null);
  app.addHook('onClose', async () => app.redis?.close());

  await app.register(routeTable);
  await app.register(delivery);
  await app.register(privateAnswers);
  await app.register(fastifyCookie);
  await app.register(errors);
  await app.register(security);
  await app.register(drain);
  await app.register(answerCache);
  await app.register(sessions);
  await app.register(email);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(passwordRoutes);
      await api.register(emailVerificationRoutes);
      await api.register(catalogRoutes);
      await api.register(reviewRoutes);
      await api.register(cartRoutes, { prefix: '/cart' });
      await api.register(wishlistRoutes, { prefix: '/wishlist' });
      await api.register(profileRoutes, { prefix: '/profile' });
      await api.register(accountDataRoutes);
      await api.register(ordersRoutes, { prefix: '/orders' });
      await api.register(customerClaimRoutes);
      await api.register(customerInstallationRoutes);
      await api.register(plannerRoutes, { prefix: '/planner' });
      if (config.mpesa) await api.register(mpesaRoutes, { settings: config.mpesa });
      await api.register(documentRoutes, { planWiring });
      await api.register(deliveryRoutes);
      // Everything under /api/admin is for staff; the guard runs before any body is parsed or validated, and again
      // once it has arrived.
      await api.register(
        async (staff) => {
          staff.addHook('onRequest', requireStaff);
          staff.addHook('preValidation', requireStaffStill);
          await staff.register(adminRoutes);
          await staff.register(paymentRoutes);
          await staff.register(reviewModerationRoutes);
          await staff.register(customerDataRoutes);
          await staff.register(backupRoutes);
          await staff.register(deliveryAdminRoutes);
          await staff.register(plannerAdminRoutes);
          await staff.register(reportRoutes);
          await staff.register(stockRoutes);
          await staff.register(staffClaimRoutes);
          await staff.register(staffInstallationRoutes);
        },
        { prefix: '/admin' },
      );
      await api.register(uploadUrlRoutes);
      api.setNotFoundHandler((request, reply) => reply.code(404).send(messageBody(request, 'not_found')));
    },
    { prefix: '/api' },
  );
  await app.register(objectRoutes, { prefix: '/objects' });
  await app.register(webRoutes);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
