import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsApi } from '../../shared/contract/payments';
import { paymentsSchemas } from '../../shared/contract/payments-schemas';
import { LIMITS } from '../../shared/constants';
import { requireSuperAdmin, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { HttpError } from '../plugins/errors';
import { assignConfirmation, unmatchedConfirmations } from './confirmations';
import { orderPrompts, paymentsOfOrder, recordManualPayment, voidPayment } from './payments';
import { statementJson } from './slices';
import { paymentSummary } from './summary';
import { importStatement } from './statement-import';

export { statementRead } from './statement-import';

/** The statement import, in a scope of its own: it alone takes CSV, up to its own size limit. */
const statementRoutes: FastifyPluginAsyncZod = async (statements) => {
  const { db } = statements;
  // The statement arrives as the CSV file itself. Its own limit, above the API's 1 MB for JSON.
  // A NUL character is in no CSV text: a spreadsheet or a picture, or UTF-16 without its byte order mark (the
  // browser reads one with it, and Windows-1252, itself: client/features/admin/statement-text.ts). Said so, in place of
  // the input hygiene's "Text must not contain NUL characters", which told staff nothing of what to send instead.
  statements.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: LIMITS.maxStatementBytes }, (_request, body, done) =>
    String(body).includes('\u0000') ? done(new HttpError(400, 'statement_not_csv_text')) : done(null, body),
  );
  statements.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, 'statement_too_large');
    throw error;
  });

  route(statements, paymentsApi.importStatement, paymentsSchemas.importStatement, async (request, reply) => {
    const answer = await importStatement(db, await signedInUser(request), request.body, request.query);
    // Written in slices rather than by the serializer in one go, each row shaped by the same schema (./slices.ts);
    // the type provider knows only the object, hence the cast: a stream skips Fastify's serializer.
    return reply.type('application/json; charset=utf-8').send(statementJson(answer) as unknown as typeof answer);
  });
};

/** Payments against orders, their voiding, the M-PESA statement import and the dashboard's figure (staff only). */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  route(app, paymentsApi.list, paymentsSchemas.list, async (request) => paymentsOfOrder(db, request.params.id));
  route(app, paymentsApi.prompts, paymentsSchemas.prompts, async (request) => orderPrompts(db, request.params.id));

  route(app, paymentsApi.record, paymentsSchemas.record, async (request, reply) =>
    reply.code(201).send(await recordManualPayment(db, await signedInUser(request), request.params.id, request.body)),
  );

  route(
    app,
    paymentsApi.void,
    paymentsSchemas.void,
    async (request) => voidPayment(db, await signedInUser(request), request.params.id, request.body.reason),
    {
      onRequest: requireSuperAdmin,
    },
  );

  route(app, paymentsApi.summary, paymentsSchemas.summary, async () => paymentSummary(db));

  route(app, paymentsApi.unmatched, paymentsSchemas.unmatched, async () => unmatchedConfirmations(db));
  route(app, paymentsApi.assignConfirmation, paymentsSchemas.assignConfirmation, async (request, reply) => {
    const payment = await assignConfirmation(db, app.config.email, await signedInUser(request), request.params.receipt, request.body);
    app.emailOutbox.nudge();
    return reply.code(201).send(payment);
  });

  await app.register(statementRoutes);
};

export default paymentRoutes;
