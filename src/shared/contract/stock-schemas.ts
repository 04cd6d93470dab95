import { z } from 'zod';
import { adminProductSchema } from '../schemas/catalog';
import { errorSchema, idParamsSchema } from '../schemas/common';
import { lowStockSchema, stockChangeSchema, stockMovementListQuerySchema, stockMovementSchema } from '../schemas/stock';

/** The schemas of `stockApi`'s endpoints (./stock.ts): the server registers its routes with them. */
export const stockSchemas = {
  change: {
    params: idParamsSchema,
    body: stockChangeSchema,
    responses: { 200: adminProductSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
  },
  movements: {
    params: idParamsSchema,
    query: stockMovementListQuerySchema,
    responses: { 200: z.array(stockMovementSchema), 400: errorSchema, 404: errorSchema },
  },
  lowStock: { responses: { 200: lowStockSchema } },
};
