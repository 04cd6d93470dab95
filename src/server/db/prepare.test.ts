import { readFileSync } from 'node:fs';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client';
import { prepareDatabase } from './prepare';
import { products } from './schema';
import { createScratchDatabase } from './scratch';

const MIGRATIONS: unknown[] = JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8')).entries;

describe.skipIf(!process.env.TEST_DATABASE_URL)('instances starting together on an empty PostgreSQL database', () => {
  it('migrate and seed it exactly once, and all start', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'shop_test');
    // Pools of one connection, as small as a deployment may configure.
    const instances = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ url: scratch.url, poolSize: 1 })));
    try {
      const seeded = await Promise.all(instances.map((database) => prepareDatabase(database, { seedDemo: true })));
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const [{ db }] = instances as [(typeof instances)[0]];
      expect(await queryRows(db, sql`select hash from drizzle.__drizzle_migrations`)).toHaveLength(MIGRATIONS.length);
      const [once] = await db.select({ n: count() }).from(products);
      // A second start finds everything done.
      expect(await prepareDatabase(instances[1]!, { seedDemo: true })).toBe(false);
      expect((await db.select({ n: count() }).from(products))[0]!.n).toBe(once!.n);
      expect(once!.n).toBeGreaterThan(0);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await scratch.drop();
    }
  });
});
