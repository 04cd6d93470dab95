import type { Product } from '../../shared/schemas/catalog';
import type { ProductRow } from '../db/schema';

/** A product row as every answer carries it: dates as ISO strings, and an empty description is no description (`productInputSchema`). */
export const toProduct = (row: ProductRow): Product => ({
  ...row,
  description: row.description?.trim() ? row.description : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
