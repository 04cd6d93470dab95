import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, signedInPerFile, testAppPerFile } from '../test/test-app';
import { auditRows } from '../test/staff-fixtures';

const ctx = testAppPerFile();
const [boss, agent] = signedInPerFile(ctx, 'super_admin', 'sales_agent');

const roleOf = async (id: number) => (await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;

describe('GET /api/admin/users', () => {
  it('lists users newest first with their join date, never a password hash', async () => {
    const customer = await ctx.signIn('customer');
    const response = await agent.get('/api/admin/users');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Record<string, unknown>[];
    expect(list[0]).toEqual({
      id: customer.user!.id,
      username: customer.user!.username,
      role: 'customer',
      firstName: 'Test',
      lastName: 'customer',
      email: `${customer.user!.username}@example.com`,
      emailVerified: true,
      phoneNumber: null,
      deliveryAddress: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      disabled: false,
      erased: false,
    });
    expect(response.body).not.toMatch(/scrypt|passwordHash|password_hash/);
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('lets a super admin make a customer a sales agent, who can then use the admin API', async () => {
    const customer = await ctx.signIn('customer');
    expect((await customer.get('/api/admin/products')).statusCode).toBe(403);
    const response = await boss.patch(`/api/admin/users/${customer.user!.id}`, { role: 'sales_agent' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: customer.user!.id, role: 'sales_agent' });
    expect(response.body).not.toMatch(/scrypt/);
    expect((await customer.get('/api/admin/products')).statusCode).toBe(200);
    expect(await auditRows(ctx.db, 'user', customer.user!.id)).toEqual([
      expect.objectContaining({
        actorId: boss.user!.id,
        action: 'user.role',
        details: { username: customer.user!.username, from: 'customer', to: 'sales_agent' },
      }),
    ]);
  });

  it('refuses a sales agent with 403 and changes nothing', async () => {
    const customer = await ctx.signIn('customer');
    const response = await agent.patch(`/api/admin/users/${customer.user!.id}`, { role: 'super_admin' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Only a super admin can do this' });
    expect(await roleOf(customer.user!.id)).toBe('customer');
    const self = await agent.patch(`/api/admin/users/${agent.user!.id}`, { role: 'super_admin' });
    expect(self.statusCode).toBe(403);
    expect(await roleOf(agent.user!.id)).toBe('sales_agent');
  });

  it('answers the user unchanged (and records nothing) when the role is already set', async () => {
    const customer = await ctx.signIn('customer');
    const response = await boss.patch(`/api/admin/users/${customer.user!.id}`, { role: 'customer' });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('customer');
    expect(await auditRows(ctx.db, 'user', customer.user!.id)).toEqual([]);
  });

  it('answers 404 for a missing user and 400 for an unknown role', async () => {
    expect((await boss.patch('/api/admin/users/999999', { role: 'customer' })).json()).toMatchObject({ message: 'User not found' });
    const bad = await boss.patch(`/api/admin/users/${agent.user!.id}`, { role: 'admin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Unknown role' });
  });
});

describe('the last super admin', () => {
  it('cannot be demoted, even by themselves; with two, one can go', async () => {
    const own = await createTestApp();
    try {
      const first = await own.signIn('super_admin');
      const refused = await first.patch(`/api/admin/users/${first.user!.id}`, { role: 'customer' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: 'The last super admin cannot be demoted. Make another user a super admin first.' });
      const second = await own.signIn('super_admin');
      expect((await second.patch(`/api/admin/users/${first.user!.id}`, { role: 'sales_agent' })).statusCode).toBe(200);
      const last = await second.patch(`/api/admin/users/${second.user!.id}`, { role: 'sales_agent' });
      expect(last.statusCode).toBe(409);
      const [row] = await own.db.select({ role: users.role }).from(users).where(eq(users.id, second.user!.id));
      expect(row!.role).toBe('super_admin');
    } finally {
      await own.close();
    }
  });

  it('survives two super admins demoting each other at the same moment', async () => {
    const own = await createTestApp();
    try {
      const [a, b] = await Promise.all([own.signIn('super_admin'), own.signIn('super_admin')]);
      const responses = await Promise.all([
        a.patch(`/api/admin/users/${b.user!.id}`, { role: 'customer' }),
        b.patch(`/api/admin/users/${a.user!.id}`, { role: 'customer' }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const remaining = await own.db.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin'));
      expect(remaining).toHaveLength(1);
    } finally {
      await own.close();
    }
  });

  // The guard runs before the body is read (docs/product.md, "Roles and permissions"): a super admin's request sent
  // before they lost the role, its body held back, must not act with the role they no longer have.
  describe('a request whose body arrives after its sender lost the role', () => {
    it('is refused: a disabled super admin cannot disable the last enabled one, demoted cannot promote', async () => {
      const own = await createTestApp();
      try {
        const [a, b] = await Promise.all([own.signIn('super_admin'), own.signIn('super_admin')]);
        const customer = await own.signIn('customer');
        const disabling = await b.sendBodyLater('PUT', `/api/admin/users/${a.user!.id}/access`, { disabled: true }, async () => {
          expect((await a.put(`/api/admin/users/${b.user!.id}/access`, { disabled: true })).statusCode).toBe(200);
        });
        expect(disabling.statusCode).toBe(403);
        expect(disabling.json()).toEqual({ message: 'Only a super admin can do this', code: 'super_admin_only' });
        const [row] = await own.db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, a.user!.id));
        expect(row!.disabledAt).toBeNull();

        const c = await own.signIn('super_admin');
        const promoting = await c.sendBodyLater('PATCH', `/api/admin/users/${customer.user!.id}`, { role: 'super_admin' }, async () => {
          expect((await a.patch(`/api/admin/users/${c.user!.id}`, { role: 'sales_agent' })).statusCode).toBe(200);
        });
        expect(promoting.statusCode).toBe(403);
        const [customerRow] = await own.db.select({ role: users.role }).from(users).where(eq(users.id, customer.user!.id));
        expect(customerRow!.role).toBe('customer');
      } finally {
        await own.close();
      }
    });
  });
});
