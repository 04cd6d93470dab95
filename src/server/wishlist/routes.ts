import type { FastifyPluginAsync } from 'fastify';
import { wishlistApi } from '../../shared/contract/wishlist';
import { wishlistSchemas } from '../../shared/contract/wishlist-schemas';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist';

const wishlistRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireUser);

  route(app, wishlistApi.list, wishlistSchemas.list, async (request) => listWishlist(db, (await signedInUser(request)).id));

  route(app, wishlistApi.add, wishlistSchemas.add, async (request) => addToWishlist(db, (await signedInUser(request)).id, request.body.productId));

  route(app, wishlistApi.remove, wishlistSchemas.remove, async (request, reply) => {
    await removeFromWishlist(db, (await signedInUser(request)).id, request.params.id);
    return reply.code(204).send(null);
  });
};

export default wishlistRoutes;
