import type { FastifyPluginAsync } from 'fastify';
import { cartApi } from '../../shared/contract/cart';
import { cartSchemas } from '../../shared/contract/cart-schemas';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { addManyToCart, addToCart, listCart, listCartWithProducts, removeCartItem, updateCartItem } from './cart';

const cartRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);

  route(app, cartApi.list, cartSchemas.list, async (request) => listCart(db, (await signedInUser(request)).id));

  route(app, cartApi.withProducts, cartSchemas.withProducts, async (request) => listCartWithProducts(db, (await signedInUser(request)).id));

  route(app, cartApi.add, cartSchemas.add, async (request) => addToCart(db, (await signedInUser(request)).id, request.body));

  route(app, cartApi.addMany, cartSchemas.addMany, async (request) => addManyToCart(db, (await signedInUser(request)).id, request.body.items));

  route(app, cartApi.update, cartSchemas.update, async (request) =>
    updateCartItem(db, (await signedInUser(request)).id, request.params.itemId, request.body.quantity),
  );

  route(app, cartApi.remove, cartSchemas.remove, async (request, reply) => {
    await removeCartItem(db, (await signedInUser(request)).id, request.params.itemId);
    return reply.code(204).send(null);
  });
};

export default cartRoutes;
