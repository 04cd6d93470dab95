import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../test/test-app';

const ctx = testAppPerFile();

describe('draining before shutdown', () => {
  it('is quiet once only a load balancer probes /readyz (answered 503), and does not wait out the grace period', async () => {
    const started = Date.now();
    const drained = ctx.app.drain({ quietMs: 300, timeoutMs: 5000 });
    let probing = true;
    const statuses: number[] = [];
    const probes = (async () => {
      while (probing) {
        statuses.push((await ctx.visitor.get('/readyz')).statusCode);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await drained;
    probing = false;
    await probes;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(new Set(statuses)).toEqual(new Set([503]));
  });
});
