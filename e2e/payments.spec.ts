import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { E2E_AGENT, E2E_STAFF } from '../playwright.config';
import { formatKsh, fromCents, toCents } from '../src/shared/money';
import { OVERPAYMENT_TOLERANCE_CENTS } from '../src/shared/constants';
import { readPdf } from '../src/server/test/pdf-text';
import { expect, expectToast, registerShopper, signInAs, test } from './fixtures';

// Phone-first: staff reconcile from a phone as often as the shoppers order from one.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const FIXTURE = readFileSync(new URL('../src/server/test/fixtures/mpesa-statement.csv', import.meta.url), 'utf8');

/** The fixture's title rows and header, with one Paybill payment of this order's customer, and an unmatched one. */
function statementFor(orderNumber: string, amount: string, receipt: string): string {
  const head = FIXTURE.split('\n').slice(0, 8).join('\n');
  return [
    head,
    `${receipt},2026-11-25 10:15:42,2026-11-25 10:15:42,"Pay Bill from 2547******78 - WANJIRU KAMAU Acc. ${orderNumber.toLowerCase()}",Completed,"${amount}",,"184,900.00",true,Pay Bill Online,"2547******78 - WANJIRU KAMAU",,`,
    'TKO8YN3R6B,2026-11-25 11:39:58,2026-11-25 11:39:58,"Pay Bill from 2547******21 - PETER OTIENO Acc. SH-ZZZZZZ",Completed,"7,500.00",,"192,400.00",true,Pay Bill Online,"2547******21 - PETER OTIENO",,SH-ZZZZZZ',
    '',
  ].join('\n');
}

const randomReceipt = () => `TE${Array.from({ length: 8 }, () => 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 31)]).join('')}`;

/** A new shopper's order, placed through the API, of `quantity` of the first product in stock. */
async function newOrder(page: Page, quantity: number) {
  await registerShopper(page);
  const [product] = await (await page.request.get('/api/products?limit=1&stock=in_stock')).json();
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity } })).ok()).toBe(true);
  const created = await page.request.post('/api/orders', { data: { deliveryAddress: 'Plot 9, Ngong Road, Nairobi', phoneNumber: '0733 580 246' } });
  expect(created.status(), await created.text()).toBe(201);
  return created.json();
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test('staff import an M-PESA statement; the customer sees the order partly paid and downloads the receipt', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const order = await newOrder(page, 2);
  expect(order.orderNumber.length).toBeLessThanOrEqual(12);
  // A deposit of a little under half the total.
  const totalCents = toCents(order.totalAmount);
  const deposit = fromCents(Math.floor(totalCents / 200) * 100);
  const receipt = randomReceipt();

  const staffContext = await browser.newContext({ baseURL, viewport: PHONE });
  const staff = await staffContext.newPage();
  await signInAs(staff, E2E_STAFF);
  await staff.goto('/admin');
  await staff.getByRole('link', { name: 'Import M-PESA Statement' }).click();
  await expect(staff.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await staff
    .getByLabel('Statement (CSV, at most 5 MB)')
    .setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statementFor(order.orderNumber, deposit, receipt)) });
  await expect(staff.getByTestId('import-counts')).toHaveText(/^1 to record \(KSh [\d,]+\), 1 unmatched, 0 already recorded, 0 ignored$/);
  const row = staff.getByTestId('statement-row').filter({ hasText: receipt });
  await expect(row).toContainText('To record');
  await expect(row).toContainText(`#${order.orderNumber}`);
  await expect(staff.getByTestId('statement-row').filter({ hasText: 'TKO8YN3R6B' })).toContainText('No order SH-ZZZZZZ');
  await expectNoSidewaysScroll(staff);
  await staff.getByRole('button', { name: 'Record 1 payment' }).click();
  await expect(staff.getByRole('heading', { name: 'Imported: 1 payment recorded' })).toBeVisible();
  await expect(row).toContainText('Recorded');

  // The order view lists the payment, as recorded by the staff member.
  await staff.goto('/admin/orders');
  await staff.getByLabel('Payment').selectOption('partly_paid');
  const listed = staff.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(listed).toContainText('Partly paid');
  await listed.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Order #${order.orderNumber}` });
  await expect(dialog.getByTestId('payment-row')).toContainText(receipt);
  await expect(dialog.getByTestId('payment-row')).toContainText(`by ${E2E_STAFF.username}`);

  // A cash payment recorded by hand, then voided by the super admin: it stays listed and stops counting.
  await dialog.getByLabel('Method').selectOption('cash');
  await dialog.getByLabel('Amount (KSh)').fill('100');
  await dialog.getByLabel('Note (optional)').fill('Counted at the counter');
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expectToast(staff, 'Payment recorded', 'The order’s balance has been updated.');
  const cash = dialog.getByTestId('payment-row').filter({ hasText: 'Cash' });
  await expect(cash).toContainText('Counted at the counter');
  await cash.getByRole('button', { name: /^Void payment/ }).click();
  await cash.getByLabel('Why is this payment voided?').fill('Entered on the wrong order');
  await cash.getByRole('button', { name: 'Void Payment' }).click();
  await expectToast(staff, 'Payment voided', 'It no longer counts towards what was paid.');
  await expect(cash).toContainText(`by ${E2E_STAFF.username}: Entered on the wrong order`);
  await expect(dialog.getByText(`Paid ${formatKsh(deposit)} of ${formatKsh(order.totalAmount)}`)).toBeVisible();
  await staffContext.close();

  await page.goto('/dashboard');
  const card = page.getByTestId('order-card').filter({ hasText: order.orderNumber });
  const payment = card.getByTestId('order-payment');
  await expect(payment).toContainText('Partly paid');
  await expect(payment).toContainText(`Paid${formatKsh(deposit)}`);
  await expect(payment).toContainText(`Balance${formatKsh(fromCents(totalCents - toCents(deposit)))}`);
  await expect(card.getByText('Business number: 522533')).toBeHidden();
  await card.getByText(/^How to pay KSh/).click();
  await expect(card.getByText(`Account number: ${order.orderNumber}`)).toBeVisible();
  await expectNoSidewaysScroll(page);

  const downloading = page.waitForEvent('download');
  await payment.getByRole('link', { name: 'Receipt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${order.orderNumber}.pdf`);
  const { text } = await readPdf(readFileSync(await download.path()));
  expect(text).toContain('RECEIPT');
  expect(text).toContain(`#${order.orderNumber}`);
  expect(text).toContain(`M-PESA ${receipt}`);
  expect(text).toContain('Balance due KSh');
});

// Read as UTF-8 alone, a UTF-16 statement was refused with "Text must not contain NUL characters", and Excel's
// ordinary "Save as CSV" (Windows-1252) turned the accented letters in Details into U+FFFD.
test('staff import a statement Excel saved as UTF-16 or Windows-1252, and are told what to send for one it cannot read', async ({ page }) => {
  await signInAs(page, E2E_STAFF);
  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const receipt = randomReceipt();
  const head = FIXTURE.split('\n').slice(0, 8).join('\n');
  const details = 'Pay Bill from 2547******21 - JOSÉ O’NEIL MÜLLER Acc. SH-ZZZZZZ';
  const csv = `${head}\n${receipt},2026-11-25 11:39:58,2026-11-25 11:39:58,"${details}",Completed,"7,500.00",,"192,400.00",true,Pay Bill Online,x,,\n`;
  // Windows-1252 has the curly apostrophe at 0x92; every other character here is Latin-1's.
  const windows1252 = Buffer.from([...csv].map((character) => (character === '’' ? 0x92 : character.charCodeAt(0))));
  const files = [
    { name: 'statement-utf16le.csv', buffer: Buffer.from(`\uFEFF${csv}`, 'utf16le') },
    { name: 'statement-utf16be.csv', buffer: Buffer.from(`\uFEFF${csv}`, 'utf16le').swap16() },
    { name: 'statement-windows-1252.csv', buffer: windows1252 },
  ];
  for (const { name, buffer } of files) {
    const previewed = page.waitForResponse((response) => response.url().includes('/api/admin/payments/import'));
    await page.getByLabel('Statement (CSV, at most 5 MB)').setInputFiles({ name, mimeType: 'text/csv', buffer });
    const answer = await (await previewed).json();
    expect(
      answer.rows.map((row: { receipt: string; details: string }) => [row.receipt, row.details]),
      name,
    ).toEqual([[receipt, details]]);
    await expect(page.getByTestId('import-counts')).toHaveText(/^0 to record \(KSh 0(\.00)?\), 1 unmatched, 0 already recorded, 0 ignored$/);
  }

  // UTF-16 without its byte order mark cannot be told from other bytes: staff are told what file to export.
  await page
    .getByLabel('Statement (CSV, at most 5 MB)')
    .setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf16le') });
  await expect(page.getByRole('alert')).toHaveText(
    'This file is not CSV text. Expected the CSV exported from the M-PESA business portal; from Excel, save it as "CSV UTF-8 (Comma delimited)" or "CSV (Comma delimited)".',
  );
});

test('a cancelled order that was partly paid shows staff and the customer nothing due and what is to refund', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const order = await newOrder(page, 1);
  const deposit = fromCents(Math.floor(toCents(order.totalAmount) / 200) * 100);
  const staffContext = await browser.newContext({ baseURL, viewport: PHONE });
  const staff = await staffContext.newPage();
  await signInAs(staff, E2E_STAFF);
  const paid = await staff.request.post(`/api/admin/orders/${order.id}/payments`, { data: { method: 'cash', amount: deposit } });
  expect(paid.status(), await paid.text()).toBe(201);
  const cancelled = await staff.request.patch(`/api/admin/orders/${order.id}`, { data: { status: 'cancelled' } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await staff.goto('/admin/orders');
  await staff.getByLabel('Search').fill(order.orderNumber);
  const listed = staff.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(listed).toContainText(`${formatKsh(deposit)} to refund`);
  await expect(listed).not.toContainText('due');
  await listed.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Order #${order.orderNumber}` });
  await expect(
    dialog.getByText(`Paid ${formatKsh(deposit)} of ${formatKsh(order.totalAmount)}; the order is cancelled, so nothing is due.`),
  ).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: `${formatKsh(deposit)} to refund to the customer.` })).toBeVisible();
  await expect(dialog).not.toContainText('balance');
  await staffContext.close();

  await page.goto('/dashboard');
  const payment = page.getByTestId('order-card').filter({ hasText: order.orderNumber }).getByTestId('order-payment');
  await expect(payment).toContainText(`To be refunded${formatKsh(deposit)}`);
  await expect(payment).toContainText('This order is cancelled: nothing is to be paid on it.');
  await expect(payment).not.toContainText('Balance');
});

test('the order page shows what is paid and owed, how to pay, the invoice and receipt, and the payments in its history', async ({
  page,
  browser,
  baseURL,
}) => {
  const order = await newOrder(page, 3);
  const deposit = fromCents(Math.floor(toCents(order.totalAmount) / 300) * 100);
  const balance = formatKsh(fromCents(toCents(order.totalAmount) - toCents(deposit)));
  const receipt = randomReceipt();
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signInAs(staff, E2E_STAFF);
  const recorded = await staff.request.post(`/api/admin/orders/${order.id}/payments`, {
    data: { method: 'mpesa', amount: deposit, reference: receipt },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  await staffContext.close();

  await page.goto('/dashboard');
  await page.getByTestId('order-card').filter({ hasText: order.orderNumber }).getByRole('link', { name: 'View order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
  const payment = page.getByTestId('order-payment');
  await expect(payment).toContainText('Partly paid');
  await expect(payment).toContainText(`Paid${formatKsh(deposit)}`);
  await expect(payment).toContainText(`Balance${balance}`);
  await expect(payment.getByRole('link', { name: 'Proforma invoice' })).toHaveAttribute('href', `/api/orders/${order.orderNumber}/invoice.pdf`);
  await expect(payment.getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', `/api/orders/${order.orderNumber}/receipt.pdf`);
  // The shop's Paybill (set for these tests), the order number being the account.
  await page.getByText(`How to pay ${balance}`).click();
  const details = page.getByRole('list', { name: 'Payment details' });
  await expect(details).toContainText('Business number: 522533');
  await expect(details).toContainText(`Account number: ${order.orderNumber}`);
  // The history has the payment after the order was placed.
  const history = page.getByRole('list', { name: 'Status history' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Pending');
  await expect(history.last()).toContainText(`${formatKsh(deposit)} paid by M-PESA`);
  await expect(history.last()).toContainText(`Reference: ${receipt}`);
  await expectNoSidewaysScroll(page);

  const downloading = page.waitForEvent('download');
  await payment.getByRole('link', { name: 'Receipt' }).click();
  const { text } = await readPdf(readFileSync(await (await downloading).path()));
  expect(text).toContain(`M-PESA ${receipt}`);
});

test('a payment past the overpayment tolerance is refused with its message; only a super admin records it anyway', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const order = await newOrder(page, 1);
  // One shilling more than the total plus the tolerance.
  const amount = fromCents(toCents(order.totalAmount) + Number(OVERPAYMENT_TOLERANCE_CENTS) + 100);
  const refusal = `This payment would bring Order #${order.orderNumber} to ${formatKsh(amount)} paid`;

  async function recordInOrderView(account: { username: string; password: string }) {
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const staff = await context.newPage();
    await signInAs(staff, account);
    await staff.goto('/admin/orders');
    await staff.getByLabel('Search').fill(order.orderNumber);
    await staff
      .getByRole('row')
      .filter({ hasText: order.orderNumber })
      .getByRole('button', { name: `View order ${order.orderNumber}` })
      .click();
    const dialog = staff.getByRole('dialog', { name: `Order #${order.orderNumber}` });
    await dialog.getByLabel('Method').selectOption('cash');
    await dialog.getByLabel('Amount (KSh)').fill(amount);
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(refusal);
    await expect(alert).toContainText('needs a super admin to confirm the overpayment');
    await expectNoSidewaysScroll(staff);
    return { context, staff, dialog, alert };
  }

  // A sales agent sees why, and nothing to confirm with; nothing is recorded.
  const agent = await recordInOrderView(E2E_AGENT);
  await expect(agent.alert.getByRole('button', { name: 'Record the overpayment anyway' })).toHaveCount(0);
  await expect(agent.dialog.getByText('No payments recorded yet.')).toBeVisible();
  await agent.context.close();

  // The super admin confirms: the same payment is recorded and the order is overpaid.
  const admin = await recordInOrderView(E2E_STAFF);
  await admin.alert.getByRole('button', { name: 'Record the overpayment anyway' }).click();
  await expectToast(admin.staff, 'Payment recorded', 'The order’s balance has been updated.');
  await expect(admin.dialog.getByTestId('payment-row')).toContainText(`${formatKsh(amount)} · Cash`);
  await expect(admin.dialog.getByText(`Paid ${formatKsh(amount)} of ${formatKsh(order.totalAmount)}`)).toBeVisible();
  await expect(admin.dialog.getByRole('alert')).toHaveCount(0);
  await admin.context.close();
});
