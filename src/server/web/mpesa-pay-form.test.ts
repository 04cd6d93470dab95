import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MPESA_TEST_ENV } from '../test/mpesa';
import { renderedClientDir } from '../test/rendered-pages';
import { insertOrder } from '../test/staff-fixtures';
import { createTestApp, type Client, type TestContext } from '../test/test-app';

// The order page's "Pay with M-PESA" form, as the server renders it for the order's customer (docs/product.md,
// "Paying with M-PESA"): it offers what a prompt may ask for, at most the balance and MPESA_MAX_PER_TRANSACTION.

/** The amount field's value and its hint, as the page carries them. */
function amountField(html: string) {
  const input = /<input[^>]*id="([^"]*-amount)"[^>]*value="([^"]*)"/.exec(html);
  const hint = input && new RegExp(`<p id="${input[1]}-hint"[^>]*>([^<]*)</p>`).exec(html);
  return { value: input?.[2], hint: hint?.[1] };
}

describe('the pay form of a shop whose prompts take at most KSh 150,000', () => {
  let ctx: TestContext;
  let customer: Client;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: true, env: { ...MPESA_TEST_ENV, MPESA_MAX_PER_TRANSACTION: '150000', CLIENT_DIR: renderedClientDir() } });
    customer = await ctx.signIn('customer');
  });
  afterAll(() => ctx.close());

  const formOf = async (totalAmount: string) => {
    const placed = await insertOrder(ctx.db, customer.user!.id, { totalAmount });
    const page = await customer.get(`/dashboard/orders/${placed.orderNumber}`);
    expect(page.statusCode).toBe(200);
    return amountField(page.body);
  };

  it('offers the shop’s maximum, not a larger balance the prompt would be refused for', async () => {
    expect(await formOf('300000.00')).toEqual({ value: '150000', hint: 'The balance, or a deposit: whole shillings, up to KSh 150,000.' });
  });

  it('offers a smaller balance rounded up to the shilling, as before', async () => {
    expect(await formOf('1000.50')).toEqual({ value: '1001', hint: 'The balance, or a deposit: whole shillings, up to KSh 1,001.' });
  });
});
