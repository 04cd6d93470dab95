// Seeded products the cart, wishlist and order tests use (see src/server/db/seed-data.ts); test-only.
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import type { TestContext } from './test-app';

export const SEEDED = {
  /** KSh 23,500.50, in stock */
  battery50ah: { slug: 'hithium-12v-50ah-lifepo4-lithium-battery', name: 'Hithium 12.8V 50Ah LiFePO4 Lithium Battery', price: '23500.50' },
  /** KSh 3,450.75, in stock */
  pvCable: { slug: '4mm-pv-solar-cable-2x10m-red-black', name: '4mm² PV Solar Cable - 2 x 10m (Red & Black)', price: '3450.75' },
  /** KSh 1,500, in stock */
  mc4: { slug: 'mc4-solar-connector-pairs-10-pack', name: 'MC4 Solar Connector Pairs (10-Pack)', price: '1500.00' },
  /** low stock: still sold */
  panel400w: { slug: 'jinko-tiger-pro-400w-mono-half-cell-solar-panel', name: 'Jinko Tiger Pro 400W Mono Half-Cell Solar Panel', price: '14200.00' },
  /** out of stock */
  panel100w: { slug: 'longi-100w-monocrystalline-solar-panel', name: 'Longi 100W Monocrystalline Solar Panel', price: '5200.00' },
  /** the three dearest, for totals beyond numeric(12,2) */
  batteryBank: { slug: 'hithium-48v-280ah-14kwh-lithium-battery-bank', name: 'Hithium 51.2V 280Ah 14.3kWh Lithium Battery Bank', price: '445000.00' },
  stackable: {
    slug: 'vestwoods-15kwh-stackable-lithium-battery-system',
    name: 'Vestwoods 15kWh Stackable Lithium Battery System',
    price: '429000.00',
  },
  wallBattery: {
    slug: 'vestwoods-48v-200ah-10kwh-wall-mounted-lithium-battery',
    name: 'Vestwoods 51.2V 200Ah 10kWh Wall-Mounted Lithium Battery',
    price: '298000.00',
  },
} as const;

export type SeededKey = keyof typeof SEEDED;

/** The database ids of the products above. */
export async function seededIds(db: Db): Promise<Record<SeededKey, number>> {
  const entries = await Promise.all(
    Object.entries(SEEDED).map(async ([key, { slug }]) => {
      const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
      if (!row) throw new Error(`seeded product ${slug} is missing`);
      return [key, row.id] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<SeededKey, number>;
}

/** The ids for the whole test file, read by a beforeAll hook once its app (seeded) has opened. */
export function seededIdsPerFile(ctx: TestContext): Record<SeededKey, number> {
  const ids = {} as Record<SeededKey, number>;
  beforeAll(async () => {
    Object.assign(ids, await seededIds(ctx.db));
  });
  return ids;
}
