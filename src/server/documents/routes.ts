import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import { documentsApi } from '../../shared/contract/documents';
import { documentsSchemas } from '../../shared/contract/documents-schemas';
import { requireUser, requireUserOrSignIn, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { badRequest } from '../plugins/errors';
import { requestLocale } from '../plugins/request-locale';
import { createQuote, invoicePdf, quotationPdf, receiptPdf, type Document } from './documents';

function sendPdf(reply: FastifyReply, { name, pdf }: Document) {
  // Documents carry a customer's name, address and money: never kept by a shared cache.
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${name}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** The kit and wiring of a plan, given its address query: the planner's, passed in by the app (features do not import each other). */
export type PlanWiringOf = (
  db: FastifyInstance['db'],
  query: string,
) => Promise<{ kit: { productId: number; quantity: number }[]; lines: string[] } | null | 'invalid'>;

const documentRoutes: FastifyPluginAsync<{ planWiring: PlanWiringOf }> = async (app, { planWiring }) => {
  const { db, config } = app;
  const shop = config.shop;
  const signedIn = { onRequest: requireUserOrSignIn };

  route(
    app,
    documentsApi.invoice,
    documentsSchemas.invoice,
    async (request, reply) => sendPdf(reply, await invoicePdf(db, shop, await signedInUser(request), request.params.orderNumber)),
    signedIn,
  );

  route(
    app,
    documentsApi.receipt,
    documentsSchemas.receipt,
    async (request, reply) => sendPdf(reply, await receiptPdf(db, shop, await signedInUser(request), request.params.orderNumber)),
    signedIn,
  );

  route(
    app,
    documentsApi.createQuote,
    documentsSchemas.createQuote,
    async (request, reply) => {
      const query = request.body?.plan;
      const plan = query === undefined ? null : await planWiring(db, query);
      if (plan === 'invalid') throw badRequest('quote_plan_invalid');
      return reply.code(201).send(await createQuote(db, shop, await signedInUser(request), plan));
    },
    {
      onRequest: requireUser,
    },
  );

  // Public: whoever holds the link (an employer, a SACCO) may read the quotation until it expires.
  route(app, documentsApi.quotation, documentsSchemas.quotation, async (request, reply) =>
    sendPdf(reply, await quotationPdf(db, shop, request.params.token, requestLocale(request))),
  );
};

export default documentRoutes;
