import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { productInputSchema } from '../../shared/schemas/admin';
import type { AdminProduct } from '../../shared/schemas/catalog';
import { productVersion, toAdminProduct } from '../shared/to-product';
import type { EmailSettings } from '../config';
import type { Db, Tx } from '../db/client';
import { categories, products, stockMovements, type ProductRow } from '../db/schema';
import { badRequest, conflict, notFound } from '../plugins/errors';
import { recordAudit, type Actor } from '../shared/audit-log';
import { recordFormCount } from '../shared/stock-movements';

type Input = z.output<typeof productInputSchema>;

async function assertCategoryExists(tx: Tx, categoryId: number): Promise<void> {
  // Locked so the category cannot be deleted between this check and the insert.
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).for('share');
  if (!category) throw badRequest('category_missing');
}

/** Names of the fields an update really changed, for the audit trail. */
function changedFields(before: ProductRow, after: ProductRow, fields: string[]): string[] {
  return fields.filter((field) => {
    const key = field as keyof ProductRow;
    return JSON.stringify(before[key]) !== JSON.stringify(after[key]);
  });
}

/** Every product, newest first. */
export async function listProducts(db: Db): Promise<AdminProduct[]> {
  const rows = await db.select().from(products).orderBy(desc(products.createdAt), desc(products.id));
  return rows.map(toAdminProduct);
}

/** A new product; given a stock quantity, it is counted from the start (docs/product.md, "Stock"). */
export function createProduct(db: Db, email: EmailSettings, actor: Actor, { version: _version, ...input }: Input): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    await assertCategoryExists(tx, input.categoryId);
    const [row] = await tx.insert(products).values(input).onConflictDoNothing({ target: products.slug }).returning();
    if (!row) throw conflict('product_slug_taken');
    await recordFormCount(tx, email, actor, undefined, row);
    await recordAudit(tx, actor, 'product.create', 'product', row.id, { name: row.name, slug: row.slug });
    return toAdminProduct(row);
  });
}

/** Replaces every editable field of the product, but the stock fields it leaves out (productInputSchema). */
export function updateProduct(db: Db, email: EmailSettings, actor: Actor, id: number, { version, ...input }: Input): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!before) throw notFound('product_not_found');
    // Locked first, so of two edits from forms opened on one version, the second finds it gone.
    if (version !== undefined && version !== productVersion(before)) throw conflict('product_changed');
    await assertCategoryExists(tx, input.categoryId);
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, input.slug), ne(products.id, id)));
    if (taken) throw conflict('product_slug_taken');
    const [after] = await tx
      .update(products)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    await recordFormCount(tx, email, actor, before, after!);
    await recordAudit(tx, actor, 'product.update', 'product', id, { slug: after!.slug, changes: changedFields(before, after!, Object.keys(input)) });
    return toAdminProduct(after!);
  });
}

/**
 * Order lines keep their own snapshot (name, slug, price) and lose only the link, so past orders stay intact; stock
 * movements keep the product's name for the same reason (docs/product.md, "Stock"). The row is locked first, so no
 * order's movement can be added between naming them and the delete.
 */
export async function deleteProduct(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ name: products.name, slug: products.slug }).from(products).where(eq(products.id, id)).for('update');
    if (!row) throw notFound('product_not_found');
    await tx.update(stockMovements).set({ productName: row.name }).where(eq(stockMovements.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, actor, 'product.delete', 'product', id, row);
  });
}
