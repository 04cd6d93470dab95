// npm run bench:scale — p50/p99 of a filtered first page of GET /api/products with 1k, 10k and 100k products,
// in a scratch database (embedded PGlite, or PostgreSQL when DATABASE_URL is set). The answer cache is off.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import { seedDemoCatalog } from '../../src/server/db/seed';
import { ms, percentile, scratchPostgres } from './lib/server';

const SIZES = [1_000, 10_000, 100_000];
// Both drivers answer raw SQL with { rows }; the shared Db type does not say so.
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const REQUESTS = 200;

const scratch = process.env.DATABASE_URL ? await scratchPostgres(process.env.DATABASE_URL) : undefined;
const database = scratch ? await openDatabase({ url: scratch.url }) : await openDatabase({ pglite: new PGlite() });
const dataDir = mkdtempSync(join(tmpdir(), 'shop-scale-'));
try {
  await migrateDatabase(database);
  await seedDemoCatalog(database.db);
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', CATALOG_CACHE_SECONDS: '0', CLIENT_DIR: '/nonexistent' });
  const app = await buildApp({ config, database });
  const categoryIds = rowsOf(await database.db.execute(sql`select id from categories order by id`)).map((row) => Number(row.id));

  let count = Number(rowsOf(await database.db.execute(sql`select count(*) as n from products`))[0]!.n);
  const rows: string[] = [];
  for (const size of SIZES) {
    const from = count + 1;
    await database.db.execute(sql`
      insert into products (name, slug, category_id, description, price, images, features, specifications, stock_status, is_new, is_featured, created_at)
      select 'Solar product ' || g, 'scale-product-' || g, (${`{${categoryIds.join(',')}}`}::int[])[1 + g % ${categoryIds.length}],
             'Lithium solar equipment number ' || g, (1500 + (g * 7919) % 448500)::numeric(12,2),
             '{/images/products/power-station.svg}', '{Pure sine wave,LiFePO4 cells}', '{"Capacity":"2048Wh"}',
             (array['in_stock','low_stock','out_of_stock'])[1 + g % 3]::stock_status, g % 10 = 0, g % 50 = 0,
             now() - (g || ' seconds')::interval
      from generate_series(${from}::int, ${size}::int) g`);
    count = size;
    // As autovacuum would in production: the visibility map lets the count read the index alone.
    await database.db.execute(sql`vacuum analyze products`);

    const timings: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const category = categoryIds[i % categoryIds.length];
      const url = `/api/products?categoryId=${category}&stock=in_stock&stock=low_stock&minPrice=${(i % 5) * 10000}&maxPrice=400000&page=1&pageSize=24`;
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url });
      timings.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    }
    timings.sort((a, b) => a - b);
    rows.push(`| ${size.toLocaleString('en')} | ${ms(percentile(timings, 50))} | ${ms(percentile(timings, 99))} |`);
  }
  await app.close();
  console.log(`\nFiltered first page (category + 2 stock states + price range, 24 per page), ${REQUESTS} requests each, ${scratch ? 'PostgreSQL' : 'embedded PGlite'}\n`);
  console.log('| products | p50 | p99 |\n|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await database.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
