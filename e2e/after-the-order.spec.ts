import type { Page } from '@playwright/test';
import type { ReceivedMail } from '../src/server/test/smtp';
import { deliveredOrder, expect, expectToast, registerShopper, shopMailbox, staffApi, test, visit, waitForHydration } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

// Seeded (src/server/db/seed-data.ts), without demo reviews.
const PRODUCT = { slug: 'vestwoods-wifi-monitoring-dongle' };

/** The order's line, on the dashboard and on the order page, offers to write or to edit the review, never both. */
async function expectReviewLinkSays(page: Page, orderNumber: string, name: string) {
  for (const path of ['/dashboard', `/dashboard/orders/${orderNumber}`]) {
    await visit(page, path);
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', `/products/${PRODUCT.slug}#reviews`);
    await expect(page.getByRole('link', { name: /^(Write a review|Edit your review) of / })).toHaveCount(1);
  }
}

test('a customer whose order was delivered reviews the product from the order page; the review shows verified', async ({ page, baseURL }) => {
  const product = await (await page.request.get(`/api/products/${PRODUCT.slug}`)).json();
  await registerShopper(page, { firstName: 'Achieng', lastName: 'Odhiambo' });
  const orderNumber = await deliveredOrder(page, baseURL!, PRODUCT.slug);
  await expectReviewLinkSays(page, orderNumber, `Write a review of ${product.name}`);

  // The dashboard's order list links to the order page.
  await visit(page, '/dashboard');
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderNumber}$`));
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history.getByRole('listitem')).toHaveText([/Pending/, /In Discussion/, /Confirmed/, /Delivered/]);
  await expect(page.getByRole('link', { name: 'Follow Up' })).toHaveCount(0);

  await page.getByRole('link', { name: `Write a review of ${product.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${PRODUCT.slug}#reviews$`));
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
  // Markup is refused, with the reason.
  await form.getByLabel('Comment (optional)').fill('Bright all night <b>and</b> easy to hang.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expectToast(page, 'Review not saved', 'Comment must be plain text, without HTML tags');
  const comment = 'Bright all night, <3 & easy to hang "anywhere".';
  await form.getByLabel('Comment (optional)').fill(comment);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expectToast(page, 'Thank you for your review');

  // The shopper sees their own review; every visitor sees it with the verified mark and the new rating.
  await expect(page.getByTestId('own-review')).toContainText(comment);
  await expectReviewLinkSays(page, orderNumber, `Edit your review of ${product.name}`);
  await page.context().clearCookies();
  await visit(page, `/products/${PRODUCT.slug}`);
  await expect(page.getByTestId('rating')).toContainText('4.0 (1 review)');
  await page.getByRole('tab', { name: 'Reviews (1)' }).click();
  const review = page.getByTestId('review');
  await expect(review).toHaveCount(1);
  await expect(review).toContainText('Achieng O.');
  await expect(review).toContainText('Verified purchase');
  // The comment is shown as the text it is.
  await expect(review).toContainText(comment);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(jsonLd.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: '4.0', reviewCount: 1 });
});

test('a review written meanwhile in another tab: the form that is refused shows that review to edit', async ({ page, baseURL }) => {
  // Seeded, without demo reviews, and reviewed in no other test.
  const slug = '70mm-battery-cable-set-with-lugs-1m';
  await registerShopper(page, { firstName: 'Chebet', lastName: 'Rono' });
  await deliveredOrder(page, baseURL!, slug);
  await visit(page, `/products/${slug}#reviews`);
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '5 stars' }).check({ force: true });

  // Meanwhile, the same shopper reviews it from another tab.
  expect((await page.request.post(`/api/products/${slug}/reviews`, { data: { rating: 3, comment: 'From my phone' } })).status()).toBe(201);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expectToast(page, 'Review not saved', 'You have already reviewed this product. You can edit your review instead.');
  // The tab reads the review again: the form gives way to the review written, with Edit, as the message says.
  await expect(page.getByTestId('own-review')).toContainText('From my phone');
  await expect(page.getByTestId('own-review').getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(form).toHaveCount(0);
});

test('a review the shop hid tells its author so, on the product page and the order line, in English and Kiswahili', async ({ page, baseURL }) => {
  // Reviewed in no other test; the review stays hidden, so nothing counts it (docs/product.md, Reviews).
  const slug = 'dc-surge-protection-device-600v-type-2';
  const product = await (await page.request.get(`/api/products/${slug}`)).json();
  await registerShopper(page, { firstName: 'Wafula', lastName: 'Simiyu' });
  const orderNumber = await deliveredOrder(page, baseURL!, slug);
  const comment = 'Tripped twice in the first week';
  const created = await page.request.post(`/api/products/${slug}/reviews`, { data: { rating: 1, comment } });
  expect(created.status()).toBe(201);
  const staff = await staffApi(baseURL!);
  expect((await staff.post(`/api/admin/reviews/${(await created.json()).id}/hide`, { data: { reason: 'Names a competitor' } })).status()).toBe(200);
  await staff.dispose();

  await visit(page, `/products/${slug}#reviews`);
  const own = page.getByTestId('own-review');
  await expect(own).toContainText(comment);
  await expect(own.getByTestId('own-review-hidden')).toContainText('Hidden by the shop');
  await expect(own).toContainText("Other shoppers don't see this review. You can still edit it; it stays hidden until the shop shows it again.");
  // The staff's reason is theirs; the delete the shop would refuse is not offered.
  await expect(own).not.toContainText('Names a competitor');
  await expect(own.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Edit' })).toBeVisible();
  // Nothing of it is cut off or pushed sideways on a 390 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Other shoppers see no review.
  expect(await (await page.request.get(`/api/products/${slug}/reviews`)).json()).not.toContainEqual(expect.objectContaining({ comment }));

  for (const path of ['/dashboard', `/dashboard/orders/${orderNumber}`]) {
    await visit(page, path);
    await expect(page.getByRole('link', { name: `Your hidden review of ${product.name}` })).toHaveAttribute('href', `/products/${slug}#reviews`);
    await expect(page.getByRole('link', { name: /^(Write a review|Edit your review) of / })).toHaveCount(0);
  }

  await visit(page, `/sw/products/${slug}#reviews`);
  await expect(own.getByTestId('own-review-hidden')).toContainText('Yamefichwa na duka');
  await expect(own).toContainText('Wanunuzi wengine hawayaoni maoni haya.');
  await visit(page, `/sw/dashboard/orders/${orderNumber}`);
  await expect(page.getByRole('link', { name: /^Maoni yako yaliyofichwa kuhusu / })).toBeVisible();
});

test('reviews written while a shopper reads the list: "Show more reviews" lists each review once', async ({ page, browser, baseURL }) => {
  // Seeded, without demo reviews, and reviewed in no other test.
  const slug = 'aluminium-solar-mounting-rail-kit-2x4-2m';
  /** A new customer, in a browser of their own, receives the product and reviews it. */
  async function reviewBy(n: number) {
    const context = await browser.newContext({ baseURL });
    const reviewer = await context.newPage();
    await registerShopper(reviewer, { firstName: `Reviewer${n}` });
    await deliveredOrder(reviewer, baseURL!, slug);
    expect((await reviewer.request.post(`/api/products/${slug}/reviews`, { data: { rating: 4, comment: `Review number ${n}` } })).status()).toBe(201);
    await context.close();
  }
  for (let n = 1; n <= 11; n++) await reviewBy(n);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  await visit(page, `/products/${slug}#reviews`);
  const reviews = page.getByTestId('review');
  await expect(reviews).toHaveCount(10);
  // Two more arrive before the shopper asks for the next page, which then starts with reviews already shown.
  await reviewBy(12);
  await reviewBy(13);
  await page.getByRole('button', { name: 'Show more reviews' }).click();
  // While the next page loads the button reads "Loading..."; it is gone once the last page is on the screen.
  await expect(page.getByRole('button', { name: /^(Show more reviews|Loading\.\.\.)$/ })).toHaveCount(0);
  const shown = await reviews.allTextContents();
  expect(new Set(shown).size, shown.join('\n')).toBe(shown.length);
  // The oldest is there, once.
  expect(shown.filter((text) => text.endsWith('Review number 1'))).toHaveLength(1);
  expect(errors).toEqual([]);
});

test.describe('password reset by e-mail', () => {
  const smtp = shopMailbox();

  test('a customer who forgot the password sets a new one with the link from the e-mail', async ({ page }) => {
    const shopper = await registerShopper(page);
    await page.context().clearCookies();
    const email = `${shopper.username}@example.co.ke`;

    await visit(page, '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Username or e-mail').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account matches, we have sent an e-mail');

    // Registration also sent this address its confirmation link; the reset link comes in a message of its own.
    const isReset = (mail: ReceivedMail) => mail.to[0] === email && mail.subject.startsWith('Reset your');
    await expect.poll(() => smtp.received.filter(isReset).length, { timeout: 15_000 }).toBe(1);
    const mail = smtp.received.find(isReset)!;
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)![0];

    await visit(page, new URL(link).pathname + new URL(link).search);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Repeat the new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed');

    // The link works once.
    await visit(page, new URL(link).pathname + new URL(link).search);
    await page.getByLabel('New password', { exact: true }).fill('another-pass-1');
    await page.getByLabel('Repeat the new password').fill('another-pass-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This password reset link has already been used.');

    await visit(page, '/login');
    await page.getByLabel('Username').fill(shopper.username);
    await page.getByLabel('Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Login successful');
  });
});

test.describe('confirming the e-mail address', () => {
  const smtp = shopMailbox();

  test('a new customer is asked to confirm, opens the link from the e-mail, and is no longer asked', async ({ page }) => {
    const shopper = await registerShopper(page);
    const email = `${shopper.username}@example.co.ke`;
    await visit(page, '/dashboard');
    const notice = page.getByRole('region', { name: 'Please confirm your e-mail address' });
    await expect(notice).toContainText(`We sent a link to ${email}.`);
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await expect(notice.getByRole('status')).toContainText('We have sent a new confirmation link to your e-mail address.');

    await expect.poll(() => smtp.received.filter((mail) => mail.to[0] === email).length, { timeout: 15_000 }).toBe(2);
    const mail = smtp.received.find((received) => received.to[0] === email)!;
    expect(mail.subject).toBe('Confirm your e-mail address for SolarHub Kenya');
    const link = new URL(/https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail.text)![0]);
    await visit(page, link.pathname + link.search);
    await expect(page.getByRole('status')).toContainText('Your e-mail address is confirmed. Order e-mails will reach you there.');
    await page.getByRole('link', { name: 'Go to my account' }).click();
    await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Please confirm your e-mail address' })).toHaveCount(0);

    // The link works once, and says so in Kiswahili on a Kiswahili page.
    await visit(page, `/sw${link.pathname}${link.search}`);
    await expect(page.getByRole('alert')).toContainText('Kiungo hiki cha uthibitisho kimeshatumika.');
  });
});

test('a signed-out shopper opening the invoice link signs in and gets the PDF', async ({ page, shopper }) => {
  const product = await (await page.request.get(`/api/products/${PRODUCT.slug}`)).json();
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1 } })).status()).toBe(200);
  const placed = await page.request.post('/api/orders', {
    data: { deliveryAddress: 'House 3, Riverside Drive, Nairobi', phoneNumber: '0712345678' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const invoice = `/api/orders/${(await placed.json()).orderNumber}/invoice.pdf`;
  expect((await page.request.post('/api/logout')).status()).toBe(200);

  // As from the WhatsApp order message: the browser opens the address itself.
  await page.goto(invoice);
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(invoice)}`);
  await waitForHydration(page);
  await page.getByLabel('Username').fill(shopper.username);
  await page.getByLabel('Password').fill(shopper.password);
  const opened = page.waitForResponse((response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === invoice);
  await page.getByRole('button', { name: 'Login' }).click();
  const response = await opened;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
});
