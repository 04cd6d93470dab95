import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endSessions } from '../shared/end-sessions';
import { setStaffAccount } from '../auth/staff-account';
import { auditLog, categories, deliveryRates, sessions } from '../db/schema';
import { hashToken } from '../plugins/sessions';
import { Client, createTestApp, TEST_PASSWORD, type TestContext } from '../test/test-app';

let ctx: TestContext;
let boss: Client;
beforeAll(async () => {
  ctx = await createTestApp();
  boss = await ctx.signIn('super_admin');
});
afterAll(() => ctx.close());

/** A second device of the same user: another sign-in with its own session. */
async function secondDevice(client: Client): Promise<Client> {
  const device = new Client(ctx.app);
  expect((await device.post('/api/login', { username: client.user!.username, password: TEST_PASSWORD })).statusCode).toBe(200);
  return device;
}
const signedIn = async (client: Client) => (await client.get('/api/auth/user')).statusCode === 200;

describe('sessions end when access changes', () => {
  it('ends every session of a staff member demoted, on every device', async () => {
    const agent = await ctx.signIn('sales_agent');
    const phone = await secondDevice(agent);
    expect((await boss.patch(`/api/admin/users/${agent.user!.id}`, { role: 'customer' })).statusCode).toBe(200);
    expect(await signedIn(agent)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect((await agent.get('/api/admin/orders')).statusCode).toBe(401);
  });

  it('keeps the sessions of a user promoted', async () => {
    const customer = await ctx.signIn('customer');
    expect((await boss.patch(`/api/admin/users/${customer.user!.id}`, { role: 'sales_agent' })).statusCode).toBe(200);
    expect(await signedIn(customer)).toBe(true);
  });

  it('lets a super admin disable a user: signed out everywhere, cannot sign in, audited; and enable again', async () => {
    const customer = await ctx.signIn('customer');
    const phone = await secondDevice(customer);
    const disabled = await boss.put(`/api/admin/users/${customer.user!.id}/access`, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: customer.user!.id, disabled: true });
    expect(await signedIn(customer)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    const refused = await ctx.visitor.post('/api/login', { username: customer.user!.username, password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'This account has been disabled. Please contact the shop.' });
    expect(refused.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    // A wrong password still reads as one: being disabled is told only to whoever knows the password.
    expect((await ctx.visitor.post('/api/login', { username: customer.user!.username, password: 'wrong' })).statusCode).toBe(401);
    const listed = (await boss.get('/api/admin/users')).json() as { id: number; disabled: boolean }[];
    expect(listed.find((user) => user.id === customer.user!.id)?.disabled).toBe(true);

    const enabled = await boss.put(`/api/admin/users/${customer.user!.id}/access`, { disabled: false });
    expect(enabled.json()).toMatchObject({ disabled: false });
    expect((await ctx.visitor.post('/api/login', { username: customer.user!.username, password: TEST_PASSWORD })).statusCode).toBe(200);
    const audit = await ctx.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(customer.user!.id))))
      .orderBy(desc(auditLog.id));
    expect(audit).toEqual([
      { action: 'user.enable', actorId: boss.user!.id },
      { action: 'user.disable', actorId: boss.user!.id },
    ]);
  });

  it('refuses disabling to anyone but a super admin, and a super admin disabling themself', async () => {
    const agent = await ctx.signIn('sales_agent');
    const customer = await ctx.signIn('customer');
    expect((await agent.put(`/api/admin/users/${customer.user!.id}/access`, { disabled: true })).statusCode).toBe(403);
    expect((await customer.put(`/api/admin/users/${customer.user!.id}/access`, { disabled: true })).statusCode).toBe(403);
    const self = await boss.put(`/api/admin/users/${boss.user!.id}/access`, { disabled: true });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ message: 'You cannot disable your own account.' });
    expect((await boss.put('/api/admin/users/999999/access', { disabled: true })).statusCode).toBe(404);
    expect((await boss.put(`/api/admin/users/${customer.user!.id}/access`, { disabled: 'yes' })).statusCode).toBe(400);
    expect(await signedIn(customer)).toBe(true);
  });
});

describe('sessions end when the password changes', () => {
  it('create-admin setting a password signs the user out everywhere; the new password works', async () => {
    const agent = await ctx.signIn('sales_agent');
    const phone = await secondDevice(agent);
    expect(
      await setStaffAccount(ctx.db, { username: agent.user!.username.toUpperCase(), password: 'a-brand-new-secret', role: 'super_admin' }),
    ).toEqual({
      outcome: 'updated',
      role: 'super_admin',
    });
    expect(await signedIn(agent)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect((await ctx.visitor.post('/api/login', { username: agent.user!.username, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await ctx.visitor.post('/api/login', { username: agent.user!.username, password: 'a-brand-new-secret' })).json().role).toBe(
      'super_admin',
    );
  });

  it('endSessions can keep the session that made the change', async () => {
    const customer = await ctx.signIn('customer');
    const phone = await secondDevice(customer);
    await endSessions(ctx.db, customer.user!.id, { exceptTokenHash: hashToken(customer.cookie!) });
    expect(await signedIn(customer)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, customer.user!.id))).toHaveLength(1);
  });
});

// Guards run when a request's headers arrive, before its body is read (docs/security.md): a request sent before its
// sender was disabled or demoted, its body held back until after, must not act with the rights they lost.
describe('a request whose body arrives after its sender lost their rights', () => {
  it('changes nothing: a super admin disabled meanwhile, a sales agent made a customer meanwhile', async () => {
    const owner = await ctx.signIn('super_admin');
    const terms = { available: true, fee: '123.45', minDays: 1, maxDays: 2 };
    const setting = await owner.sendBodyLater('PUT', '/api/admin/delivery/counties/turkana', terms, async () => {
      expect((await boss.put(`/api/admin/users/${owner.user!.id}/access`, { disabled: true })).statusCode).toBe(200);
    });
    expect(setting.statusCode).toBe(401);
    expect(setting.json()).toMatchObject({ code: 'unauthorized' });
    const [turkana] = await ctx.db.select().from(deliveryRates).where(eq(deliveryRates.county, 'turkana'));
    expect(turkana?.fee).not.toBe('123.45');

    const agent = await ctx.signIn('sales_agent');
    const category = { name: 'Taa za Sola', slug: 'held-back-category' };
    const creating = await agent.sendBodyLater('POST', '/api/admin/categories', category, async () => {
      expect((await boss.patch(`/api/admin/users/${agent.user!.id}`, { role: 'customer' })).statusCode).toBe(200);
    });
    expect(creating.statusCode).toBe(401);
    expect(await ctx.db.$count(categories, eq(categories.slug, category.slug))).toBe(0);
  });
});
