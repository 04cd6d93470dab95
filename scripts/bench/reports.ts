// npm run bench:reports — the staff reports and CSV exports on 100,000 orders (docs/performance.md, "Reports"):
// p50 (p95) of each report, and the time to the first byte and to the last of a month's export, over real HTTP.
// PostgreSQL when DATABASE_URL is set (the figures that count), else embedded PGlite. The orders are made by
// generate_series inserts, not through the API, in a scratch database dropped at the end.
import { sql } from 'drizzle-orm';
import { nairobiDay } from '../../src/shared/dates';
import { addDays } from '../../src/shared/reports';
import { queryRows } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/shared/password';
import { openInProcessShop } from './lib/in-process';
import { ms, percentile } from './lib/server';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = ORDERS / 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 15);
const EXPORT_RUNS = 3;

const { app, database, driver, close } = await openInProcessShop();
const { db } = database;
try {
  const started = performance.now();
  const productIds = (await queryRows(db, sql`select id from products order by id`)).map((row) => Number(row.id));
  const counties = ['Nairobi', 'Kiambu', 'Nakuru', 'Mombasa', 'Kisumu', "Murang'a", 'Uasin Gishu', 'Machakos', 'Nyeri', 'Kakamega'];
  await db.execute(sql`
    insert into users (username, password_hash, role, first_name, last_name, email, phone_number, created_at)
    select 'bench-customer-' || g, 'x', 'customer', 'Wanjikũ', 'Customer ' || g, 'bench' || g || '@example.co.ke', '0712' || lpad(g::text, 6, '0'),
      now() - ((g * 7919) % (730 * 24 * 60)) * interval '1 minute'
    from generate_series(1, ${CUSTOMERS}::int) g`);
  const firstCustomer = Number((await queryRows(db, sql`select min(id) as id from users where username like 'bench-customer-%'`))[0]!.id);
  // Spread over the last two years; one in ten cancelled; one in seven from the planner; counties in the address.
  await db.execute(sql`
    insert into orders (order_number, user_id, status, total_amount, delivery_address, phone_number, notes, created_at)
    select 'SH-' || lpad(to_hex(g), 8, '0'), ${firstCustomer} + g % ${CUSTOMERS},
      (array['pending','in_discussion','confirmed','delivered','cancelled','confirmed','delivered','delivered','confirmed','pending'])[1 + g % 10]::order_status,
      0, 'Plot ' || g || ', Main Road, ' || (${`{${counties.map((county) => `"${county}"`).join(',')}}`}::text[])[1 + g % ${counties.length}], '0712345678',
      case when g % 7 = 0 then 'Solar plan: https://shop.example/planner?a=Fridge~150~1~24~3' end,
      now() - ((g::bigint * 104729) % (730 * 24 * 3600)) * interval '1 second'
    from generate_series(1, ${ORDERS}::int) g`);
  await db.execute(sql`
    insert into order_items (order_id, product_id, product_name, unit_price, quantity)
    select o.id, p.id, p.name, p.price, 1 + (o.id + line) % 3
    from orders o cross join generate_series(0, 2) line
    join products p on p.id = (${`{${productIds.join(',')}}`}::int[])[1 + (o.id * 31 + line * 17) % ${productIds.length}]
    where line < 1 + o.id % 3`);
  await db.execute(
    sql`update orders o set total_amount = t.total from (select order_id, sum(unit_price * quantity) as total from order_items group by order_id) t where t.order_id = o.id`,
  );
  // Deposits: seven in ten orders have one payment of part of the total, three in ten of those a second; a few are voided.
  await db.execute(sql`
    insert into payments (order_id, method, amount, reference, paid_at, voided_at, void_reason)
    select o.id, (array['mpesa','bank_transfer','cash'])[1 + (o.id + part) % 3]::payment_method,
      round(o.total_amount * (case when part = 0 then 0.5 else 0.3 end), 2),
      case when (o.id + part) % 3 = 0 then 'B' || lpad(to_hex(o.id * 2 + part), 9, '0') end,
      least(now(), o.created_at + (1 + part * 5) * interval '1 day'),
      case when o.id % 50 = 0 then now() end, case when o.id % 50 = 0 then 'Bench void' end
    from orders o cross join generate_series(0, 1) part
    where o.status <> 'cancelled' and o.id % 10 < 7 and (part = 0 or o.id % 10 < 2)`);
  await db.execute(sql`vacuum analyze`);
  const filled = performance.now() - started;
  const [counts] = await queryRows(
    db,
    sql`select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as lines, (select count(*) from payments)::int as payments`,
  );

  const username = 'bench-owner';
  await db.insert(users).values({
    username,
    passwordHash: await hashPassword('bench-owner-pass'),
    role: 'super_admin',
    firstName: 'Bench',
    lastName: 'Owner',
    email: 'owner@example.co.ke',
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'bench-owner-pass' }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const get = (path: string) => fetch(`${address}${path}`, { headers: { cookie } });

  const today = nairobiDay();
  const month = `from=${addDays(today, -29)}&to=${today}`;
  const year = `from=${addDays(today, -364)}&to=${today}`;
  const twoYears = `from=${addDays(today, -730)}&to=${today}`;
  const reports: [string, string][] = [
    ['sales, 30 days by day', `/api/admin/reports/sales?${month}&groupBy=day`],
    ['sales, a year by week', `/api/admin/reports/sales?${year}&groupBy=week`],
    ['sales, a year by month', `/api/admin/reports/sales?${year}&groupBy=month`],
    ['sales, a year by category', `/api/admin/reports/sales?${year}&groupBy=category`],
    ['sales, a year by county', `/api/admin/reports/sales?${year}&groupBy=county`],
    ['sales, two years by month', `/api/admin/reports/sales?${twoYears}&groupBy=month`],
    ['payments, 30 days', `/api/admin/reports/payments?${month}`],
    ['payments, a year', `/api/admin/reports/payments?${year}`],
    ['receivables (all orders owed, first page)', '/api/admin/reports/receivables'],
  ];
  const lines: string[] = [];
  for (const [label, path] of reports) {
    const timings: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const begun = performance.now();
      const response = await get(path);
      await response.arrayBuffer();
      timings.push(performance.now() - begun);
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    }
    timings.sort((a, b) => a - b);
    lines.push(`| ${label} | ${ms(percentile(timings, 50))} | ${ms(percentile(timings, 95))} |`);
  }

  const exportLines: string[] = [];
  for (const name of ['orders', 'order-lines', 'payments']) {
    const firstBytes: number[] = [];
    const totals: number[] = [];
    let bytes = 0;
    let rows = 0;
    for (let run = 0; run < EXPORT_RUNS; run++) {
      const begun = performance.now();
      const response = await get(`/api/admin/exports/${name}.csv?${month}`);
      const reader = response.body!.getReader();
      bytes = 0;
      rows = 0;
      for (let chunk = await reader.read(), first = true; !chunk.done; chunk = await reader.read(), first = false) {
        if (first) firstBytes.push(performance.now() - begun);
        bytes += chunk.value.length;
        for (const byte of chunk.value) if (byte === 10) rows += 1;
      }
      totals.push(performance.now() - begun);
    }
    firstBytes.sort((a, b) => a - b);
    totals.sort((a, b) => a - b);
    exportLines.push(
      `| ${name}.csv, 30 days | ${(rows - 1).toLocaleString('en')} rows, ${(bytes / 1024).toFixed(0)} KB | ${ms(percentile(firstBytes, 50))} | ${ms(percentile(totals, 50))} |`,
    );
  }

  console.log(
    `\n${driver}: ${Number(counts.orders).toLocaleString('en')} orders, ${Number(counts.lines).toLocaleString('en')} lines, ${Number(counts.payments).toLocaleString('en')} payments (filled in ${(filled / 1000).toFixed(0)} s)\n`,
  );
  console.log(`| report | p50 | p95 |\n|---|---|---|\n${lines.join('\n')}\n`);
  console.log(`| export (median of ${EXPORT_RUNS}) | size | first byte | last byte |\n|---|---|---|---|\n${exportLines.join('\n')}`);
} finally {
  await close();
}
