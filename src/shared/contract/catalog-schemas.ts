import { z } from 'zod';
import {
  catalogProductSchema,
  categorySchema,
  productCardSchema,
  productDetailSchema,
  productListQuerySchema,
  slugParamsSchema,
} from '../schemas/catalog';
import { errorSchema } from '../schemas/common';

/** The schemas of `catalogApi`'s endpoints (./catalog.ts): the server registers its routes with them. */
export const catalogSchemas = {
  categories: { responses: { 200: z.array(categorySchema) } },
  // Whole products, or cards with `view=card`. Whole first: the serialiser keeps the first shape that fits and strips
  // what it does not list, so a whole product is never cut to a card; a card fails the whole shape and fits the second.
  products: {
    query: productListQuerySchema,
    responses: { 200: z.union([z.array(catalogProductSchema), z.array(productCardSchema)]), 400: errorSchema },
  },
  product: { params: slugParamsSchema, responses: { 200: productDetailSchema, 400: errorSchema, 404: errorSchema } },
};
