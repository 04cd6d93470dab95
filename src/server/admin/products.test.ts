import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products } from '../db/schema';
import { signedInPerFile, testAppPerFile } from '../test/test-app';
import { auditRows, insertCategory, insertOrder, unique } from '../test/staff-fixtures';

const ctx = testAppPerFile();
const [staff] = signedInPerFile(ctx, 'sales_agent');
let categoryId: number;
let otherCategoryId: number;
beforeAll(async () => {
  categoryId = (await insertCategory(ctx.db, 'Solar Panels')).id;
  otherCategoryId = (await insertCategory(ctx.db, 'Batteries')).id;
});

const productInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jinko Tiger Neo 550W',
  slug: unique('jinko-550w'),
  categoryId,
  price: '23500.50',
  description: 'N-type mono bifacial panel',
  images: ['/objects/uploads/abcdefgh12345678', '/objects/uploads/ijklmnop_-876543'],
  features: ['30-year linear warranty', 'Bifacial gain up to 25%'],
  specifications: { 'Max Power': '550W', Efficiency: '21.3%' },
  stockStatus: 'low_stock',
  isFeatured: true,
  isNew: true,
  ...overrides,
});

const productCount = async () => (await ctx.db.select({ value: count() }).from(products))[0]!.value;

async function create(overrides: Record<string, unknown> = {}) {
  const response = await staff.post('/api/admin/products', productInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('POST /api/admin/products', () => {
  it('creates a product with every field and answers it', async () => {
    const input = productInput();
    const response = await staff.post('/api/admin/products', input);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ...input, id: expect.any(Number), createdAt: expect.any(String), updatedAt: expect.any(String) });
  });

  it('applies the defaults: in stock, not featured, not new, no images, features or specifications, blank description is null', async () => {
    const {
      description: _d,
      images: _i,
      features: _f,
      specifications: _s,
      stockStatus: _st,
      isFeatured: _if,
      isNew: _in,
      ...required
    } = productInput();
    const response = await staff.post('/api/admin/products', { ...required, description: '   ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      description: null,
      images: [],
      features: [],
      specifications: {},
      stockStatus: 'in_stock',
      isFeatured: false,
      isNew: false,
    });
  });

  it('keeps the Kiswahili name, description, key features and specifications, each optional; blank or empty is none', async () => {
    const kiswahili = {
      nameSw: 'Paneli ya Sola Jinko Tiger Neo 550W',
      descriptionSw: 'Paneli ya N-type yenye nguvu kubwa',
      featuresSw: ['Waranti ya miaka 30', 'Pande mbili'],
      specificationsSw: { 'Nguvu ya Juu': '550W', Ufanisi: '21.3%' },
    };
    expect(await create(kiswahili)).toMatchObject(kiswahili);
    expect(await create({ nameSw: ' Paneli ya Sola  ' })).toMatchObject({
      nameSw: 'Paneli ya Sola',
      descriptionSw: null,
      featuresSw: null,
      specificationsSw: null,
    });
    expect(await create({ featuresSw: [] })).toMatchObject({ featuresSw: null });
    expect(await create()).toMatchObject({ nameSw: null, descriptionSw: null, specificationsSw: null });
    expect(await create({ nameSw: '  ', descriptionSw: '', specificationsSw: {} })).toMatchObject({
      nameSw: null,
      descriptionSw: null,
      specificationsSw: null,
    });
    expect(await create({ nameSw: null, descriptionSw: null, specificationsSw: null })).toMatchObject({
      nameSw: null,
      descriptionSw: null,
      specificationsSw: null,
    });
  });

  it.each([
    ['23500.50', '23500.50'],
    [23500.5, '23500.50'],
    [100, '100.00'],
    ['0.01', '0.01'],
    [' 42.5 ', '42.50'],
  ])('accepts the price %j and answers %j', async (price, expected) => {
    expect((await create({ price })).price).toBe(expected);
  });

  it.each([
    [{ name: undefined }, 'Product Name is required'],
    [{ name: '  ' }, 'Product Name is required'],
    [{ slug: undefined }, 'URL Slug is required'],
    [{ slug: 'Solar Panel' }, 'Slug may contain only lowercase letters, digits and hyphens'],
    [{ slug: 'UPPER-case' }, 'Slug may contain only lowercase letters, digits and hyphens'],
    [{ slug: 'double--hyphen' }, 'Slug may contain only lowercase letters, digits and hyphens'],
    [{ slug: '-leading' }, 'Slug may contain only lowercase letters, digits and hyphens'],
    [{ categoryId: undefined }, 'Category is required'],
    [{ categoryId: '1' }, 'Category must be a number'],
    [{ price: undefined }, 'Price is required'],
    [{ price: 0 }, 'Price must be a positive amount with at most two decimals'],
    [{ price: '0.00' }, 'Price must be a positive amount with at most two decimals'],
    [{ price: -5 }, 'Price must be a positive amount with at most two decimals'],
    [{ price: '12.345' }, 'Price must be a positive amount with at most two decimals'],
    [{ price: 'KSh 100' }, 'Price must be a positive amount with at most two decimals'],
    [{ images: Array.from({ length: 6 }, (_, i) => `/objects/uploads/image000${i}`) }, 'You can only upload up to 5 images'],
    [{ images: ['https://evil.example/x.png'] }, 'Images must be uploaded files (/objects/uploads/...)'],
    [{ images: ['/objects/uploads/../../etc/passwd'] }, 'Images must be uploaded files (/objects/uploads/...)'],
    [{ features: [''] }, 'Features must not be empty'],
    [{ specifications: { Power: 550 } }, 'Invalid input: expected string, received number'],
    [{ specifications: { '  ': '550W' } }, 'Specification names must not be empty'],
    [{ stockStatus: 'sold_out' }, 'Stock must be one of in_stock, low_stock, out_of_stock'],
    [{ isFeatured: 'yes' }, 'isFeatured must be true or false'],
    [{ isNew: 1 }, 'isNew must be true or false'],
    [{ rating: 5 }, 'Unrecognized key: "rating"'],
    [{ nameSw: 'x'.repeat(201) }, 'Kiswahili name must be at most 200 characters'],
    [{ nameSw: 5 }, 'Kiswahili name must be text'],
    [{ descriptionSw: 'x'.repeat(10_001) }, 'Kiswahili description must be at most 10000 characters'],
    [{ specificationsSw: { ' ': 'Kilo 32' } }, 'Kiswahili specification names must not be empty'],
    [{ specificationsSw: { ['x'.repeat(101)]: 'Kilo 32' } }, 'A Kiswahili specification name must be at most 100 characters'],
    [{ specificationsSw: { Uzito: 'x'.repeat(301) } }, 'A Kiswahili specification value must be at most 300 characters'],
    [{ specificationsSw: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`Sifa ${i}`, 'x'])) }, 'At most 50 Kiswahili specifications'],
    [{ specificationsSw: { Uzito: 32 } }, 'Invalid input: expected string, received number'],
    [{ featuresSw: [' '] }, 'Kiswahili features must not be empty'],
    [{ featuresSw: ['x'.repeat(301)] }, 'A Kiswahili feature must be at most 300 characters'],
    [{ featuresSw: Array.from({ length: 31 }, (_, i) => `Sifa ${i}`) }, 'At most 30 Kiswahili features'],
  ])('refuses %j with 400 "%s" and creates nothing', async (overrides, message) => {
    const before = await productCount();
    const response = await staff.post('/api/admin/products', productInput(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await productCount()).toBe(before);
  });

  it('keeps up to five images and accepts the demo catalogue pictures', async () => {
    const images = [...Array.from({ length: 4 }, (_, i) => `/objects/uploads/image000${i}`), '/images/products/solar-panel-mono.svg'];
    expect((await create({ images })).images).toEqual(images);
  });

  it('refuses a category that does not exist with 400', async () => {
    const before = await productCount();
    const response = await staff.post('/api/admin/products', productInput({ categoryId: 999999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Category does not exist' });
    expect(await productCount()).toBe(before);
  });

  it('refuses a taken slug with 409 and leaves the first product alone', async () => {
    const first = await create();
    const response = await staff.post('/api/admin/products', productInput({ slug: first.slug, name: 'Impostor' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'A product with this slug already exists' });
    const rows = await ctx.db.select().from(products).where(eq(products.slug, first.slug));
    expect(rows.map((row) => row.name)).toEqual([first.name]);
  });

  it('records who created it in the audit log', async () => {
    const product = await create();
    const rows = await auditRows(ctx.db, 'product', product.id);
    expect(rows).toEqual([
      expect.objectContaining({ actorId: staff.user!.id, action: 'product.create', details: { name: product.name, slug: product.slug } }),
    ]);
  });
});

describe('GET /api/admin/products', () => {
  it('lists every product, newest first, in the product shape', async () => {
    const older = await create({ stockStatus: 'out_of_stock' });
    const newer = await create();
    const response = await staff.get('/api/admin/products');
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number }[];
    expect(list.length).toBe(await productCount());
    const ids = list.map((product) => product.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((product) => product.id === older.id)).toEqual(older);
  });
});

describe('PATCH /api/admin/products/:id', () => {
  it('replaces the fields, bumps updatedAt and keeps createdAt', async () => {
    const product = await create();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const input = productInput({ slug: product.slug, price: 19999, categoryId: otherCategoryId, isFeatured: false, images: [], description: '' });
    const response = await staff.patch(`/api/admin/products/${product.id}`, input);
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      id: product.id,
      price: '19999.00',
      categoryId: otherCategoryId,
      isFeatured: false,
      images: [],
      description: null,
    });
    expect(updated.createdAt).toBe(product.createdAt);
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(product.updatedAt).getTime());
    const [audit] = (await auditRows(ctx.db, 'product', product.id)).filter((row) => row.action === 'product.update');
    expect(audit).toMatchObject({
      actorId: staff.user!.id,
      details: { slug: product.slug, changes: ['categoryId', 'price', 'description', 'images', 'isFeatured'] },
    });
  });

  it('replaces the Kiswahili content too, and audits which of it changed', async () => {
    const product = await create({ nameSw: 'Paneli ya Sola', specificationsSw: { Uzito: 'Kilo 32' } });
    const response = await staff.patch(
      `/api/admin/products/${product.id}`,
      productInput({ slug: product.slug, nameSw: 'Paneli ya Sola 550W', specificationsSw: { Uzito: 'Kilo 32' } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ nameSw: 'Paneli ya Sola 550W', descriptionSw: null, specificationsSw: { Uzito: 'Kilo 32' } });
    const [audit] = (await auditRows(ctx.db, 'product', product.id)).filter((row) => row.action === 'product.update');
    expect(audit!.details).toMatchObject({ changes: ['nameSw'] });
    // An edit that leaves them out removes them, as for every field of the form.
    const cleared = await staff.patch(`/api/admin/products/${product.id}`, productInput({ slug: product.slug }));
    expect(cleared.json()).toMatchObject({ nameSw: null, descriptionSw: null, specificationsSw: null });
  });

  it('refuses a slug taken by another product with 409 and changes nothing', async () => {
    const [a, b] = [await create(), await create()];
    const response = await staff.patch(`/api/admin/products/${b.id}`, productInput({ slug: a.slug, price: '1.00' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'A product with this slug already exists' });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, b.id));
    expect(row).toMatchObject({ slug: b.slug, price: b.price });
    expect((await auditRows(ctx.db, 'product', b.id)).map((entry) => entry.action)).toEqual(['product.create']);
  });

  it('refuses a missing category with 400 and changes nothing', async () => {
    const product = await create();
    const response = await staff.patch(`/api/admin/products/${product.id}`, productInput({ slug: product.slug, categoryId: 999999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Category does not exist' });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.categoryId).toBe(categoryId);
  });

  it('answers 404 for a product that does not exist and 400 for a bad id', async () => {
    const missing = await staff.patch('/api/admin/products/999999', productInput());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Product not found' });
    const bad = await staff.patch('/api/admin/products/abc', productInput());
    expect(bad.statusCode).toBe(400);
  });

  // Two staff members (or two tabs) open the same product; the second to save put back what the first had changed.
  it('refuses with 409 an edit from a form opened before someone else changed the product, and changes nothing', async () => {
    const product = await create();
    const [other] = await Promise.all([ctx.signIn('sales_agent')]);
    const first = await other.patch(
      `/api/admin/products/${product.id}`,
      productInput({ slug: product.slug, price: '25000.00', version: product.version }),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).not.toBe(product.version);

    const stale = await staff.patch(
      `/api/admin/products/${product.id}`,
      productInput({ slug: product.slug, description: 'Typed later', version: product.version }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'product_changed',
      message: 'Someone changed this product since you opened it. Close the form and open the product again to see the changes.',
    });
    const [row] = await ctx.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ price: '25000.00', description: 'N-type mono bifacial panel' });

    // Opened again, the form saves.
    const fresh = await staff.patch(
      `/api/admin/products/${product.id}`,
      productInput({ slug: product.slug, description: 'Typed later', version: first.json().version }),
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ price: '23500.50', description: 'Typed later' });
  });

  it('takes an edit from a form opened before the stock count changed: the form leaves the count alone', async () => {
    const product = await create({ stockQuantity: 3 });
    expect(product.stockStatus).toBe('low_stock');
    const received = await staff.post(`/api/admin/products/${product.id}/stock`, { kind: 'goods_received', change: 20 });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ stockQuantity: 23, stockStatus: 'in_stock', version: product.version });
    const saved = await staff.patch(
      `/api/admin/products/${product.id}`,
      productInput({ slug: product.slug, price: '1.00', version: product.version }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ price: '1.00', stockQuantity: 23 });
  });

  it('validates the body like create', async () => {
    const product = await create();
    const response = await staff.patch(`/api/admin/products/${product.id}`, productInput({ slug: product.slug, price: '-1' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Price must be a positive amount with at most two decimals' });
  });
});

describe('DELETE /api/admin/products/:id', () => {
  it('deletes the product and records it', async () => {
    const product = await create();
    const response = await staff.delete(`/api/admin/products/${product.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await ctx.db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
    const audit = (await auditRows(ctx.db, 'product', product.id)).find((row) => row.action === 'product.delete');
    expect(audit).toMatchObject({ actorId: staff.user!.id, details: { name: product.name, slug: product.slug } });
    const again = await staff.delete(`/api/admin/products/${product.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Product not found' });
  });

  it('keeps orders that contain the product intact', async () => {
    const product = await create();
    const customer = await ctx.signIn('customer');
    const order = await insertOrder(ctx.db, customer.user!.id, { productId: product.id });
    expect((await staff.delete(`/api/admin/products/${product.id}`)).statusCode).toBe(204);
    const [kept] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ totalAmount: '3000.00', status: 'pending' });
    const lines = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines).toEqual([expect.objectContaining({ productId: null, productName: 'Snapshot Panel 550W', unitPrice: '1500.00', quantity: 2 })]);
    const listed = (await staff.get(`/api/admin/orders/${order.id}`)).json();
    expect(listed.items).toEqual([expect.objectContaining({ productId: null, productName: 'Snapshot Panel 550W' })]);
  });
});
