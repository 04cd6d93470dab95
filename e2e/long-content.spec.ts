import type { Locator } from '@playwright/test';
import { E2E_STAFF } from '../playwright.config';
import { deliveredOrder, expect, registerShopper, signInAs, test, visit } from './fixtures';
import { LONG_CUSTOMER, placeLongOrder, planLink, sidewaysOverflow } from './screens';

// What people type is long: a planner order's notes carry the plan's link, and names and addresses have no limit a
// phone can show on one line (docs/product.md, "Long text").
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The control is on screen with its whole label, inside the page's width, and a tap would reach it. */
async function expectTappable(control: Locator, width: number) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width);
  expect(await control.evaluate((element) => element.scrollWidth - element.clientWidth), 'label cut').toBeLessThanOrEqual(0);
  await control.click({ trial: true });
}

test('a planner order with long notes, link and names fits a phone on the dashboard and the order page; the plan link is a link', async ({
  page,
  baseURL,
}) => {
  const order = await placeLongOrder(baseURL!);
  await signInAs(page, order.customer);
  await visit(page, '/dashboard');
  const card = page.getByTestId('order-card');
  await expect(card).toContainText('Solar plan:');
  expect(await sidewaysOverflow(page), 'pixels of sideways scroll').toBeLessThanOrEqual(0);
  const plan = card.getByRole('link', { name: planLink(baseURL!) });
  await expect(plan).toHaveAttribute('href', planLink(baseURL!));
  await expectTappable(plan, PHONE.width);
  const view = card.getByRole('link', { name: 'View order' });
  await expectTappable(view, PHONE.width);

  await view.click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
  await expect(page.getByRole('link', { name: planLink(baseURL!) })).toBeVisible();
  expect(await sidewaysOverflow(page), 'pixels of sideways scroll').toBeLessThanOrEqual(0);
  await expectTappable(page.getByRole('link', { name: planLink(baseURL!) }), PHONE.width);
});

test('staff open a planner order on a phone and a desktop: the dialog fits, its buttons keep their labels and can be tapped', async ({
  page,
  baseURL,
}) => {
  const order = await placeLongOrder(baseURL!);
  await signInAs(page, E2E_STAFF);
  // A payment with a long reference and note, so the dialog lists it with its Void button.
  const payment = await page.request.post(`/api/admin/orders/${order.id}/payments`, {
    data: {
      method: 'bank_transfer',
      amount: '100.00',
      reference: `FT${'7'.repeat(40)}KCBNAIROBI`,
      note: `Depositslipphotosentonwhatsapp${'x'.repeat(60)}`,
    },
  });
  expect(payment.status(), await payment.text()).toBe(201);
  for (const width of [PHONE.width, 1280]) {
    await page.setViewportSize({ width, height: PHONE.height });
    await visit(page, '/admin/orders');
    await page.getByLabel('Search', { exact: true }).fill(order.orderNumber);
    await page.getByRole('button', { name: `View order ${order.orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Order #${order.orderNumber}` });
    await expect(dialog).toContainText(`${LONG_CUSTOMER.firstName} ${LONG_CUSTOMER.lastName}`);
    await expect(dialog.getByTestId('payment-row')).toHaveCount(1);
    expect(await sidewaysOverflow(page), `pixels of sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    const plan = dialog.getByRole('link', { name: planLink(baseURL!) });
    await expect(plan).toHaveAttribute('href', planLink(baseURL!));
    // Update Status is enabled once a next status is chosen.
    await dialog.getByLabel('Change status').selectOption({ index: 1 });
    for (const control of [
      plan,
      dialog.getByRole('button', { name: 'Update Status' }),
      dialog.getByRole('button', { name: 'Record Payment' }),
      dialog.getByRole('button', { name: /^Void payment / }),
    ])
      await expectTappable(control, width);
  }
});

test('a review with a long name, a word longer than a phone and a web address fits a phone; the address is a link', async ({ page, baseURL }) => {
  // Seeded, without demo reviews, and reviewed in no other test.
  const slug = '35mm-battery-cable-set-with-lugs-1m';
  const website = 'https://solarhub.example.co.ke/install-guides/battery-cables';
  const comment = `Thick${'copper'.repeat(20)}cables, well crimped.\nThe fitting guide: ${website}.`;
  await registerShopper(page, { firstName: 'Nyokabi-Wanjiku-Wambui-Wairimu-Njeri-Nyambura', lastName: 'Kariuki' });
  await deliveredOrder(page, baseURL!, slug);
  const written = await page.request.post(`/api/products/${slug}/reviews`, { data: { rating: 3, comment } });
  expect(written.status(), await written.text()).toBe(201);

  for (const width of [320, PHONE.width]) {
    await page.setViewportSize({ width, height: PHONE.height });
    await visit(page, `/products/${slug}#reviews`);
    // The author sees their own review; every shopper sees it in the list below.
    const reviews = [page.getByTestId('own-review'), page.getByTestId('review')];
    for (const review of reviews) await expect(review).toContainText('cables, well crimped.');
    expect(await sidewaysOverflow(page), `pixels of sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    for (const review of reviews) await expect(review.getByRole('link', { name: website })).toHaveAttribute('href', website);
  }
});
