import { channel } from 'node:diagnostics_channel';
import { eq, sql } from 'drizzle-orm';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../shared/constants';
import { formatDay } from '../../shared/dates';
import { errorSchema, idParamsSchema } from '../../shared/schemas/common';
import {
  paymentInputSchema,
  paymentSchema,
  paymentSummarySchema,
  statementImportQuerySchema,
  statementImportSchema,
  voidPaymentSchema,
} from '../../shared/schemas/payments';
import { recordAudit } from '../shared/audit-log';
import { orders, payments } from '../db/schema';
import { requireSuperAdmin, signedInUser } from '../plugins/auth-guards';
import { badRequest, conflict, HttpError, notFound } from '../plugins/errors';
import { paidSum } from './payment-state';
import { loadPayments, newPayment, overpaymentConfirmed, recordPayment } from './payments';
import { recordMatched, reconcile, summarise } from './reconcile';
import { statementJson } from './slices';
import { readStatement, TOO_LARGE } from './statement';

/**
 * Announces a statement read and about to be sorted out and answered: what is left of a long import is seen by
 * tracing, and by the test that asks other routes while that part runs (import.test.ts).
 */
export const statementRead = channel('shop:payments.statement-read');

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The statement import, in a scope of its own: it alone takes CSV, up to its own size limit. */
const statementRoutes: FastifyPluginAsyncZod = async (statements) => {
  const { db } = statements;
  // The statement arrives as the CSV file itself. Its own limit, above the API's 1 MB for JSON.
  statements.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: LIMITS.maxStatementBytes }, (_request, body, done) => done(null, body));
  statements.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, TOO_LARGE);
    throw error;
  });

  statements.post(
    '/payments/import',
    { schema: { querystring: statementImportQuerySchema, response: { 200: statementImportSchema, ...errors, 413: errorSchema, 415: errorSchema } } },
    async (request, reply) => {
      if (typeof request.body !== 'string') throw new HttpError(415, 'Send the statement as text/csv');
      if (!request.body.trim()) throw badRequest('The statement is empty');
      const actor = await signedInUser(request);
      const { commit, assign = [], confirmOverpayment } = request.query;
      const confirmed = overpaymentConfirmed(actor, confirmOverpayment === 'true');
      const lines = await readStatement(request.body);
      if (statementRead.hasSubscribers) statementRead.publish({ rows: lines.length });
      const answer =
        commit !== 'true'
          ? summarise(await reconcile(db, lines, assign, confirmed), false, 0)
          : await db.transaction(async (tx) => {
              const reconciled = await reconcile(tx, lines, assign, confirmed);
              return summarise(reconciled, true, await recordMatched(tx, actor, reconciled, confirmed));
            });
      // Written in slices rather than by the serializer in one go, each row shaped by the same schema (./slices.ts);
      // the type provider knows only the object, hence the cast: a stream skips Fastify's serializer.
      return reply.type('application/json; charset=utf-8').send(statementJson(answer) as unknown as typeof answer);
    },
  );
};

/** Payments against orders, their voiding, the M-PESA statement import and the dashboard's figure (staff only). */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/orders/:id/payments', { schema: { params: idParamsSchema, response: { 200: z.array(paymentSchema), ...errors } } }, async (request) => {
    const { id } = request.params;
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    if (!order) throw notFound('Order not found');
    return loadPayments(db, eq(payments.orderId, id));
  });

  app.post(
    '/orders/:id/payments',
    { schema: { params: idParamsSchema, body: paymentInputSchema, response: { 201: paymentSchema, ...errors } } },
    async (request, reply) => {
      const actor = await signedInUser(request);
      const confirmed = overpaymentConfirmed(actor, request.body.confirmOverpayment);
      const paymentId = await db.transaction((tx) => recordPayment(tx, actor, request.params.id, newPayment(request.body), 'manual', confirmed));
      const [recorded] = await loadPayments(db, eq(payments.id, paymentId));
      return reply.code(201).send(recorded!);
    },
  );

  app.post(
    '/payments/:id/void',
    { onRequest: requireSuperAdmin, schema: { params: idParamsSchema, body: voidPaymentSchema, response: { 200: paymentSchema, ...errors } } },
    async (request) => {
      const actor = await signedInUser(request);
      const { id } = request.params;
      const { reason } = request.body;
      await db.transaction(async (tx) => {
        const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
        if (!payment) throw notFound('Payment not found');
        if (payment.voidedAt) throw conflict(`This payment was already voided on ${formatDay(payment.voidedAt)}`);
        await tx.update(payments).set({ voidedAt: new Date(), voidedBy: actor.id, voidReason: reason }).where(eq(payments.id, id));
        await recordAudit(tx, actor, 'payment.void', 'payment', id, { orderId: payment.orderId, amount: payment.amount, reference: payment.reference, reason });
      });
      const [voided] = await loadPayments(db, eq(payments.id, id));
      return voided!;
    },
  );

  app.get('/payments/summary', { schema: { response: { 200: paymentSummarySchema, ...errors } } }, async () => {
    const owed = sql`greatest(${orders.totalAmount} - ${paidSum}, 0)`;
    const [row] = await db
      .select({ awaitingPayment: sql<string>`coalesce(sum(${owed}), 0)::numeric(14,2)::text`, awaitingOrders: sql<number>`(count(*) filter (where ${owed} > 0))::int` })
      .from(orders)
      .where(eq(orders.status, 'confirmed'));
    return row!;
  });

  await app.register(statementRoutes);
};

export default paymentRoutes;
