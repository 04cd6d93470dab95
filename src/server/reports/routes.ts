import type { FastifyPluginAsync } from 'fastify';
import { exportsApi, reportsApi } from '../../shared/contract/reports';
import { reportsSchemas } from '../../shared/contract/reports-schemas';
import { EXPORTS } from '../../shared/reports';
import { requireSuperAdmin, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { messageBody } from '../plugins/errors';
import { recordAudit } from '../shared/audit-log';
import { EXPORT_DEFINITIONS, exportFileName, exportStream } from './exports';
import { paymentsReport } from './payments-report';
import { receivablesReport } from './receivables';
import { salesReport } from './sales';

/** Reports and CSV exports, registered in the staff scope (app.ts); docs/product.md, "Reports and exports". */
const reportRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  route(app, reportsApi.sales, reportsSchemas.sales, (request) => salesReport(db, request.query));
  route(app, reportsApi.payments, reportsSchemas.payments, (request) => paymentsReport(db, request.query));
  route(app, reportsApi.receivables, reportsSchemas.receivables, (request) => receivablesReport(db, request.query));

  await app.register(
    async (exports) => {
      for (const name of EXPORTS) {
        route(
          exports,
          exportsApi[name],
          reportsSchemas.export,
          async (request, reply) => {
            const range = request.query;
            // Every export carries customers' names, phones or addresses out of the shop: who took which, and when, is kept.
            await recordAudit(db, await signedInUser(request), `export.${name}`, 'export', null, { from: range.from, to: range.to });
            return reply
              .type('text/csv; charset=utf-8')
              .header('content-disposition', `attachment; filename="${exportFileName(name, range)}"`)
              .header('cache-control', 'private, no-store')
              .send(exportStream(db, name, range));
          },
          EXPORT_DEFINITIONS[name].superAdminOnly ? { onRequest: requireSuperAdmin } : {},
        );
      }
      // A file name that is none of the exports says which there are.
      exports.setNotFoundHandler((request, reply) => reply.code(404).send(messageBody(request, 'export_unknown')));
    },
    { prefix: '/exports' },
  );
};

export default reportRoutes;
