import { describe, expect, it } from 'vitest';
import { backups } from '../db/schema';
import { createTestApp } from '../test/test-app';

// Issue 33: the owner sees the last backup on the dashboard, and is warned when it failed or is too old.
const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

describe('GET /api/admin/backups/status', () => {
  it('says when there has been none, and warns only when the shop is meant to take them', async () => {
    for (const [env, warning] of [
      [{}, 'none'],
      [{ BACKUP_EVERY_HOURS: '6' }, 'never'],
    ] as const) {
      const ctx = await createTestApp({ env });
      try {
        const owner = await ctx.signIn('super_admin');
        const response = await owner.get('/api/admin/backups/status');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ everyHours: 'BACKUP_EVERY_HOURS' in env ? 6 : null, latest: null, latestOk: null, warning });
      } finally {
        await ctx.close();
      }
    }
  });

  it('shows the latest and the latest good backup, and warns when the latest failed or the good one is twice the interval old', async () => {
    const ctx = await createTestApp({ env: { BACKUP_EVERY_HOURS: '6' } });
    try {
      const owner = await ctx.signIn('super_admin');
      const status = async () => (await owner.get('/api/admin/backups/status')).json();
      await ctx.db
        .insert(backups)
        .values({ startedAt: ago(5), finishedAt: ago(5), trigger: 'schedule', status: 'ok', file: 'a.tar', sizeBytes: 12_345 });
      expect(await status()).toMatchObject({ warning: 'none', latest: { status: 'ok', sizeBytes: 12_345, trigger: 'schedule' } });

      await ctx.db
        .insert(backups)
        .values({ startedAt: ago(1), finishedAt: ago(1), trigger: 'schedule', status: 'failed', error: 'ENOSPC: no space left on device' });
      expect(await status()).toMatchObject({
        warning: 'failed',
        latest: { status: 'failed', error: 'ENOSPC: no space left on device' },
        latestOk: { status: 'ok', sizeBytes: 12_345 },
      });

      await ctx.db.insert(backups).values({ startedAt: ago(0.5), trigger: 'command', status: 'running' });
      // A good backup 5 hours old is within twice the 6-hour interval; one 13 hours old is not.
      expect((await status()).warning).toBe('none');
      await ctx.db.update(backups).set({ startedAt: ago(13) });
      expect((await status()).warning).toBe('stale');
    } finally {
      await ctx.close();
    }
  });

  it('is for super admins only', async () => {
    const ctx = await createTestApp();
    try {
      expect((await (await ctx.signIn('sales_agent')).get('/api/admin/backups/status')).statusCode).toBe(403);
      expect((await (await ctx.signIn()).get('/api/admin/backups/status')).statusCode).toBe(403);
      expect((await ctx.visitor.get('/api/admin/backups/status')).statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });
});
