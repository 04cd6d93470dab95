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

  // Hooks ahead of this one (the origin check, the rate limits, the request-target check) answer some requests
  // themselves: those were never counted in, so they must not be counted out either.
  it('still waits for a request in flight after answering requests refused before they were counted', async () => {
    for (let refused = 0; refused < 3; refused++) {
      const crossSite = await ctx.visitor.post(
        '/api/login',
        { username: 'someone', password: 'secret' },
        { headers: { origin: 'https://elsewhere.example' } },
      );
      expect(crossSite.statusCode).toBe(403);
    }
    let drainedEarly = false;
    let drained!: Promise<void>;
    const answer = await ctx.visitor.sendBodyLater('POST', '/api/login', { username: 'someone', password: 'secret' }, async () => {
      drained = ctx.app.drain({ quietMs: 100, timeoutMs: 5000 });
      const timedOut = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000));
      drainedEarly = await Promise.race([drained.then(() => true), timedOut]);
    });
    expect(answer.statusCode).toBe(401);
    expect(drainedEarly).toBe(false);
    await drained;
  });
});
