import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { MessageCode } from '../../shared/messages/message';
import type { AdminCategory, categoryInputSchema } from '../../shared/schemas/admin';
import type { Db, Tx } from '../db/client';
import { categories, products } from '../db/schema';
import { brokenConstraint, conflict, notFound } from '../plugins/errors';
import { recordAudit, type Actor } from '../shared/audit-log';

type Input = z.output<typeof categoryInputSchema>;

/** Every category (or the one with `id`) with its number of products, by name. */
export function listCategories(db: Tx, id?: number): Promise<AdminCategory[]> {
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
  if (!category) throw notFound('category_not_found');
  return category;
}

// What another category already has, by the unique index the write broke: the database decides, so two requests at
// once cannot both take one name or slug.
const TAKEN: Record<string, MessageCode> = {
  categories_slug_unique: 'category_slug_taken',
  categories_name_lower_idx: 'category_name_taken',
  categories_name_sw_lower_idx: 'sw_category_name_taken',
};

/** The write's transaction, or 409 naming what another category already has (the transaction rolled back). */
async function refusingTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const taken = TAKEN[brokenConstraint(error) ?? ''];
    if (taken) throw conflict(taken);
    throw error;
  }
}

export async function createCategory(db: Db, actor: Actor, input: Input): Promise<AdminCategory> {
  const category = await refusingTaken(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(categories).values(input).returning();
      await recordAudit(tx, actor, 'category.create', 'category', row!.id, { name: row!.name, nameSw: row!.nameSw, slug: row!.slug });
      return row!;
    }),
  );
  return { id: category.id, name: category.name, nameSw: category.nameSw, slug: category.slug, productCount: 0 };
}

export async function updateCategory(db: Db, actor: Actor, id: number, input: Input): Promise<AdminCategory> {
  await refusingTaken(() =>
    db.transaction(async (tx) => {
      const before = await lockCategory(tx, id);
      await tx.update(categories).set(input).where(eq(categories.id, id));
      await recordAudit(tx, actor, 'category.update', 'category', id, {
        from: { name: before.name, nameSw: before.nameSw, slug: before.slug },
        to: input,
      });
    }),
  );
  const [category] = await listCategories(db, id);
  return category!;
}

/** Refused while the category still has products: they are moved or deleted first. */
export async function deleteCategory(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const category = await lockCategory(tx, id);
    const [{ value }] = await tx.select({ value: count() }).from(products).where(eq(products.categoryId, id));
    if (value === 1) throw conflict('category_has_one_product');
    if (value > 1) throw conflict('category_has_products', { count: value });
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, 'category.delete', 'category', id, { name: category.name, slug: category.slug });
  });
}
