import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { accountDataApi } from '../../shared/contract/account-data';
import { accountDataSchemas } from '../../shared/contract/account-data-schemas';
import type { AccountExport } from '../../shared/schemas/account-data';
import { requireSuperAdmin, requireUser, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { messageBody } from '../plugins/errors';
import { SESSION_COOKIE } from '../plugins/sessions';
import { recordAudit } from '../shared/audit-log';
import { eraseAccount, exportAccount } from './account-data';

/** Answered as a file to keep, named by the account and the day (kept by no cache: plugins/private-answers.ts). */
function asFile(reply: FastifyReply, data: AccountExport) {
  const name = `my-data-${data.account.username.replace(/[^A-Za-z0-9_.-]/g, '_')}-${data.exportedAt.slice(0, 10)}.json`;
  return reply.header('content-disposition', `attachment; filename="${name}"`).send(data);
}

/** A customer's own copy and erasure of their data (docs/product.md, "Your data"). */
export const accountDataRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const signedIn = { onRequest: requireUser };

  route(
    app,
    accountDataApi.export,
    accountDataSchemas.export,
    async (request, reply) => asFile(reply, await exportAccount(db, (await signedInUser(request)).id)),
    signedIn,
  );

  route(
    app,
    accountDataApi.erase,
    accountDataSchemas.erase,
    async (request, reply) => {
      const { password, reviews } = request.body;
      await eraseAccount(db, (await signedInUser(request)).id, { by: { self: true, password }, reviews });
      app.answerCache.clear();
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return messageBody(request, 'account_erased');
    },
    signedIn,
  );
};

/** The same for a customer who asks by phone: super admins only, under the staff scope. */
export const customerDataRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const superAdmin = { onRequest: requireSuperAdmin };

  route(
    app,
    accountDataApi.customerExport,
    accountDataSchemas.customerExport,
    async (request, reply) => {
      const data = await exportAccount(db, request.params.id);
      // A customer's whole file leaves the shop: who took it, and when, is kept, as for the CSV exports. The user's id
      // only, so nothing of them is left in the audit log once they are erased.
      await recordAudit(db, await signedInUser(request), 'export.customer-data', 'export', null, { userId: request.params.id });
      return asFile(reply, data);
    },
    superAdmin,
  );

  route(
    app,
    accountDataApi.customerErase,
    accountDataSchemas.customerErase,
    async (request) => {
      const actor = await signedInUser(request);
      await eraseAccount(db, request.params.id, { by: { self: false, actor }, reviews: request.body.reviews });
      app.answerCache.clear();
      return messageBody(request, 'customer_erased');
    },
    superAdmin,
  );
};
