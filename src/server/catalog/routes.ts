import type { FastifyPluginAsync } from 'fastify';
import { catalogApi } from '../../shared/contract/catalog';
import { catalogSchemas } from '../../shared/contract/catalog-schemas';
import { route } from '../plugins/endpoint-route';
import { sendPage } from '../shared/paging';
import { listCategories, listProducts, productBySlug } from './products';

const catalogRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const cached = { config: { answerCache: true } };

  route(app, catalogApi.categories, catalogSchemas.categories, async () => listCategories(db), cached);

  route(
    app,
    catalogApi.products,
    catalogSchemas.products,
    async (request, reply) => {
      const { products, total } = await listProducts(db, request.query);
      return sendPage(reply, { rows: products, total });
    },
    cached,
  );

  route(app, catalogApi.product, catalogSchemas.product, async (request) => productBySlug(db, request.params.slug), cached);
};

export default catalogRoutes;
