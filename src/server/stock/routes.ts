import type { FastifyPluginAsync } from 'fastify';
import { stockApi } from '../../shared/contract/stock';
import { stockSchemas } from '../../shared/contract/stock-schemas';
import { signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { pageOf, sendPage } from '../shared/paging';
import { changeStock, listMovements, lowStock } from './stock';

/** Counted stock for staff (docs/product.md, "Stock"), registered in the staff scope (app.ts). */
const stockRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(app, stockApi.change, stockSchemas.change, async (request) => {
    const product = await changeStock(db, app.config.email, await signedInUser(request), request.params.id, request.body);
    app.emailOutbox.nudge();
    return product;
  });
  route(app, stockApi.movements, stockSchemas.movements, async (request, reply) =>
    sendPage(reply, await listMovements(db, request.params.id, pageOf(request.query))),
  );
  route(app, stockApi.lowStock, stockSchemas.lowStock, () => lowStock(db));
};

export default stockRoutes;
