// npm run bench:scale — p50/p99 of a filtered first page of GET /api/products with 1k, 10k and 100k products, in
// each order a shopper can choose (PRODUCT_SORTS), in a scratch database (embedded PGlite, or PostgreSQL when
// DATABASE_URL is set). The answer cache is off.
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client';
import { PRODUCT_SORTS } from '../../src/shared/product-sort';
import { addProducts } from './lib/fill';
import { openInProcessShop } from './lib/in-process';
import { ms, percentile } from './lib/server';

const SIZES = [1_000, 10_000, 100_000];
// Both drivers answer raw SQL with { rows }; the shared Db type does not say so.
const REQUESTS_PER_SORT = 100;
// Searches in the list's default order (relevance): one only the demo products match, a misspelling of it (found by
// name similarity), and one every generated product matches (its description), the worst case.
const SEARCHES = ['inverter', 'invertor', 'lithium'];
const REQUESTS_PER_SEARCH = 20;

const { app, database, driver, close } = await openInProcessShop({ CATALOG_CACHE_SECONDS: '0' });

/** Sends `requests` GETs one at a time (the i-th to `url(i)`) and answers "p50 (p99)" of their times. */
async function timeRequests(requests: number, url: (i: number) => string): Promise<string> {
  const timings: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: url(i) });
    timings.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url(i)} answered ${response.statusCode}: ${response.body}`);
  }
  timings.sort((a, b) => a - b);
  return `${ms(percentile(timings, 50))} (${ms(percentile(timings, 99))})`;
}
try {
  const categoryIds = (await queryRows(database.db, sql`select id from categories order by id`)).map((row) => Number(row.id));

  let count = Number((await queryRows(database.db, sql`select count(*) as n from products`))[0]!.n);
  const rows: string[] = [];
  for (const size of SIZES) {
    const from = count + 1;
    await addProducts(database.db, categoryIds, from, size);
    count = size;
    // As autovacuum would in production: the visibility map lets the count read the index alone.
    await database.db.execute(sql`vacuum analyze products`);

    const cells: string[] = [];
    for (const sort of PRODUCT_SORTS) {
      cells.push(
        await timeRequests(
          REQUESTS_PER_SORT,
          (i) =>
            `/api/products?categoryId=${categoryIds[i % categoryIds.length]}&stock=in_stock&stock=low_stock&minPrice=${(i % 5) * 10000}&maxPrice=400000&sort=${sort}&page=1&pageSize=24`,
        ),
      );
    }
    for (const q of SEARCHES) {
      cells.push(
        await timeRequests(
          REQUESTS_PER_SEARCH,
          (i) =>
            `/api/products?categoryId=${categoryIds[i % categoryIds.length]}&stock=in_stock&stock=low_stock&maxPrice=400000&q=${q}&page=1&pageSize=24`,
        ),
      );
    }
    rows.push(`| ${size.toLocaleString('en')} | ${cells.join(' | ')} |`);
  }
  console.log(
    `\nFiltered first page (category + 2 stock states + price range, 24 per page), ${REQUESTS_PER_SORT} requests per order, ${driver}, p50 (p99)\n`,
  );
  const columns = [...PRODUCT_SORTS.map((sort) => `sort=${sort}`), ...SEARCHES.map((q) => `q=${q} (${REQUESTS_PER_SEARCH} requests)`)];
  console.log(`| products | ${columns.join(' | ')} |\n|---|${columns.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(row);
} finally {
  await close();
}
