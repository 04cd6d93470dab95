import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryFee } from '../../shared/delivery';
import { COUNTIES } from '../../shared/planner/counties';
import { auditLog, deliveryRates, pickupPoints } from '../db/schema';
import { expectRefusal, signedInPerFile, testAppPerFile } from '../test/test-app';

// Issue 31, item 1: delivery by county and pickup points (docs/product.md, "Delivery").
const ctx = testAppPerFile({ seed: true });
const [owner, agent, customer] = signedInPerFile(ctx, 'super_admin', 'sales_agent', 'customer');

const NAIROBI = { available: true, fee: '250.00', minDays: 1, maxDays: 2, freeAbove: '80000.00' };
const options = async () => (await ctx.visitor.get('/api/delivery')).json();
const countyOf = async (slug: string) => (await options()).counties.find((county: { slug: string }) => county.slug === slug);

describe('GET /api/delivery', () => {
  it("answers every county by name with the demo shop's terms, and its pickup points, to anyone", async () => {
    const answer = await ctx.visitor.get('/api/delivery');
    expect(answer.statusCode).toBe(200);
    const { counties, pickupPoints: points } = answer.json();
    expect(counties).toHaveLength(47);
    expect(counties.map((county: { name: string }) => county.name)).toEqual(
      COUNTIES.map((county) => county.name).sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(counties.find((county: { slug: string }) => county.slug === 'nairobi')).toEqual({
      slug: 'nairobi',
      name: 'Nairobi',
      available: true,
      fee: '300.00',
      minDays: 1,
      maxDays: 2,
      freeAbove: '100000.00',
    });
    expect(counties.find((county: { slug: string }) => county.slug === 'mandera')).toMatchObject({ available: false });
    expect(counties.find((county: { slug: string }) => county.slug === 'turkana')).toMatchObject({
      available: true,
      fee: '2500.00',
      minDays: 4,
      maxDays: 8,
    });
    expect(counties.filter((county: { available: boolean }) => !county.available).map((county: { slug: string }) => county.slug)).toEqual([
      'mandera',
      'wajir',
    ]);
    expect(points.map((point: { town: string }) => point.town)).toEqual(['Mombasa', 'Nairobi']);
  });

  it('answers a county staff never set as delivered at a fee to be confirmed', async () => {
    await ctx.db.delete(deliveryRates).where(eq(deliveryRates.county, 'vihiga'));
    expect(await countyOf('vihiga')).toEqual({
      slug: 'vihiga',
      name: 'Vihiga',
      available: true,
      fee: null,
      minDays: null,
      maxDays: null,
      freeAbove: null,
    });
  });
});

describe('the fee for an order', () => {
  it('is free at or above the offer, the fee below it, and unknown while not set', () => {
    expect(deliveryFee(NAIROBI, '79999.99')).toBe('250.00');
    expect(deliveryFee(NAIROBI, '80000.00')).toBe('0.00');
    expect(deliveryFee({ fee: '900.00', freeAbove: null }, '9999999.00')).toBe('900.00');
    expect(deliveryFee({ fee: null, freeAbove: null }, '100.00')).toBeNull();
  });
});

describe('super admins set the terms', () => {
  it("sets a county's terms whole, audited under its official code, and everyone reads them at once", async () => {
    const answer = await owner.put('/api/admin/delivery/counties/nairobi', NAIROBI);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ slug: 'nairobi', name: 'Nairobi', ...NAIROBI });
    expect(await countyOf('nairobi')).toEqual({ slug: 'nairobi', name: 'Nairobi', ...NAIROBI });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delivery.county'), eq(auditLog.actorId, owner.user!.id)));
    expect(entry).toMatchObject({ entity: 'county', entityId: '47', details: { county: 'nairobi', fee: '250.00' } });

    // No offer, and a county taken off delivery.
    expect((await owner.put('/api/admin/delivery/counties/nairobi', { ...NAIROBI, freeAbove: null })).json().freeAbove).toBeNull();
    expect((await owner.put('/api/admin/delivery/counties/lamu', { ...NAIROBI, available: false })).json()).toMatchObject({ available: false });
  });

  it('refuses bad terms with a code and changes nothing', async () => {
    const before = await countyOf('kisumu');
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...NAIROBI, fee: '-1' }, 'Delivery fee must be an amount of KSh 0 or more, with at most two decimals'],
      [{ ...NAIROBI, fee: 'free' }, 'Delivery fee must be an amount of KSh 0 or more, with at most two decimals'],
      [{ ...NAIROBI, fee: '10.123' }, 'Delivery fee must be an amount of KSh 0 or more, with at most two decimals'],
      [{ ...NAIROBI, minDays: 5, maxDays: 2 }, 'The fewest days cannot be more than the most days'],
      [{ ...NAIROBI, maxDays: 61 }, 'Delivery days must be whole days from 0 to 60'],
      [{ ...NAIROBI, minDays: 1.5 }, 'Delivery days must be whole days from 0 to 60'],
      [{ ...NAIROBI, freeAbove: '0' }, 'Free delivery above must be an amount above KSh 0, with at most two decimals'],
      [{ ...NAIROBI, available: 'yes' }, 'available must be true or false'],
    ];
    for (const [body, message] of refusals) expectRefusal(await owner.put('/api/admin/delivery/counties/kisumu', body), 400, message);
    expectRefusal(await owner.put('/api/admin/delivery/counties/atlantis', NAIROBI), 404, 'County is unknown: choose one of the 47 counties');
    expect((await agent.put('/api/admin/delivery/counties/kisumu', NAIROBI)).statusCode).toBe(403);
    expect((await customer.put('/api/admin/delivery/counties/kisumu', NAIROBI)).statusCode).toBe(403);
    expect((await ctx.visitor.put('/api/admin/delivery/counties/kisumu', NAIROBI)).statusCode).toBe(401);
    expect(await countyOf('kisumu')).toEqual(before);
  });

  it('adds, changes and removes pickup points, each audited; bad ones are refused', async () => {
    const point = { name: 'Kisumu agent', town: 'Kisumu', address: 'Oginga Odinga Street', hours: 'Mon–Sat 8:00–17:00', phone: '0722 000 111' };
    const added = await owner.post('/api/admin/delivery/pickup-points', point);
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json();
    expect((await options()).pickupPoints).toContainEqual({ id, ...point });
    const changed = await owner.put(`/api/admin/delivery/pickup-points/${id}`, { ...point, hours: 'Every day 7:00–19:00' });
    expect(changed.json()).toEqual({ id, ...point, hours: 'Every day 7:00–19:00' });
    expect((await owner.delete(`/api/admin/delivery/pickup-points/${id}`)).statusCode).toBe(204);
    expect(await ctx.db.select().from(pickupPoints).where(eq(pickupPoints.id, id))).toEqual([]);
    const actions = (
      await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'pickup_point'), eq(auditLog.entityId, String(id))))
    ).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['pickup_point.create', 'pickup_point.delete', 'pickup_point.update']);

    expectRefusal(await owner.put(`/api/admin/delivery/pickup-points/${id}`, point), 404, 'Pickup point not found');
    expectRefusal(await owner.delete(`/api/admin/delivery/pickup-points/${id}`), 404, 'Pickup point not found');
    expectRefusal(await owner.post('/api/admin/delivery/pickup-points', { ...point, name: ' ' }), 400, 'Name is required');
    for (const phone of ['call us', '1        2', '0712 345']) {
      expectRefusal(
        await owner.post('/api/admin/delivery/pickup-points', { ...point, phone }),
        400,
        'Phone must be a number such as 0712 345 678 or 020 123 4567',
      );
    }
    // A landline, a number written the international way, spaced as people write them.
    for (const phone of ['020 123 4567', '+254 712 345 678', '0712  345  678']) {
      const added = await owner.post('/api/admin/delivery/pickup-points', { ...point, name: `Agent ${phone}`, phone });
      expect(added.statusCode, phone).toBe(201);
      expect((await owner.delete(`/api/admin/delivery/pickup-points/${added.json().id}`)).statusCode).toBe(204);
    }
    expectRefusal(await owner.post('/api/admin/delivery/pickup-points', { ...point, address: 'x'.repeat(201) }), 400, 'At most 200 characters');
    expectRefusal(await owner.post('/api/admin/delivery/pickup-points', { ...point, town: 'Line\nBcc: x' }), 400, 'Town is required');
    expect((await agent.post('/api/admin/delivery/pickup-points', point)).statusCode).toBe(403);
  });
});
