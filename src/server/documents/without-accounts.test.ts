import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../test/pdf-text';
import { createTestApp, type Client, type TestContext } from '../test/test-app';
import { seededIds } from '../test/products';

// A shop with none of SHOP_MPESA_PAYBILL, SHOP_MPESA_TILL or SHOP_BANK_DETAILS set (their default): it is paid
// cash on delivery only, and its documents say nothing of accounts (docs/product.md, "Payment details").
let ctx: TestContext;
let customer: Client;
let orderNumber: string;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  const ids = await seededIds(ctx.db);
  customer = await ctx.signIn('customer');
  expect((await customer.post('/api/cart', { productId: ids.battery50ah, quantity: 1 })).statusCode).toBe(200);
  const placed = await customer.post('/api/orders', { deliveryAddress: 'Plot 12, Ngong Road, Kilimani, Nairobi', phoneNumber: '0712345678' });
  expect(placed.statusCode, placed.body).toBe(201);
  orderNumber = placed.json().orderNumber;
});
afterAll(() => ctx.close());

describe('documents of a shop without payment accounts', () => {
  it('list cash on delivery only, and ask for no account number or reference', async () => {
    const response = await customer.get(`/api/orders/${orderNumber}/invoice.pdf`);
    expect(response.statusCode).toBe(200);
    const { text } = await readPdf(response.rawPayload);
    expect(text).toContain('PROFORMA INVOICE');
    expect(text).toContain('Cash on delivery');
    expect(text).toContain('This proforma invoice is not a receipt.');
    for (const promise of ['M-PESA', 'Paybill', 'Bank transfer', 'account number', 'reference']) expect(text).not.toContain(promise);
  });
});
