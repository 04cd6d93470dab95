import { describe, expect, it } from 'vitest';
import { SEEDED, seededIdsPerFile } from '../test/products';
import { testAppPerFile } from '../test/test-app';

const ctx = testAppPerFile({ seed: true });
const ids = seededIdsPerFile(ctx);

const CHECKOUT = { deliveryAddress: 'Plot 12, Ngong Road, Kilimani, Nairobi', phoneNumber: '0712345678', notes: 'Gate is <blue> & green' };

async function orderOf() {
  const customer = await ctx.signIn('customer');
  await customer.post('/api/cart', { productId: ids.battery50ah, quantity: 2 });
  await customer.post('/api/cart', { productId: ids.mc4, quantity: 1 });
  const response = await customer.post('/api/orders', CHECKOUT);
  expect(response.statusCode, response.body).toBe(201);
  return { customer, order: response.json() };
}

describe('GET /api/orders/:orderNumber', () => {
  it("answers the customer's order with its lines, pictures, details and dated status history", async () => {
    const { customer, order } = await orderOf();
    const staff = await ctx.signIn('sales_agent');
    expect((await staff.patch(`/api/admin/orders/${order.id}`, { status: 'in_discussion' })).statusCode).toBe(200);
    expect((await staff.patch(`/api/admin/orders/${order.id}`, { status: 'confirmed' })).statusCode).toBe(200);

    const response = await customer.get(`/api/orders/${order.orderNumber}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'confirmed',
      totalAmount: '48501.00',
      deliveryAddress: CHECKOUT.deliveryAddress,
      phoneNumber: CHECKOUT.phoneNumber,
      notes: CHECKOUT.notes,
    });
    expect(page.items).toEqual([
      expect.objectContaining({
        productId: ids.battery50ah,
        productName: SEEDED.battery50ah.name,
        quantity: 2,
        unitPrice: '23500.50',
        image: expect.stringMatching(/^\//),
      }),
      expect.objectContaining({ productId: ids.mc4, productName: SEEDED.mc4.name, quantity: 1, image: expect.any(String) }),
    ]);
    expect(page.history.map((step: { status: string }) => step.status)).toEqual(['pending', 'in_discussion', 'confirmed']);
    for (const step of page.history) expect(Date.parse(step.changedAt)).not.toBeNaN();
    // No staff names in what a customer sees.
    expect(response.body).not.toContain(staff.user!.username);
    // The order number is matched whatever its letter case.
    expect((await customer.get(`/api/orders/${order.orderNumber.toLowerCase()}`)).statusCode).toBe(200);
  });

  it('lists the payments that count, oldest first, with the paid amount and balance; a voided payment is left out', async () => {
    const { customer, order } = await orderOf();
    const staff = await ctx.signIn('super_admin');
    const record = async (payment: object) => {
      const response = await staff.post(`/api/admin/orders/${order.id}/payments`, payment);
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    await record({ method: 'mpesa', amount: '10000.00', reference: 'qk12abc3de', paidAt: '2026-11-20T09:00:00+03:00' });
    const wrong = await record({ method: 'cash', amount: '500.00', paidAt: '2026-11-21T09:00:00+03:00' });
    await record({ method: 'bank_transfer', amount: '2500.50', reference: 'FT-88', paidAt: '2026-11-19T09:00:00+03:00' });
    expect((await staff.post(`/api/admin/payments/${wrong.id}/void`, { reason: 'Recorded on the wrong order' })).statusCode).toBe(200);

    const page = (await customer.get(`/api/orders/${order.orderNumber}`)).json();
    expect(page.payments).toEqual([
      { method: 'bank_transfer', amount: '2500.50', reference: 'FT-88', paidAt: '2026-11-19T06:00:00.000Z' },
      { method: 'mpesa', amount: '10000.00', reference: 'QK12ABC3DE', paidAt: '2026-11-20T06:00:00.000Z' },
    ]);
    expect(page).toMatchObject({ amountPaid: '12500.50', balanceDue: '36000.50', paymentStatus: 'partly_paid' });
    // Who recorded or voided a payment is staff business.
    expect(JSON.stringify(page)).not.toContain(staff.user!.username);
  });

  it('answers 404 to another customer and to staff, 401 to a visitor, and 404 for an unknown number', async () => {
    const { order } = await orderOf();
    for (const client of [await ctx.signIn('customer'), await ctx.signIn('super_admin')]) {
      const response = await client.get(`/api/orders/${order.orderNumber}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Order not found' });
    }
    expect((await ctx.visitor.get(`/api/orders/${order.orderNumber}`)).statusCode).toBe(401);
    const { customer } = await orderOf();
    expect((await customer.get('/api/orders/SH-NOPE00')).statusCode).toBe(404);
    expect((await customer.get(`/api/orders/${'X'.repeat(41)}`)).statusCode).toBe(400);
  });
});
