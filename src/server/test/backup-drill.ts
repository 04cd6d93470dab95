import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { inject } from 'vitest';
import { createPglite, openDatabase, queryRows, type Database, type Db } from '../db/client';
import { createScratchDatabase } from '../db/scratch';
import { payments, reviews } from '../db/schema';
import type { ObjectStorage } from '../shared/object-storage';
import { insertOrder } from './staff-fixtures';

// The restore drill's pieces (docs/deploy.md, Backups): a shop's worth of rows and images, a blank target, and
// row-by-row comparisons.

/** A blank database, not even migrated: the restore builds the schema. The suite's own kind (TEST_DATABASE_URL). */
export async function blankDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // Creating an embedded cluster takes seconds; loading the suite's migrated copy and emptying it, well under one.
    const database = await openDatabase({ pglite: createPglite({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) }) });
    for (const statement of ['drop schema drizzle cascade', 'drop schema public cascade', 'create schema public'])
      await database.db.execute(statement);
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(adminUrl, 'shop_restore');
  const database = await openDatabase({ url: scratch.url, poolSize: 3 });
  return {
    database,
    url: scratch.url,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A distinct small PNG per seed. */
export const pngImage = (seed: number) =>
  sharp({ create: { width: 2 + (seed % 5), height: 2, channels: 3, background: { r: seed % 256, g: 120, b: 40 } } })
    .png()
    .toBuffer();

/** Orders with their lines and a payment each, a review, and images in the shop's storage. */
export async function fillShop(db: Db, storage: ObjectStorage, userId: number, productId: number, count = 5): Promise<void> {
  await placeOrders(db, userId, count);
  await db.insert(reviews).values({ productId, userId, authorName: 'Drill R.', rating: 4, comment: 'Kept us lit through the outage' });
  for (let seed = 0; seed < count; seed++) await storage.create(`drill-image-${seed}-abc`, await pngImage(seed), 'image/png');
}

/** Each order is paid in the transaction that writes it: a consistent snapshot holds both or neither. */
export async function placeOrders(db: Db, userId: number, count: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    await db.transaction(async (tx) => {
      const order = await insertOrder(tx, userId);
      await tx
        .insert(payments)
        .values({ orderId: order.id, method: 'mpesa', amount: '3000.00', reference: `DRILL${order.id}X${index}`, paidAt: new Date() });
    });
  }
}

/** Every row of the table as JSON text, sorted: comparable whatever order the rows come back in. */
export const tableRows = async (db: Db, table: string): Promise<string[]> =>
  (await queryRows<{ line: string }>(db, sql`select row_to_json(t)::text as line from ${sql.raw(`public."${table}"`)} t`))
    .map((row) => JSON.stringify(JSON.parse(row.line)))
    .sort();

/** The rows an extracted archive holds for the table, in the same form. */
export const archivedRows = async (folder: string, table: string): Promise<string[]> =>
  (await readFile(join(folder, 'db', `${table}.jsonl`), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.stringify(JSON.parse(line)))
    .sort();

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
