import type { Page } from '@playwright/test';
import { expect, expectToast, moveOn, staffContextPage, test, TINY_PNG, uniqueName, visit } from './fixtures';
import { sidewaysOverflow, staffRowOfOrder } from './screens';

// An installation from the order page to "done", at a phone's width (docs/product.md, "Installation"): the customer
// asks, a super admin adds a technician, staff quote, schedule and record the commissioning, and the customer sees
// each step on the order page.
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** A 3 kW hybrid inverter (class T2 work) and a 550 W panel: both need installing. */
const SLUGS = ['vestwoods-3kw-24v-hybrid-solar-inverter', 'jinko-tiger-neo-550w-mono-bifacial-solar-panel'];

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (fromToday: number) => new Date(Date.now() + 3 * 60 * 60 * 1000 + fromToday * DAY_MS).toISOString().slice(0, 10);

/** The signed-in shopper orders one of the product, delivered to Kisumu, and asks for its installation through the API. */
async function orderWithInstallation(page: Page, productId: number): Promise<{ orderNumber: string; id: number }> {
  expect((await page.request.post('/api/cart', { data: { productId, quantity: 1 } })).status()).toBe(200);
  const placed = await page.request.post('/api/orders', {
    data: { deliveryAddress: 'Plot 9, Kondele, Kisumu', phoneNumber: '0712345678', delivery: { method: 'delivery', county: 'kisumu' } },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderNumber } = await placed.json();
  const asked = await page.request.post(`/api/orders/${orderNumber}/installation`, {
    data: { county: 'kisumu', preferredDates: [day(10), day(11), day(12)], roofType: 'tiles', distanceMetres: 5 },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  return { orderNumber, id: (await asked.json()).id };
}

test('a customer books an installation; staff quote, schedule and complete it; the customer sees each step', async ({
  page,
  shopper,
  browser,
  baseURL,
}) => {
  expect(shopper.username).toBeTruthy();
  for (const slug of SLUGS) {
    const product = await (await page.request.get(`/api/products/${slug}`)).json();
    expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1 } })).status()).toBe(200);
  }
  const placed = await page.request.post('/api/orders', {
    data: { deliveryAddress: 'Plot 9, Kondele, Kisumu', phoneNumber: '0712345678', delivery: { method: 'delivery', county: 'kisumu' } },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderNumber } = await placed.json();

  await visit(page, `/dashboard/orders/${orderNumber}`);
  const card = page.locator('#installation');
  await expect(card.getByText(/class T2 EPRA licence/)).toBeVisible();
  await card.getByRole('button', { name: 'Ask for installation' }).click();
  await expect(card.getByRole('alert')).toHaveText('Please choose the county, three dates, the roof type and the distance.');
  await expect(card.getByLabel('County of the site')).toHaveValue('kisumu');
  for (const [index, offset] of [10, 11, 12].entries()) await card.getByLabel(`Preferred date ${index + 1}`).fill(day(offset));
  await card.getByLabel('Roof type').selectOption('iron_sheets');
  await card.getByLabel('Distance from panels to batteries (metres)').fill('12');
  await card.getByLabel('Site notes (optional)').fill('Batteries go in the store behind the kitchen.');
  expect(await sidewaysOverflow(page)).toBe(0);
  await card.getByRole('button', { name: 'Ask for installation' }).click();
  await expectToast(page, 'Installation requested');
  const installation = card.getByTestId('installation');
  await expect(installation).toContainText('Requested');
  await expect(card.getByRole('button', { name: 'Ask for installation' })).toHaveCount(0);

  const staff = await staffContextPage(browser, baseURL, PHONE);
  const fundi = uniqueName('Akinyi ');
  await visit(staff, '/admin/technicians');
  await staff.getByRole('button', { name: 'Add Technician' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('Name').fill(fundi);
  await dialog.getByLabel('Phone').fill('0733 222 111');
  await dialog.getByLabel('EPRA solar licence number').fill(uniqueName('EPRA/T3/'));
  await dialog.getByLabel('Licence class').selectOption('T3');
  await dialog.getByLabel('Kisumu').check();
  expect(await sidewaysOverflow(staff)).toBe(0);
  await dialog.getByRole('button', { name: 'Save technician' }).click();
  await expectToast(staff, 'Technician saved');

  await visit(staff, '/admin');
  await staff.getByRole('link', { name: /Open Installations/ }).click();
  const row = await staffRowOfOrder(staff, { heading: 'Installations', rowTestId: 'admin-installation' }, orderNumber, 'Requested');

  const step = { open: /^Open installation /, select: 'Next step', submit: 'Update installation', toast: 'Installation updated' };
  await moveOn(row, {
    ...step,
    to: 'quoted',
    shows: 'Quoted',
    fill: async (dialog) => {
      await expect(dialog).toContainText('Batteries go in the store behind the kitchen.');
      await dialog.getByLabel('Fee (KSh), added to the order').fill('8500');
    },
  });

  await page.reload();
  await expect(installation).toContainText('Quoted');
  await expect(page.getByTestId('order-installation-fee')).toHaveText(/Installation\s*KSh 8,500/);

  await moveOn(row, {
    ...step,
    to: 'scheduled',
    shows: 'Scheduled',
    fill: async (dialog) => {
      await dialog.getByLabel('Technician').selectOption({ label: `${fundi} (T3)` });
      await dialog.getByLabel('Day').fill(day(11));
      expect(await sidewaysOverflow(staff)).toBe(0);
    },
  });

  await page.reload();
  await expect(installation).toContainText('Scheduled');
  await expect(installation).toContainText(fundi);

  await moveOn(row, {
    ...step,
    to: 'done',
    shows: 'Done',
    fill: async (dialog) => {
      await dialog.getByLabel('Panel string voltage (V)').fill('380.5');
      await dialog.getByLabel('Battery voltage (V, optional)').fill('26.4');
      await dialog.getByLabel('Inverter settings noted').fill('Battery LiFePO4, charge 28.4 V, utility charging off');
      await dialog.getByTestId('commissioning-photo-input').setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(dialog.getByRole('img', { name: 'Commissioning photo 1' })).toBeVisible();
    },
  });
  await staff.context().close();

  await page.reload();
  await expect(installation).toContainText('Done');
  const record = installation.getByTestId('commissioning');
  await expect(record).toContainText('Panel string voltage: 380.5 V');
  await expect(record).toContainText('Battery voltage: 26.4 V');
  await expect(record.getByRole('img', { name: 'Installation photo 1' })).toBeVisible();
  await expect(installation.getByRole('list', { name: 'Steps of the installation' }).getByRole('listitem')).toHaveCount(4);
  expect(await sidewaysOverflow(page)).toBe(0);
});

test('a commissioning record without its panel string voltage is refused, not recorded as 0 V', async ({ page, shopper, browser, baseURL }) => {
  expect(shopper.username).toBeTruthy();
  const product = await (await page.request.get(`/api/products/${SLUGS[0]}`)).json();
  const { orderNumber, id } = await orderWithInstallation(page, product.id);

  // Quoted and scheduled through the API: the dialog's last step is the one under test.
  const staffApi = await staffContextPage(browser, baseURL, PHONE);
  const technician = await staffApi.request.post('/api/admin/technicians', {
    data: { name: uniqueName('Otieno '), phone: '0733 222 333', licenceNumber: uniqueName('EPRA/T2/'), licenceClass: 'T2', counties: ['kisumu'] },
  });
  expect(technician.status(), await technician.text()).toBe(201);
  const steps = [
    { status: 'quoted', fee: '6000' },
    { status: 'scheduled', technicianId: (await technician.json()).id, date: day(11) },
  ];
  for (const data of steps) {
    const moved = await staffApi.request.post(`/api/admin/installations/${id}/status`, { data });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await visit(staffApi, '/admin/installations');
  const row = await staffRowOfOrder(staffApi, { heading: 'Installations', rowTestId: 'admin-installation' }, orderNumber, 'Scheduled');
  await row.getByRole('button', { name: /^Open installation / }).click();
  const dialog = staffApi.getByRole('dialog');
  await dialog.getByLabel('Next step').selectOption('done');
  await dialog.getByLabel('Inverter settings noted').fill('Charge 28.4 V');
  await dialog.getByRole('button', { name: 'Update installation' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The panel string voltage must be a number of volts from 0 to 1500');
  const kept = await (await staffApi.request.get(`/api/admin/installations/${id}`)).json();
  expect(kept).toMatchObject({ status: 'scheduled', commissioning: null });
  await staffApi.context().close();
});

test('the installation card stays on the order page once its product is deleted', async ({ page, shopper, browser, baseURL }) => {
  expect(shopper.username).toBeTruthy();
  const staff = await staffContextPage(browser, baseURL, PHONE);
  const categories = (await (await staff.request.get('/api/categories')).json()) as { id: number; slug: string }[];
  const name = uniqueName('Discontinued Inverter ');
  const created = await staff.request.post('/api/admin/products', {
    data: {
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      categoryId: categories.find((category) => category.slug === 'vestwoods-inverters')!.id,
      price: '40000.00',
      needsInstallation: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = await created.json();
  const { orderNumber, id } = await orderWithInstallation(page, product.id);
  const quoted = await staff.request.post(`/api/admin/installations/${id}/status`, { data: { status: 'quoted', fee: '4500' } });
  expect(quoted.status(), await quoted.text()).toBe(200);

  // The shop stops selling it: the order's line keeps its name, the installation its quote.
  expect((await staff.request.delete(`/api/admin/products/${product.id}`)).ok()).toBe(true);
  await staff.context().close();

  await visit(page, `/dashboard/orders/${orderNumber}`);
  const installation = page.locator('#installation').getByTestId('installation');
  await expect(installation).toContainText('Quoted');
  await expect(installation).toContainText('KSh 4,500');
  await expect(page.locator('#installation').getByRole('button', { name: 'Ask for installation' })).toHaveCount(0);
});
