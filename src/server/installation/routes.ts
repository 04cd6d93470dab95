import type { FastifyPluginAsync } from 'fastify';
import { installationApi } from '../../shared/contract/installation';
import { installationSchemas } from '../../shared/contract/installation-schemas';
import { requireSuperAdmin, requireUser, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { pageOf, sendPage } from '../shared/paging';
import { orderInstallation, requestInstallation } from './customer-installation';
import { installationById, listInstallations, moveInstallation, openInstallationsCount } from './staff-installation';
import { addTechnician, listTechnicians, updateTechnician } from './technicians';

/** A customer's installation booking on their own orders (docs/product.md, "Installation"), registered under /api. */
export const customerInstallationRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);
  route(app, installationApi.orderInstallation, installationSchemas.orderInstallation, async (request) =>
    orderInstallation(db, (await signedInUser(request)).id, request.params.orderNumber),
  );
  route(app, installationApi.request, installationSchemas.request, async (request, reply) => {
    const { id: userId } = await signedInUser(request);
    const installation = await requestInstallation(db, {
      userId,
      orderNumber: request.params.orderNumber,
      input: request.body,
      email: app.config.email,
    });
    app.emailOutbox.nudge();
    return reply.code(201).send(installation);
  });
};

/** Staff handling of installations and the technicians list, registered in the staff scope (app.ts). */
export const staffInstallationRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  route(app, installationApi.installations, installationSchemas.installations, async (request, reply) =>
    sendPage(reply, await listInstallations(db, request.query, pageOf(request.query))),
  );
  route(app, installationApi.openCount, installationSchemas.openCount, async () => ({ open: await openInstallationsCount(db) }));
  route(app, installationApi.installation, installationSchemas.installation, (request) => installationById(db, request.params.id));
  route(app, installationApi.step, installationSchemas.step, async (request) => {
    const context = { email: app.config.email, storage: app.objectStorage, actor: await signedInUser(request) };
    const installation = await moveInstallation(db, context, request.params.id, request.body);
    app.emailOutbox.nudge();
    return installation;
  });
  route(app, installationApi.technicians, installationSchemas.technicians, async (request, reply) =>
    sendPage(reply, await listTechnicians(db, request.query, pageOf(request.query))),
  );
  const superAdmin = { onRequest: requireSuperAdmin };
  route(
    app,
    installationApi.addTechnician,
    installationSchemas.addTechnician,
    async (request, reply) => reply.code(201).send(await addTechnician(db, await signedInUser(request), request.body)),
    superAdmin,
  );
  route(
    app,
    installationApi.updateTechnician,
    installationSchemas.updateTechnician,
    async (request) => updateTechnician(db, await signedInUser(request), request.params.id, request.body),
    superAdmin,
  );
};
