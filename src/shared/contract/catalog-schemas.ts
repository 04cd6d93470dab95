import { z } from 'zod';
import { catalogProductSchema, categorySchema, productDetailSchema, productListQuerySchema, slugParamsSchema } from '../schemas/catalog';
import { errorSchema } from '../schemas/common';

/** The schemas of `catalogApi`'s endpoints (./catalog.ts): the server registers its routes with them. */
export const catalogSchemas = {
  categories: { responses: { 200: z.array(categorySchema) } },
  products: { query: productListQuerySchema, responses: { 200: z.array(catalogProductSchema), 400: errorSchema } },
  product: { params: slugParamsSchema, responses: { 200: productDetailSchema, 400: errorSchema, 404: errorSchema } },
};
