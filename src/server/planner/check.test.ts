import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { products } from '../db/schema';
import { expectRefusal, testAppPerFile, type Client } from '../test/test-app';

const ctx = testAppPerFile({ seed: true });

const PUMP_PLAN = { appliances: [{ name: 'Borehole pump', watts: 750, quantity: 1, hoursPerDay: 4, surgeFactor: 3 }], county: 'laikipia' };
const SLUGS = {
  hybrid: 'vestwoods-3kw-24v-hybrid-solar-inverter',
  battery: 'vestwoods-24v-200ah-lifepo4-battery',
  panel: 'jinko-tiger-pro-400w-mono-half-cell-solar-panel',
  batteryBreaker: '2-pole-dc-battery-breaker-200a-250v',
  batteryCable: '70mm-battery-cable-set-with-lugs-1m',
  pvBreaker: '2-pole-dc-breaker-40a-1000v-solar',
  pvCable: '4mm-pv-solar-cable-2x10m-red-black',
  surge: 'dc-surge-protection-device-1000v-type-2',
  mc4: 'mc4-solar-connector-pairs-10-pack',
};

async function ids(): Promise<Record<keyof typeof SLUGS, number>> {
  const rows = await ctx.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, Object.values(SLUGS)));
  return Object.fromEntries(Object.entries(SLUGS).map(([key, slug]) => [key, rows.find((row) => row.slug === slug)!.id])) as Record<
    keyof typeof SLUGS,
    number
  >;
}

/** The pump's kit on the 3 kW 24 V hybrid with `panels` Jinko 400 W panels and all its protection. */
async function pumpKit(panels: number) {
  const id = await ids();
  return [
    { productId: id.hybrid, quantity: 1 },
    { productId: id.battery, quantity: 1 },
    { productId: id.panel, quantity: panels },
    { productId: id.batteryBreaker, quantity: 1 },
    { productId: id.batteryCable, quantity: 1 },
    { productId: id.pvBreaker, quantity: 1 },
    { productId: id.pvCable, quantity: 1 },
    { productId: id.surge, quantity: 1 },
  ];
}

describe('POST /api/admin/planner/check', () => {
  let staff: Client;
  const check = async (body: unknown) => (staff ??= await ctx.signIn('sales_agent')).post('/api/admin/planner/check', body);

  it('passes the pump with five panels in series on the hybrid’s own charger, finding the wiring itself', async () => {
    const response = await check({ plan: PUMP_PLAN, lines: await pumpKit(5) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      wiring: { panelsInSeries: 5, panelStrings: 1, batteriesInSeries: 1, batteryStrings: 1 },
      violations: [],
    });
  });

  it('names every rule two panels in series break, with its figures, in the language asked for', async () => {
    const lines = await pumpKit(2);
    const wiring = { panelsInSeries: 2, panelStrings: 1, batteriesInSeries: 1, batteryStrings: 1 };
    const response = await check({ plan: PUMP_PLAN, lines, wiring });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.ok).toBe(false);
    const hot = answer.violations.find((violation: { rule: string }) => violation.rule === 'pv_hot_vmp');
    expect(hot.message).toMatch(
      /^In the heat \(29 °C\) the panels fall to [\d.]+ V, below the 120 V Vestwoods 3kW 24V Hybrid Solar Inverter needs to charge/,
    );
    expect(hot.figures).toMatchObject({ needed: 120, hotC: 29 });
    expect(answer.violations.map((violation: { rule: string }) => violation.rule)).toContain('pv_short');
    const sw = await staff.post('/api/admin/planner/check', { plan: PUMP_PLAN, lines, wiring }, { headers: { 'accept-language': 'sw' } });
    expect(sw.json().violations.find((violation: { rule: string }) => violation.rule === 'pv_hot_vmp').message).toMatch(/^Kwenye joto \(29 °C\)/);
  });

  it('refuses an unknown product, a product without ratings and a wiring that is not the quantities, naming the line', async () => {
    const lines = await pumpKit(5);
    const id = await ids();
    expectRefusal(
      await check({ plan: PUMP_PLAN, lines: [...lines, { productId: 999_999, quantity: 1 }] }),
      400,
      'Line 9: product 999999 does not exist',
    );
    expectRefusal(
      await check({ plan: PUMP_PLAN, lines: [...lines, { productId: id.mc4, quantity: 1 }] }),
      400,
      'Line 9: MC4 Solar Connector Pairs (10-Pack) has no planner ratings',
    );
    expectRefusal(
      await check({ plan: PUMP_PLAN, lines, wiring: { panelsInSeries: 2, panelStrings: 2, batteriesInSeries: 1, batteryStrings: 1 } }),
      400,
      'Line 3: 2 in series × 2 strings is not its 5 × Jinko Tiger Pro 400W Mono Half-Cell Solar Panel',
    );
  });

  it('refuses bad input with a message and bounds every list and count', async () => {
    const lines = await pumpKit(5);
    expectRefusal(await check({ plan: { ...PUMP_PLAN, county: 'atlantis' }, lines }), 400, 'County is unknown: choose one of the 47 counties');
    expectRefusal(await check({ plan: PUMP_PLAN, lines: [] }), 400, 'Add at least one product line');
    expectRefusal(await check({ plan: PUMP_PLAN, lines: [...lines, lines[0]] }), 400, 'Each product may appear on one line only');
    const many = Array.from({ length: 21 }, (_, index) => ({ productId: index + 1, quantity: 1 }));
    expectRefusal(await check({ plan: PUMP_PLAN, lines: many }), 400, 'Lines: at most 20');
    expectRefusal(await check({ plan: PUMP_PLAN, lines: [{ ...lines[0], quantity: 101 }] }), 400, 'Quantity must be a whole number from 1 to 100');
    expectRefusal(
      await check({ plan: PUMP_PLAN, lines, wiring: { panelsInSeries: 0, panelStrings: 5, batteriesInSeries: 1, batteryStrings: 1 } }),
      400,
      'Wiring counts must be whole numbers from 1 to 100',
    );
  });

  it('is for staff: 401 to a visitor, 403 to a customer', async () => {
    const body = { plan: PUMP_PLAN, lines: await pumpKit(5) };
    expect((await ctx.visitor.post('/api/admin/planner/check', body)).statusCode).toBe(401);
    expect((await (await ctx.signIn('customer')).post('/api/admin/planner/check', body)).statusCode).toBe(403);
  });
});
