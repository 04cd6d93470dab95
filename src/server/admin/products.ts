import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productInputSchema } from '../../shared/schemas/admin';
import { adminProductSchema } from '../../shared/schemas/catalog';
import { errorSchema, idParamsSchema } from '../../shared/schemas/common';
import type { Tx } from '../db/client';
import { categories, products, type ProductRow } from '../db/schema';
import { signedInUser } from '../plugins/auth-guards';
import { badRequest, conflict, notFound } from '../plugins/errors';
import { recordAudit } from '../shared/audit-log';
import { editSchema } from './route-schemas';
import { toProduct } from '../catalog/to-product';

const SLUG_TAKEN = 'A product with this slug already exists';

async function assertCategoryExists(tx: Tx, categoryId: number): Promise<void> {
  // Locked so the category cannot be deleted between this check and the insert.
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).for('share');
  if (!category) throw badRequest('Category does not exist');
}

/** Names of the fields an update really changed, for the audit trail. */
function changedFields(before: ProductRow, after: ProductRow, fields: string[]): string[] {
  return fields.filter((field) => {
    const key = field as keyof ProductRow;
    return JSON.stringify(before[key]) !== JSON.stringify(after[key]);
  });
}

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/', { schema: { response: { 200: z.array(adminProductSchema) } } }, async () => {
    const rows = await db.select().from(products).orderBy(desc(products.createdAt), desc(products.id));
    return rows.map(toProduct);
  });

  app.post(
    '/',
    { schema: { body: productInputSchema, response: { 201: adminProductSchema, 400: errorSchema, 409: errorSchema } } },
    async (request, reply) => {
      const actor = await signedInUser(request);
      const input = request.body;
      const product = await db.transaction(async (tx) => {
        await assertCategoryExists(tx, input.categoryId);
        const [row] = await tx.insert(products).values(input).onConflictDoNothing({ target: products.slug }).returning();
        if (!row) throw conflict(SLUG_TAKEN);
        await recordAudit(tx, actor, 'product.create', 'product', row.id, { name: row.name, slug: row.slug });
        return row;
      });
      return reply.code(201).send(toProduct(product));
    },
  );

  // The admin form sends the whole product on edit, so an update replaces every editable field.
  app.patch('/:id', { schema: editSchema(productInputSchema, adminProductSchema) }, async (request) => {
    const actor = await signedInUser(request);
    const { id } = request.params;
    const input = request.body;
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) throw notFound('Product not found');
      await assertCategoryExists(tx, input.categoryId);
      const [taken] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.slug, input.slug), ne(products.id, id)));
      if (taken) throw conflict(SLUG_TAKEN);
      const [after] = await tx
        .update(products)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      await recordAudit(tx, actor, 'product.update', 'product', id, {
        slug: after!.slug,
        changes: changedFields(before, after!, Object.keys(input)),
      });
      return toProduct(after!);
    });
  });

  // Order lines keep their own snapshot (name, slug, price) and lose only the link, so past orders stay intact.
  app.delete(
    '/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null(), 400: errorSchema, 404: errorSchema } } },
    async (request, reply) => {
      const actor = await signedInUser(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(products).where(eq(products.id, id)).returning({ name: products.name, slug: products.slug });
        if (!row) throw notFound('Product not found');
        await recordAudit(tx, actor, 'product.delete', 'product', id, row);
      });
      return reply.code(204).send(null);
    },
  );
};

export default productRoutes;
