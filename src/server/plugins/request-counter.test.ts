import { describe, expect, it } from 'vitest';
import { RequestCounter } from './request-counter';

describe('RequestCounter', () => {
  it('allows max requests per key in a window, then says how long until the window ends', () => {
    const counter = new RequestCounter(3, 60_000, 100);
    expect([1000, 2000, 3000].map((now) => counter.count('10.0.0.1', now))).toEqual([0, 0, 0]);
    expect(counter.count('10.0.0.1', 4000)).toBe(57_000);
    expect(counter.count('10.0.0.2', 4000)).toBe(0);
  });

  it('starts a fresh window once the old one has ended', () => {
    const counter = new RequestCounter(1, 60_000, 100);
    counter.count('a', 0);
    expect(counter.count('a', 59_999)).toBe(1);
    expect(counter.count('a', 60_000)).toBe(0);
    expect(counter.count('a', 60_001)).toBe(59_999);
  });

  it('forgets the least recently seen keys beyond its capacity', () => {
    const counter = new RequestCounter(1, 60_000, 2);
    counter.count('a', 0);
    counter.count('b', 0);
    counter.count('a', 1);
    counter.count('c', 2);
    // 'a' was seen after 'b', so 'b' made room for 'c': 'a' is still over its limit, 'b' starts again.
    expect(counter.count('a', 3)).toBeGreaterThan(0);
    expect(counter.count('b', 3)).toBe(0);
  });
});
