import { expect, staffContextPage, test, visit } from './fixtures';

// Issue 31, item 1: the owner sets delivery by county and pickup points (docs/product.md, "Delivery").
test.use({ viewport: { width: 390, height: 844 } });

test('a super admin sets a county’s delivery terms and adds a pickup point, on a phone', async ({ browser, baseURL }) => {
  const staff = await staffContextPage(browser, baseURL);
  await visit(staff, '/admin');
  await staff.getByRole('link', { name: 'Delivery and Pickup' }).click();
  await expect(staff.getByRole('heading', { name: 'Delivery', exact: true })).toBeVisible();

  // Kakamega: a county no other spec reads, since specs run side by side against one database.
  const kakamega = staff.getByTestId('county-delivery').filter({ hasText: 'Kakamega' });
  await expect(kakamega).toContainText('KSh 900');
  await kakamega.getByRole('button', { name: 'Edit delivery to Kakamega' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Delivery to Kakamega' });
  await dialog.getByLabel('Most days').fill('1');
  await dialog.getByRole('button', { name: 'Save Terms' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The fewest days cannot be more than the most days');
  await dialog.getByLabel('Most days').fill('3');
  await dialog.getByLabel('Delivery fee (KSh)').fill('750');
  await dialog.getByLabel('Free delivery from (KSh, optional)').fill('60000');
  await dialog.getByRole('button', { name: 'Save Terms' }).click();
  await expect(dialog).toBeHidden();
  await expect(kakamega).toContainText('KSh 750');
  await expect(kakamega).toContainText('2–3 days');
  await expect(kakamega).toContainText('KSh 60,000');

  const add = staff.getByRole('form', { name: 'Add a pickup point' });
  await add.getByLabel('Name').fill('Kisumu agent');
  await add.getByLabel('Town').fill('Kisumu');
  await add.getByLabel('Address').fill('Oginga Odinga Street');
  await add.getByLabel('Opening hours').fill('Mon–Sat 8:00–17:00');
  await add.getByLabel('Phone').fill('0722 000 111');
  await add.getByRole('button', { name: 'Add Pickup Point' }).click();
  await expect(staff.getByRole('list', { name: 'Pickup points' })).toContainText('Kisumu agent');
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // What checkout and anyone else read.
  const options = await (await staff.request.get('/api/delivery')).json();
  expect(options.counties.find((county: { slug: string }) => county.slug === 'kakamega')).toMatchObject({
    fee: '750.00',
    minDays: 2,
    maxDays: 3,
    freeAbove: '60000.00',
  });
  expect(options.pickupPoints.map((point: { name: string }) => point.name)).toContain('Kisumu agent');
  await staff.context().close();
});

test('county terms whose days are left blank are refused, not saved as delivery the same day', async ({ browser, baseURL }) => {
  const staff = await staffContextPage(browser, baseURL);
  await visit(staff, '/admin/delivery');
  const turkana = staff.getByTestId('county-delivery').filter({ hasText: 'Turkana' });
  await turkana.getByRole('button', { name: 'Edit delivery to Turkana' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Delivery to Turkana' });
  await dialog.getByLabel('Fewest days').fill('');
  await dialog.getByLabel('Most days').fill('');
  await dialog.getByRole('button', { name: 'Save Terms' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Delivery days must be whole days from 0 to 60');
  const options = await (await staff.request.get('/api/delivery')).json();
  expect(options.counties.find((county: { slug: string }) => county.slug === 'turkana')).toMatchObject({ minDays: 4, maxDays: 8 });
  await staff.context().close();
});
