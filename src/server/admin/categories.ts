import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminCategorySchema, categoryInputSchema, type AdminCategory } from '../../shared/schemas/admin';
import { errorSchema, idParamsSchema } from '../../shared/schemas/common';
import type { Tx } from '../db/client';
import { categories, products } from '../db/schema';
import { signedInUser } from '../plugins/auth-guards';
import { conflict, notFound } from '../plugins/errors';
import { recordAudit } from '../shared/audit-log';
import { editSchema } from './route-schemas';

const SLUG_TAKEN = 'A category with this slug already exists';

function listCategories(db: Tx, id?: number): Promise<AdminCategory[]> {
  return db
    .select({ id: categories.id, name: categories.name, nameSw: categories.nameSw, slug: categories.slug, productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .where(id === undefined ? undefined : eq(categories.id, id))
    .groupBy(categories.id)
    .orderBy(asc(categories.name), asc(categories.id));
}

/**
 * The category, locked until the transaction ends; 404 when there is none. The lock makes a product insert into this
 * category wait until we are done (its foreign key check needs the row), so a delete that counted no products is safe.
 */
async function lockCategory(tx: Tx, id: number) {
  const [category] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!category) throw notFound('Category not found');
  return category;
}

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get('/', { schema: { response: { 200: z.array(adminCategorySchema) } } }, () => listCategories(db));

  app.post(
    '/',
    { schema: { body: categoryInputSchema, response: { 201: adminCategorySchema, 400: errorSchema, 409: errorSchema } } },
    async (request, reply) => {
      const actor = await signedInUser(request);
      const category = await db.transaction(async (tx) => {
        const [row] = await tx.insert(categories).values(request.body).onConflictDoNothing({ target: categories.slug }).returning();
        if (!row) throw conflict(SLUG_TAKEN);
        await recordAudit(tx, actor, 'category.create', 'category', row.id, { name: row.name, nameSw: row.nameSw, slug: row.slug });
        return row;
      });
      return reply.code(201).send({ id: category.id, name: category.name, nameSw: category.nameSw, slug: category.slug, productCount: 0 });
    },
  );

  app.patch('/:id', { schema: editSchema(categoryInputSchema, adminCategorySchema) }, async (request) => {
    const actor = await signedInUser(request);
    const { id } = request.params;
    const input = request.body;
    await db.transaction(async (tx) => {
      const before = await lockCategory(tx, id);
      const [taken] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.slug, input.slug), ne(categories.id, id)));
      if (taken) throw conflict(SLUG_TAKEN);
      await tx.update(categories).set(input).where(eq(categories.id, id));
      await recordAudit(tx, actor, 'category.update', 'category', id, {
        from: { name: before.name, nameSw: before.nameSw, slug: before.slug },
        to: input,
      });
    });
    const [category] = await listCategories(db, id);
    return category!;
  });

  app.delete(
    '/:id',
    { schema: { params: idParamsSchema, response: { 204: z.null(), 400: errorSchema, 404: errorSchema, 409: errorSchema } } },
    async (request, reply) => {
      const actor = await signedInUser(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const category = await lockCategory(tx, id);
        const [{ value }] = await tx.select({ value: count() }).from(products).where(eq(products.categoryId, id));
        if (value > 0) {
          throw conflict(`This category still has ${value} ${value === 1 ? 'product' : 'products'}. Move or delete them first.`);
        }
        await tx.delete(categories).where(eq(categories.id, id));
        await recordAudit(tx, actor, 'category.delete', 'category', id, { name: category.name, slug: category.slug });
      });
      return reply.code(204).send(null);
    },
  );
};

export default categoryRoutes;
