import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, users } from '../db/schema';
import { registration } from '../test/registration';
import { signedInPerFile, testAppPerFile } from '../test/test-app';

// Issue 29, finding 12b: a name with a line break became a line of its own in plain-text e-mails ("Bcc: ...").
const ctx = testAppPerFile({ seed: true });
const [staff] = signedInPerFile(ctx, 'super_admin');

const BREAKS = [
  'Amina\r\nBcc: victim@example.com',
  'Amina\nBcc: victim@example.com',
  'Amina\rX',
  'Amina\u2028X',
  'Amina\u0085X',
  'Amina\u0007',
  'Amina\u001b[31m',
  // Directional overrides and isolates: "\u202Egpj.exe" shows as "exe.jpg", a name as another in staff screens.
  'Amina\u202E nimda',
  'Amina\u2066X\u2069',
  'Amina\u202AX\u202C',
];

describe('one-line fields refuse line breaks and control characters', () => {
  it.each(BREAKS)('registration refuses the first name %j, and writes no account', async (firstName) => {
    const input = registration({ firstName });
    const response = await ctx.visitor.post('/api/register', input);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'First name must be one line, without line breaks or control characters' });
    expect(await ctx.db.select().from(users).where(eq(users.username, input.username))).toEqual([]);
  });

  it('refuses a "Bcc:" line in the last name too, and still takes names with accents, apostrophes and spaces', async () => {
    const refused = await ctx.visitor.post('/api/register', registration({ lastName: 'Otieno\nBcc: victim@example.com' }));
    expect(refused.json()).toMatchObject({ message: 'Last name must be one line, without line breaks or control characters' });
    const accepted = await ctx.visitor.post('/api/register', registration({ firstName: '  Zoë Wanjirũ ', lastName: "O'Neil-Mwangi" }));
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ firstName: 'Zoë Wanjirũ', lastName: "O'Neil-Mwangi" });
    // Right-to-left names, with the marks that only say which way a neutral character reads, are names.
    const arabic = await ctx.visitor.post('/api/register', registration({ firstName: 'فاطمة\u200F', lastName: 'Hassan' }));
    expect(arabic.statusCode, arabic.body).toBe(201);
  });

  it("refuses a line break in a planner appliance's name", async () => {
    const response = await ctx.visitor.post('/api/planner', {
      appliances: [{ name: 'Fridge\nBcc: x@example.com', watts: 100, quantity: 1, hoursPerDay: 5 }],
      county: 'nairobi',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Appliance name must be one line, without line breaks or control characters' });
  });

  it("refuses line breaks in a product's and a category's name, its features and its specifications", async () => {
    const [category] = await ctx.db.select().from(categories).limit(1);
    const product = { name: 'Panel', slug: 'one-line-panel', categoryId: category!.id, price: '100.00' };
    for (const [body, message] of [
      [{ ...product, name: 'Panel\nBcc: x' }, 'Product Name must be one line, without line breaks or control characters'],
      [{ ...product, nameSw: 'Paneli\r\n' + 'x' }, 'Kiswahili name must be one line, without line breaks or control characters'],
      [{ ...product, features: ['ok', 'two\nlines'] }, 'A feature must be one line, without line breaks or control characters'],
      [{ ...product, specifications: { 'Max\nPower': '550W' } }, 'A specification name must be one line, without line breaks or control characters'],
      [{ ...product, specifications: { Power: '550\tW' } }, 'A specification value must be one line, without line breaks or control characters'],
    ] as const) {
      const response = await staff.post('/api/admin/products', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    const response = await staff.post('/api/admin/categories', { name: 'Panels\nBcc: x', slug: 'one-line-panels' });
    expect(response.json()).toMatchObject({ message: 'Category name must be one line, without line breaks or control characters' });
  });

  it('count a required one-line text of only spaces and zero-width characters as empty', async () => {
    const input = registration({ firstName: '\u200B\u200D \uFEFF' });
    const refused = await ctx.visitor.post('/api/register', input);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'firstName', code: 'first_name_required', message: 'First name is required' });
    expect(await ctx.db.select().from(users).where(eq(users.username, input.username))).toEqual([]);
    const [category] = await ctx.db.select().from(categories).limit(1);
    const product = { name: 'Panel', slug: 'zero-width-panel', categoryId: category!.id, price: '100.00' };
    for (const [body, code] of [
      [{ ...product, name: '\u200B' }, 'product_name_required'],
      [{ ...product, features: ['ok', '\u2060\u200C'] }, 'feature_empty'],
      [{ ...product, specifications: { '\u200B': '550W' } }, 'spec_name_empty'],
    ] as const) {
      const response = await staff.post('/api/admin/products', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code });
    }
  });
});
