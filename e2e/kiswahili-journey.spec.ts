import { captureWhatsApp, expect, expectToast, registerShopper, test, visit, waitForHydration } from './fixtures';

// Seeded (src/server/db/seed-data.ts).
const CABLE = { slug: '4mm-pv-solar-cable-2x10m-red-black', name: '4mm² PV Solar Cable - 2 x 10m (Red & Black)' };

test.use({ viewport: { width: 390, height: 844 } });

test('a shopper on a phone switches to Kiswahili, browses, fills a cart and orders, all in Kiswahili', async ({ page }) => {
  await registerShopper(page);
  await visit(page, '/');

  // The switch sits in the mobile menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'SW' }).click();
  await expect(page).toHaveURL(/\/sw\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  // The switch loads the page whole: its menu answers once the new page has hydrated.
  await waitForHydration(page);

  // Browse: the menu, the product list, a product.
  await page.getByRole('button', { name: 'Fungua menyu' }).click();
  await page.getByRole('navigation', { name: 'Simu' }).getByRole('link', { name: 'Bidhaa Zote' }).click();
  await expect(page).toHaveURL(/\/sw\/products$/);
  await expect(page).toHaveTitle(/Bidhaa/);
  await page.getByRole('link', { name: CABLE.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/sw/products/${CABLE.slug}$`));

  // Add to cart: the product page goes on to the cart, with the toast in Kiswahili.
  await page.getByRole('button', { name: 'Weka Kikapuni' }).first().click();
  await expectToast(page, 'Imeongezwa kwenye kikapu');
  await expect(page).toHaveURL(/\/sw\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kikapu cha Ununuzi' })).toBeVisible();
  await page.getByRole('link', { name: 'Endelea Kuweka Oda' }).click();
  await expect(page).toHaveURL(/\/sw\/checkout$/);

  // The validation messages are in Kiswahili too.
  const submit = page.getByRole('button', { name: 'Weka Oda na Utuandikie WhatsApp' });
  await page.getByLabel('Anwani ya Kufikisha').fill('Nyumba 14, Barabara ya Othaya, Lavington, Nairobi');
  await page.getByLabel('Nambari ya Simu').fill('12345');
  await submit.click();
  await expect(page.getByText('Tafadhali weka nambari sahihi ya simu ya Kenya')).toBeVisible();

  const whatsapp = await captureWhatsApp(page);
  await page.getByLabel('Nambari ya Simu').fill('0712 345 678');
  await submit.click();
  // The toast says what happened: the order is placed and WhatsApp is opening (not that payment is done there).
  await expectToast(page, 'Oda imewekwa!', 'Tunafungua WhatsApp ili uitume kwa timu yetu ya mauzo.');
  // The WhatsApp message to the sales team is in Kiswahili too.
  const url = await whatsapp();
  const message = url.searchParams.get('text')!;
  expect(message).toMatch(/^Habari! Nimeweka Oda #SH-[A-Z0-9]{6} sasa hivi\./);
  expect(message).toContain(CABLE.name);
});
