import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countyBySlug, type County } from '../../shared/planner/counties';
import { size } from '../../shared/planner/sizing';
import type { Plan } from '../../shared/schemas/planner-answers';
import { auditLog, countyClimateOverrides } from '../db/schema';
import { expectRefusal, signedInPerFile, testAppPerFile } from '../test/test-app';

// Issue 28, item 6: a super admin overrides a county's sun and temperature figures (docs/product.md, "County sun and
// temperature"); the override wins wherever the planner sizes or shows them.
const ctx = testAppPerFile({ seed: true });
const [owner, agent, customer] = signedInPerFile(ctx, 'super_admin', 'sales_agent', 'customer');

const MEASURED = { peakSunHours: 5.1, hotDayC: 31.5, recordLowC: 8, note: 'Our installer logged a year at Kisumu airport, 2025' };
const PUMP = { name: 'Borehole pump', watts: 750, quantity: 1, hoursPerDay: 4, surgeFactor: 3 };

const counties = async () => (await ctx.visitor.get('/api/planner/counties')).json<County[]>();
const countyOf = async (slug: string) => (await counties()).find((county) => county.slug === slug)!;
const audits = () => ctx.db.select().from(auditLog).where(like(auditLog.action, 'planner.county_climate%'));

describe('a super admin overrides a county', () => {
  it('sets the three figures with a note, audited once, and the planner sizes and shows them everywhere at once', async () => {
    const answer = await owner.put('/api/admin/planner/counties/kisumu', MEASURED);
    expect(answer.statusCode, answer.body).toBe(200);
    const override = { basis: 'override', source: 'Set by the shop', station: null, km: null, note: MEASURED.note };
    const expected = { ...countyBySlug('kisumu')!, peakSunHours: 5.1, hotDayC: 31.5, recordLowC: 8, sun: override, temperature: override };
    expect(answer.json()).toEqual(expected);
    expect(await countyOf('kisumu')).toEqual(expected);

    const plan = (await ctx.visitor.post('/api/planner', { appliances: [PUMP], county: 'kisumu' })).json<Plan>();
    expect(plan).toMatchObject(size({ appliances: [PUMP], peakSunHours: 5.1, hotDayC: 31.5, autonomyDays: 1, batteryChemistry: 'lithium' }));
    expect(plan.county).toEqual(expected);
    // An override is the shop's own figure: no "region's figure" note.
    expect(plan.notes.map((note) => note.code)).not.toContain('sun_from_region');

    const [entry, ...more] = await audits();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'planner.county_climate', entity: 'county', entityId: '42', actorId: owner.user!.id });
    expect(entry!.details).toEqual({ county: 'kisumu', ...MEASURED });
  });

  it('replaces an override whole, and removing it brings back the data file, audited', async () => {
    const again = { ...MEASURED, peakSunHours: 4.8, note: 'Corrected after the long rains' };
    expect((await owner.put('/api/admin/planner/counties/kisumu', again)).statusCode).toBe(200);
    expect((await countyOf('kisumu')).sun.note).toBe('Corrected after the long rains');
    const removed = await owner.delete('/api/admin/planner/counties/kisumu');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual(countyBySlug('kisumu'));
    expect(await countyOf('kisumu')).toEqual(countyBySlug('kisumu'));
    expect(await ctx.db.select().from(countyClimateOverrides)).toEqual([]);
    const [removal] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'planner.county_climate_removed'));
    expect(removal!.details).toEqual({ county: 'kisumu', peakSunHours: 4.8, hotDayC: 31.5, recordLowC: 8, note: 'Corrected after the long rains' });
    expectRefusal(await owner.delete('/api/admin/planner/counties/kisumu'), 404, 'This county has no override to remove');
  });
});

describe('refusals change nothing', () => {
  it('refuses bad figures, a missing note, an unknown county and anyone but a super admin', async () => {
    const before = await counties();
    const auditsBefore = (await audits()).length;
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...MEASURED, peakSunHours: 9 }, 'Sun hours must be a number from 2 to 8, to one decimal'],
      [{ ...MEASURED, peakSunHours: 1.5 }, 'Sun hours must be a number from 2 to 8, to one decimal'],
      [{ ...MEASURED, peakSunHours: 4.55 }, 'Sun hours must be a number from 2 to 8, to one decimal'],
      [{ ...MEASURED, peakSunHours: '5' }, 'Sun hours must be a number from 2 to 8, to one decimal'],
      [{ ...MEASURED, hotDayC: 61 }, 'Hot-day temperature must be a number from 15 to 50 °C, to one decimal'],
      [{ ...MEASURED, recordLowC: -20 }, 'Record low must be a number from -10 to 30 °C, to one decimal'],
      [{ ...MEASURED, recordLowC: 29, hotDayC: 28 }, 'Record low must be below the hot-day temperature'],
      [{ ...MEASURED, note: undefined }, 'Say where the figures come from in the note'],
      [{ ...MEASURED, note: '   ' }, 'Say where the figures come from in the note'],
      [{ ...MEASURED, note: 'x'.repeat(201) }, 'Note must be at most 200 characters'],
      [{ ...MEASURED, note: 'two\nlines' }, 'Note must be one line, without line breaks or control characters'],
    ];
    for (const [body, message] of refusals) expectRefusal(await owner.put('/api/admin/planner/counties/kisumu', body), 400, message);
    expect((await owner.put('/api/admin/planner/counties/kisumu', { ...MEASURED, extra: 1 })).statusCode).toBe(400);
    expectRefusal(await owner.put('/api/admin/planner/counties/atlantis', MEASURED), 404, 'County is unknown: choose one of the 47 counties');
    expectRefusal(await owner.delete('/api/admin/planner/counties/atlantis'), 404, 'County is unknown: choose one of the 47 counties');
    expect((await agent.put('/api/admin/planner/counties/kisumu', MEASURED)).statusCode).toBe(403);
    expect((await agent.delete('/api/admin/planner/counties/kisumu')).statusCode).toBe(403);
    expect((await customer.put('/api/admin/planner/counties/kisumu', MEASURED)).statusCode).toBe(403);
    expect((await ctx.visitor.put('/api/admin/planner/counties/kisumu', MEASURED)).statusCode).toBe(401);
    expect(await counties()).toEqual(before);
    expect(await audits()).toHaveLength(auditsBefore);
    expect(
      await ctx.db
        .select()
        .from(countyClimateOverrides)
        .where(and(eq(countyClimateOverrides.county, 'kisumu'))),
    ).toEqual([]);
  });

  it('writes a refusal in the language asked for', async () => {
    const refused = await owner.request({
      method: 'PUT',
      url: '/api/admin/planner/counties/kisumu',
      payload: { ...MEASURED, note: '' },
      headers: { 'accept-language': 'sw' },
    });
    expectRefusal(refused, 400, 'Eleza kwenye dokezo viwango hivi vimetoka wapi');
  });
});
