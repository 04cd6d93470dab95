import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../db/schema';
import { createTestApp, type Client, type TestContext } from '../test/test-app';
import { auditRows, insertCategory, insertProduct, unique } from '../test/staff-fixtures';

let ctx: TestContext;
let staff: Client;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  staff = await ctx.signIn('sales_agent');
});
afterAll(() => ctx.close());

const categoryCount = async () => (await ctx.db.select({ value: count() }).from(categories))[0]!.value;

describe('GET /api/admin/categories', () => {
  it('lists every category by name with its product count', async () => {
    const empty = await insertCategory(ctx.db, 'AAA Empty');
    const response = await staff.get('/api/admin/categories');
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number; name: string; slug: string; productCount: number }[];
    expect(list.map((category) => category.name)).toEqual([...list.map((category) => category.name)].sort());
    expect(list.find((category) => category.id === empty.id)).toEqual({
      id: empty.id,
      name: 'AAA Empty',
      nameSw: null,
      slug: empty.slug,
      productCount: 0,
    });
    const panels = list.find((category) => category.slug === 'solar-panels')!;
    expect(panels.productCount).toBeGreaterThan(0);
    const added = await insertProduct(ctx.db, panels.id);
    const again = (await staff.get('/api/admin/categories')).json() as typeof list;
    expect(again.find((category) => category.id === panels.id)!.productCount).toBe(panels.productCount + 1);
    expect(added.categoryId).toBe(panels.id);
  });
});

describe('POST /api/admin/categories', () => {
  it('creates a category, answers it with no products, and records it', async () => {
    const input = { name: '  Mounting Kits ', slug: unique('mounting-kits') };
    const response = await staff.post('/api/admin/categories', input);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({ id: expect.any(Number), name: 'Mounting Kits', nameSw: null, slug: input.slug, productCount: 0 });
    expect(await auditRows(ctx.db, 'category', created.id)).toEqual([
      expect.objectContaining({
        actorId: staff.user!.id,
        action: 'category.create',
        details: { name: 'Mounting Kits', nameSw: null, slug: input.slug },
      }),
    ]);
  });

  it('creates a category with a Kiswahili name, trimmed, which shoppers get with it', async () => {
    const input = { name: 'Mounting Rails', nameSw: '  Vifaa vya Kufunga ', slug: unique('mounting-kits-sw') };
    const response = await staff.post('/api/admin/categories', input);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({ id: expect.any(Number), name: 'Mounting Rails', nameSw: 'Vifaa vya Kufunga', slug: input.slug, productCount: 0 });
    expect((await auditRows(ctx.db, 'category', created.id))[0]).toMatchObject({ details: { nameSw: 'Vifaa vya Kufunga' } });
    const shown = (await ctx.visitor.get('/api/categories')).json() as { id: number; nameSw: string | null }[];
    expect(shown.find((category) => category.id === created.id)?.nameSw).toBe('Vifaa vya Kufunga');
  });

  it('takes a blank Kiswahili name as none', async () => {
    const response = await staff.post('/api/admin/categories', { name: 'Cables', nameSw: '   ', slug: unique('cables') });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Cables', nameSw: null });
  });

  it.each([
    [{ slug: 'no-name' }, 'Category name is required'],
    [{ name: ' ', slug: 'blank-name' }, 'Category name is required'],
    [{ name: 'No slug' }, 'URL Slug is required'],
    [{ name: 'Bad', slug: 'Bad Slug' }, 'Slug may contain only lowercase letters, digits and hyphens'],
    [{ name: 'Extra', slug: 'extra', icon: 'x' }, 'Unrecognized key: "icon"'],
    [{ name: 'Long', nameSw: 'n'.repeat(101), slug: 'long-sw' }, 'Kiswahili name must be at most 100 characters'],
    [{ name: 'Number', nameSw: 5, slug: 'number-sw' }, 'Kiswahili name must be text'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const before = await categoryCount();
    const response = await staff.post('/api/admin/categories', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await categoryCount()).toBe(before);
  });

  // Zero-width characters take no room: a Kiswahili name of nothing else is blank, and blank is none (docs/product.md,
  // "Text fields"); an English name of nothing else is missing.
  it('takes a Kiswahili name of only zero-width characters as none, and refuses such an English name', async () => {
    const response = await staff.post('/api/admin/categories', { name: 'Fuses', nameSw: '\u200B\u200D\uFEFF', slug: unique('fuses') });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Fuses', nameSw: null });
    const before = await categoryCount();
    const invisible = await staff.post('/api/admin/categories', { name: '\u200B\u2060', slug: unique('invisible') });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json()).toMatchObject({ code: 'category_name_required' });
    expect(await categoryCount()).toBe(before);
  });

  // Two categories of one name would be two identical links in the menus and two identical boxes in the filters.
  it('refuses the name of another category, in any letter case, in English and in Kiswahili, with 409', async () => {
    expect(
      (await staff.post('/api/admin/categories', { name: 'Surge Protectors', nameSw: 'Vizuia Mawimbi', slug: unique('surge') })).statusCode,
    ).toBe(201);
    const before = await categoryCount();
    const english = await staff.post('/api/admin/categories', { name: 'surge PROTECTORS', slug: unique('surge-again') });
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({ message: 'A category with this name already exists', code: 'category_name_taken' });
    const swahili = await staff.post(
      '/api/admin/categories',
      { name: 'Lightning Arrestors', nameSw: 'vizuia mawimbi', slug: unique('arrestors') },
      { headers: { 'accept-language': 'sw' } },
    );
    expect(swahili.statusCode).toBe(409);
    expect(swahili.json()).toEqual({ message: 'Tayari kuna kundi lenye jina hili la Kiswahili', code: 'sw_category_name_taken' });
    expect(await categoryCount()).toBe(before);
  });

  it('creates one of two categories of one name sent at once', async () => {
    const before = await categoryCount();
    const answers = await Promise.all(
      ['Isolators', 'ISOLATORS'].map((name) => staff.post('/api/admin/categories', { name, slug: unique('isolators') })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ code: 'category_name_taken' });
    expect(await categoryCount()).toBe(before + 1);
  });

  it('refuses a taken slug with 409', async () => {
    const before = await categoryCount();
    const response = await staff.post('/api/admin/categories', { name: 'Panels again', slug: 'solar-panels' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'A category with this slug already exists' });
    expect(await categoryCount()).toBe(before);
  });
});

describe('PATCH /api/admin/categories/:id', () => {
  it('renames a category and keeps its product count', async () => {
    const category = await insertCategory(ctx.db, 'Old Name');
    await insertProduct(ctx.db, category.id);
    const slug = unique('new-name');
    const response = await staff.patch(`/api/admin/categories/${category.id}`, { name: 'New Name', slug });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: category.id, name: 'New Name', nameSw: null, slug, productCount: 1 });
    const [audit] = await auditRows(ctx.db, 'category', category.id);
    expect(audit).toMatchObject({
      action: 'category.update',
      details: { from: { name: 'Old Name', slug: category.slug }, to: { name: 'New Name', slug } },
    });
  });

  it('gives a category a Kiswahili name, and an edit without it takes it away', async () => {
    const category = await insertCategory(ctx.db, 'Brackets');
    const named = await staff.patch(`/api/admin/categories/${category.id}`, { name: 'Brackets', nameSw: 'Vishikio', slug: category.slug });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ name: 'Brackets', nameSw: 'Vishikio' });
    const [audit] = await auditRows(ctx.db, 'category', category.id);
    expect(audit).toMatchObject({ details: { from: { nameSw: null }, to: { nameSw: 'Vishikio' } } });
    // Like every field of an edit, one left out is replaced: the form always sends it.
    const cleared = await staff.patch(`/api/admin/categories/${category.id}`, { name: 'Brackets', slug: category.slug });
    expect(cleared.json()).toMatchObject({ nameSw: null });
  });

  it('keeps its own slug, refuses another category slug with 409', async () => {
    const category = await insertCategory(ctx.db, 'Keeper');
    expect((await staff.patch(`/api/admin/categories/${category.id}`, { name: 'Keeper 2', slug: category.slug })).statusCode).toBe(200);
    const taken = await staff.patch(`/api/admin/categories/${category.id}`, { name: 'Thief', slug: 'accessories' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'A category with this slug already exists' });
    const [row] = await ctx.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row).toMatchObject({ name: 'Keeper 2', slug: category.slug });
  });

  it("refuses another category's name with 409 and changes nothing, while keeping its own in another case", async () => {
    const category = await insertCategory(ctx.db, 'Junction Boxes');
    const renamed = await staff.patch(`/api/admin/categories/${category.id}`, { name: 'JUNCTION boxes', slug: category.slug });
    expect(renamed.statusCode).toBe(200);
    const taken = await staff.patch(`/api/admin/categories/${category.id}`, { name: 'solar panels', slug: category.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'category_name_taken' });
    const [row] = await ctx.db.select().from(categories).where(eq(categories.id, category.id));
    expect(row).toMatchObject({ name: 'JUNCTION boxes', slug: category.slug });
    expect(await auditRows(ctx.db, 'category', category.id)).toHaveLength(1);
  });

  it('answers 404 for a missing category', async () => {
    const response = await staff.patch('/api/admin/categories/999999', { name: 'Ghost', slug: 'ghost' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Category not found' });
  });
});

describe('DELETE /api/admin/categories/:id', () => {
  it('deletes an empty category and records it', async () => {
    const category = await insertCategory(ctx.db, 'Short-lived');
    const response = await staff.delete(`/api/admin/categories/${category.id}`);
    expect(response.statusCode).toBe(204);
    expect(await ctx.db.select().from(categories).where(eq(categories.id, category.id))).toEqual([]);
    expect((await auditRows(ctx.db, 'category', category.id)).map((row) => row.action)).toEqual(['category.delete']);
  });

  it('refuses a category that still has products with 409 and keeps it', async () => {
    const category = await insertCategory(ctx.db, 'Busy');
    await insertProduct(ctx.db, category.id);
    await insertProduct(ctx.db, category.id);
    const response = await staff.delete(`/api/admin/categories/${category.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'This category still has 2 products. Move or delete them first.',
      code: 'category_has_products',
      params: { count: 2 },
    });
    expect(await ctx.db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(1);
    expect(await auditRows(ctx.db, 'category', category.id)).toEqual([]);
  });

  it('says "1 product" for one', async () => {
    const category = await insertCategory(ctx.db, 'Single');
    await insertProduct(ctx.db, category.id);
    expect((await staff.delete(`/api/admin/categories/${category.id}`)).json()).toEqual({
      message: 'This category still has 1 product. Move or delete them first.',
      code: 'category_has_one_product',
    });
  });

  it('answers 404 for a missing category', async () => {
    const response = await staff.delete('/api/admin/categories/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Category not found' });
  });
});
