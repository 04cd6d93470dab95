import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, reviews } from '../db/schema';
import { testAppPerFile } from '../test/test-app';
import { shopPerFile, snapshot } from '../test/sweep-fixtures';

// Multi-line texts refuse what one-line fields refuse but the line breaks and tabs (docs/product.md, "Text fields"):
// an address, a comment, a claim or a staff note with "\u202E" showed as other text on staff screens, e-mails and
// documents; and a required text of zero-width spaces was taken as written. Every field: shared/schemas/multi-line-fields.test.ts.
const ctx = testAppPerFile({ seed: true });
const shop = shopPerFile(ctx);

describe('multi-line fields over the API', () => {
  it('refuse control characters and direction overrides, in the asker’s language, and change nothing', async () => {
    const before = await snapshot(ctx);
    const refusals = [
      [
        shop.owner.post('/api/orders', { deliveryAddress: 'Plot 12, Ngong Road\u0007\nNairobi', phoneNumber: '0712345678' }),
        'deliveryAddress',
        'delivery_address_control_characters',
      ],
      [shop.owner.patch(`/api/reviews/${shop.reviewId}`, { comment: 'Great panel \u202Ekrow ton seod' }), 'comment', 'comment_control_characters'],
      [
        shop.owner.patch('/api/profile', { deliveryAddress: 'Plot 12,\u000B Ngong Road, Nairobi' }),
        'deliveryAddress',
        'delivery_address_control_characters',
      ],
      [
        shop.owner.post(`/api/orders/${shop.orderNumber}/claims`, { orderItemId: shop.claimLineId, problem: 'It stopped \u2066working\u2069' }),
        'problem',
        'claim_problem_control_characters',
      ],
      [shop.staff.post(`/api/admin/reviews/${shop.reviewId}/hide`, { reason: 'Spam\u001b[2J' }), 'reason', 'reason_control_characters'],
      [
        shop.staff.post(`/api/admin/claims/${shop.claimId}/status`, { status: 'inspecting', note: 'Checked\u0000' }),
        // NUL is refused before validation, by the input hygiene (docs/security.md).
        undefined,
        undefined,
      ],
      [
        shop.staff.post(`/api/admin/claims/${shop.claimId}/status`, { status: 'inspecting', note: 'Checked\u007F' }),
        'note',
        'claim_note_control_characters',
      ],
    ] as const;
    for (const [request, field, code] of refusals) {
      const response = await request;
      expect(response.statusCode, response.body).toBe(400);
      if (field)
        expect(response.json()).toMatchObject({
          field,
          code,
          message: expect.stringMatching(/must not contain control characters \(line breaks are fine\)$/),
        });
    }
    expect(await snapshot(ctx)).toBe(before);
  });

  it('answer in Kiswahili when asked', async () => {
    const response = await shop.owner.request({
      method: 'PATCH',
      url: `/api/reviews/${shop.reviewId}`,
      payload: { comment: 'Nzuri\u202E' },
      headers: { 'accept-language': 'sw' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'comment_control_characters',
      message: 'Maoni yasiwe na herufi za udhibiti (kuvunja mstari ni sawa)',
    });
  });

  it('keep line breaks, tabs and direction marks, and take a text of zero-width characters as empty', async () => {
    const comment = 'Works well.\r\nInstalled by:\tJuma\nشكرا\u200F';
    const kept = await shop.owner.patch(`/api/reviews/${shop.reviewId}`, { comment });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().comment).toBe(comment);
    const blank = await shop.owner.patch(`/api/reviews/${shop.reviewId}`, { comment: '\u200B\u200B \u2060\uFEFF' });
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json().comment).toBeNull();
    const [stored] = await ctx.db.select({ comment: reviews.comment }).from(reviews).where(eq(reviews.id, shop.reviewId));
    expect(stored!.comment).toBeNull();

    const ordersBefore = await ctx.db.$count(orders);
    const problem = await shop.owner.post(`/api/orders/${shop.orderNumber}/claims`, { orderItemId: shop.claimLineId, problem: '\u200B\u200C\u200D' });
    expect(problem.statusCode).toBe(400);
    expect(problem.json()).toMatchObject({ field: 'problem', code: 'claim_problem_required' });
    const hidden = await shop.staff.post(`/api/admin/reviews/${shop.reviewId}/hide`, { reason: '\u200B' });
    expect(hidden.json()).toMatchObject({ field: 'reason', code: 'hide_reason_required' });
    const address = await shop.owner.post('/api/orders', { deliveryAddress: '\u200B'.repeat(40), phoneNumber: '0712345678' });
    expect(address.json()).toMatchObject({ field: 'deliveryAddress', code: 'delivery_address_required' });
    expect(await ctx.db.$count(orders)).toBe(ordersBefore);
  });

  // Trimming read a run of spaces inside a text once for each of its spaces: a 200 KB comment held the process for
  // minutes (the length check comes after the trim).
  it('read a long run of spaces inside a text at once', async () => {
    const comment = `a${' '.repeat(400_000)}b`;
    const started = performance.now();
    const response = await shop.owner.patch(`/api/reviews/${shop.reviewId}`, { comment });
    expect(response.json()).toMatchObject({ field: 'comment', code: 'comment_too_long' });
    expect(performance.now() - started).toBeLessThan(2000);
  }, 20_000);
});
