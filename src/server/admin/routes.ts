import type { FastifyPluginAsync } from 'fastify';
import { adminApi } from '../../shared/contract/admin';
import { adminSchemas } from '../../shared/contract/admin-schemas';
import { requireSuperAdmin, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { messageBody } from '../plugins/errors';
import { pageOf, sendPage } from '../shared/paging';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories';
import { changeStatus, listOrders, orderById } from './orders';
import { createProduct, deleteProduct, listProducts, updateProduct } from './products';
import { changeRole, listUsers, setAccess, setCustomerPassword } from './users';

/** The staff screens' products, categories, orders and users, registered in the staff scope (app.ts). */
const adminRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  // The user changes check their actor again under the lock on every super admin (./users.ts).
  const superAdmin = { onRequest: requireSuperAdmin, config: { actorCheckedUnderLock: true } };

  route(app, adminApi.products, adminSchemas.products, () => listProducts(db));
  route(app, adminApi.createProduct, adminSchemas.createProduct, async (request, reply) => {
    const product = await createProduct(db, app.config.email, await signedInUser(request), request.body);
    app.emailOutbox.nudge();
    return reply.code(201).send(product);
  });
  route(app, adminApi.updateProduct, adminSchemas.updateProduct, async (request) => {
    const product = await updateProduct(db, app.config.email, await signedInUser(request), request.params.id, request.body);
    app.emailOutbox.nudge();
    return product;
  });
  route(app, adminApi.deleteProduct, adminSchemas.deleteProduct, async (request, reply) => {
    await deleteProduct(db, await signedInUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  route(app, adminApi.categories, adminSchemas.categories, () => listCategories(db));
  route(app, adminApi.createCategory, adminSchemas.createCategory, async (request, reply) =>
    reply.code(201).send(await createCategory(db, await signedInUser(request), request.body)),
  );
  route(app, adminApi.updateCategory, adminSchemas.updateCategory, async (request) =>
    updateCategory(db, await signedInUser(request), request.params.id, request.body),
  );
  route(app, adminApi.deleteCategory, adminSchemas.deleteCategory, async (request, reply) => {
    await deleteCategory(db, await signedInUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  route(app, adminApi.orders, adminSchemas.orders, async (request, reply) =>
    sendPage(reply, await listOrders(db, request.query, pageOf(request.query))),
  );
  route(app, adminApi.order, adminSchemas.order, (request) => orderById(db, request.params.id));
  route(app, adminApi.updateOrderStatus, adminSchemas.updateOrderStatus, async (request) => {
    const order = await changeStatus(db, app.config.email, await signedInUser(request), request.params.id, request.body.status);
    app.emailOutbox.nudge();
    return order;
  });

  route(app, adminApi.users, adminSchemas.users, async (request, reply) => sendPage(reply, await listUsers(db, pageOf(request.query))));
  route(
    app,
    adminApi.updateRole,
    adminSchemas.updateRole,
    async (request) => changeRole(db, await signedInUser(request), request.params.id, request.body.role),
    superAdmin,
  );
  route(
    app,
    adminApi.setAccess,
    adminSchemas.setAccess,
    async (request) => setAccess(db, await signedInUser(request), request.params.id, request.body.disabled),
    superAdmin,
  );
  route(
    app,
    adminApi.setPassword,
    adminSchemas.setPassword,
    async (request) => {
      await setCustomerPassword(db, await signedInUser(request), request.params.id, request.body.password);
      return messageBody(request, 'customer_password_set');
    },
    superAdmin,
  );
};

export default adminRoutes;
