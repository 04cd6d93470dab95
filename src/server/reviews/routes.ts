import type { FastifyPluginAsync } from 'fastify';
import { reviewsApi } from '../../shared/contract/reviews';
import { reviewsSchemas } from '../../shared/contract/reviews-schemas';
import { requireUser, signedInUser } from '../plugins/auth-guards';
import { route } from '../plugins/endpoint-route';
import { messageBody } from '../plugins/errors';
import { sendPage } from '../shared/paging';
import { createReview, deleteReview, listReviews, myReview, updateReview } from './reviews';

/**
 * Verified-purchase reviews (docs/product.md, Reviews). Every change clears the catalogue's answer cache at once:
 * the product's average and count appear in the list, the product and its page.
 */
const reviewRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const signedIn = { onRequest: requireUser };

  route(
    app,
    reviewsApi.list,
    reviewsSchemas.list,
    async (request, reply) => sendPage(reply, await listReviews(db, request.params.slug, request.query)),
    { config: { answerCache: true } },
  );

  route(app, reviewsApi.mine, reviewsSchemas.mine, async (request) => myReview(db, (await signedInUser(request)).id, request.params.slug), signedIn);

  route(
    app,
    reviewsApi.create,
    reviewsSchemas.create,
    async (request, reply) => {
      const review = await createReview(db, await signedInUser(request), request.params.slug, request.body);
      app.answerCache.clear();
      return reply.code(201).send(review);
    },
    signedIn,
  );

  route(
    app,
    reviewsApi.update,
    reviewsSchemas.update,
    async (request) => {
      const review = await updateReview(db, (await signedInUser(request)).id, request.params.id, request.body);
      app.answerCache.clear();
      return review;
    },
    signedIn,
  );

  route(
    app,
    reviewsApi.remove,
    reviewsSchemas.remove,
    async (request) => {
      await deleteReview(db, (await signedInUser(request)).id, request.params.id);
      app.answerCache.clear();
      return messageBody(request, 'review_deleted');
    },
    signedIn,
  );
};

export default reviewRoutes;
