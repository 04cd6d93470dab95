import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { signedInPerFile, testAppPerFile } from '../test/test-app';
import { insertCategory, unique } from '../test/staff-fixtures';

const ctx = testAppPerFile();
const [staff] = signedInPerFile(ctx, 'sales_agent');
let categoryId: number;
beforeAll(async () => {
  categoryId = (await insertCategory(ctx.db, 'Inverters')).id;
});

const input = (ratings: unknown) => ({ name: 'Test inverter', slug: unique('test-inverter'), categoryId, price: '50000.00', ratings });
const INVERTER = { kind: 'inverter', watts: 3000, surgeWatts: 6000, batteryVolts: 24, mpptWatts: 0 };

describe('product ratings in the admin API', () => {
  it('stores typed ratings and answers them with the product, in the catalogue too', async () => {
    const created = await staff.post('/api/admin/products', input(INVERTER));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().ratings).toEqual(INVERTER);
    const listed = await ctx.visitor.get(`/api/products/${created.json().slug}`);
    expect(listed.json().ratings).toEqual(INVERTER);
  });

  it('keeps no ratings for a product the planner does not size, and an edit without them removes them', async () => {
    const plain = await staff.post('/api/admin/products', { ...input(undefined), ratings: undefined });
    expect(plain.json().ratings).toBeNull();
    const rated = (await staff.post('/api/admin/products', input(INVERTER))).json();
    const { id, createdAt: _c, updatedAt: _u, ratings: _r, ...rest } = rated;
    const edited = await staff.patch(`/api/admin/products/${id}`, { ...rest, description: rest.description ?? undefined });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().ratings).toBeNull();
  });

  it.each([
    ['a zero panel rating', { kind: 'panel', watts: 0 }, 'Panel watts must be a positive number'],
    [
      'negative battery watt-hours',
      { kind: 'battery', wattHours: -5, volts: 12, chemistry: 'lithium' },
      'Battery watt-hours must be a positive number',
    ],
    [
      'a 13 V battery',
      { kind: 'battery', wattHours: 1000, volts: 13, chemistry: 'lithium' },
      'Battery volts must be one of 12, 12.8, 24, 25.6, 48, 51.2',
    ],
    ['an unknown chemistry', { kind: 'battery', wattHours: 1000, volts: 12, chemistry: 'nickel' }, 'Chemistry must be lithium or lead_acid'],
    ['a 36 V inverter', { ...INVERTER, batteryVolts: 36 }, 'Inverter battery volts must be one of 12, 12.8, 24, 25.6, 48, 51.2'],
    ['negative MPPT watts', { ...INVERTER, mpptWatts: -1 }, 'Inverter MPPT watts must not be negative'],
    ['controller amps as text', { kind: 'charge_controller', amps: '60', volts: 48 }, 'Controller amps must be a number'],
    [
      'a missing power station field',
      { kind: 'power_station', wattHours: 512, watts: 600, surgeWatts: 1200 },
      'Power station solar input watts must be a number',
    ],
    [
      'an unknown kind',
      { kind: 'generator', watts: 5000 },
      'Ratings kind must be one of panel, battery, inverter, charge_controller, power_station, protection, cable',
    ],
    ['an extra field', { kind: 'panel', watts: 400, volts: 24 }, 'Unrecognized key: "volts"'],
  ])('refuses %s with 400 and stores nothing', async (_name, ratings, message) => {
    const body = input(ratings);
    const response = await staff.post('/api/admin/products', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await ctx.db.select().from(products).where(eq(products.slug, body.slug))).toHaveLength(0);
  });
});
