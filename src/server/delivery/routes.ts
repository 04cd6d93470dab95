import type { FastifyPluginAsync } from 'fastify';
import { deliveryApi } from '../../shared/contract/delivery';
import { deliverySchemas } from '../../shared/contract/delivery-schemas';
import { requireSuperAdmin, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { addPickupPoint, deliveryOptions, removePickupPoint, setCountyDelivery, updatePickupPoint } from './delivery';

/** What delivery costs where, and where to collect: anyone may read it (docs/product.md, "Delivery"). */
export const deliveryRoutes: FastifyPluginAsync = async (app) => {
  route(app, deliveryApi.options, deliverySchemas.options, () => deliveryOptions(app.db));
};

/** Setting it: super admins only, under the staff scope. */
export const deliveryAdminRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const superAdmin = { onRequest: requireSuperAdmin };
  route(
    app,
    deliveryApi.setCounty,
    deliverySchemas.setCounty,
    async (request) => setCountyDelivery(db, await signedInUser(request), request.params.slug, request.body),
    superAdmin,
  );
  route(
    app,
    deliveryApi.addPickupPoint,
    deliverySchemas.addPickupPoint,
    async (request, reply) => reply.code(201).send(await addPickupPoint(db, await signedInUser(request), request.body)),
    superAdmin,
  );
  route(
    app,
    deliveryApi.updatePickupPoint,
    deliverySchemas.updatePickupPoint,
    async (request) => updatePickupPoint(db, await signedInUser(request), request.params.id, request.body),
    superAdmin,
  );
  route(
    app,
    deliveryApi.removePickupPoint,
    deliverySchemas.removePickupPoint,
    async (request, reply) => {
      await removePickupPoint(db, await signedInUser(request), request.params.id);
      return reply.code(204).send(null);
    },
    superAdmin,
  );
};
