import { describe, expect, it } from 'vitest';
import { canMoveClaim, CLAIM_STATUSES, warrantyEnd } from './warranty';

describe('warrantyEnd', () => {
  it.each([
    // Delivered (UTC instant), months, last day covered (Nairobi), the instant cover ends (midnight Nairobi after it).
    ['2025-03-05T09:00:00Z', 12, '2026-03-05', '2026-03-05T21:00:00.000Z'],
    ['2025-03-05T09:00:00Z', 0, '2025-03-05', '2025-03-05T21:00:00.000Z'],
    // 22:30 UTC is already the next day in Nairobi.
    ['2025-03-04T22:30:00Z', 1, '2025-04-05', '2025-04-05T21:00:00.000Z'],
    // A day the later month lacks: its last day.
    ['2024-01-31T08:00:00Z', 1, '2024-02-29', '2024-02-29T21:00:00.000Z'],
    ['2023-08-31T08:00:00Z', 6, '2024-02-29', '2024-02-29T21:00:00.000Z'],
    ['2025-11-15T08:00:00Z', 144, '2037-11-15', '2037-11-15T21:00:00.000Z'],
  ])('delivered %s with %i months: covered to the end of %s', (delivered, months, lastDay, endsAt) => {
    expect(warrantyEnd(new Date(delivered), months)).toEqual({ lastDay, endsAt: new Date(endsAt) });
  });
});

describe('the claim workflow', () => {
  it('goes received → inspecting → approved or rejected → closed, and nowhere else', () => {
    const allowed = CLAIM_STATUSES.flatMap((from) => CLAIM_STATUSES.filter((to) => canMoveClaim(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual(['received→inspecting', 'inspecting→approved', 'inspecting→rejected', 'approved→closed', 'rejected→closed']);
  });
});
