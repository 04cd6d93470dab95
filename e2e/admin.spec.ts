import type { Page } from '@playwright/test';
import { E2E_STAFF } from '../playwright.config';
import { expect, expectToast, openAddProductDialog, registerShopper, staffApi, staffContextPage, test, uniqueName } from './fixtures';

/** Drops small generated PNG files on the element, as a person dragging them from their desktop would. */
async function dropPngs(page: Page, testId: string, names: string[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle(async (files) => {
    const transfer = new DataTransfer();
    for (const [index, name] of files.entries()) {
      const canvas = document.createElement('canvas');
      canvas.width = 8;
      canvas.height = 8;
      const context = canvas.getContext('2d')!;
      context.fillStyle = ['#f5a623', '#1e88e5', '#43a047'][index % 3]!;
      context.fillRect(0, 0, 8, 8);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
      transfer.items.add(new File([blob], name, { type: 'image/png' }));
    }
    return transfer;
  }, names);
  const zone = page.getByTestId(testId);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

test('staff add a product with two dropped images, find it in the shop, change its price and delete it', async ({ staffPage: page }) => {
  test.setTimeout(90_000);
  const name = `E2E Panel ${uniqueName('x')}`;
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Products Management' })).toBeVisible();
  await expect(page.getByText('Add, edit, or remove products from your store')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^All Products \(\d+\)$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add Product' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Product' });
  await add.getByLabel('Product Name').fill(name);
  const slug = await add.getByLabel('URL Slug').inputValue();
  expect(slug).toMatch(/^e2e-panel-x[a-z0-9]+$/);
  await add.getByLabel('Category').selectOption({ label: 'Solar Panels' });
  await add.getByLabel('Price (KSh)').fill('12345.50');
  await add.getByLabel('Description', { exact: true }).fill('A panel made by the browser tests.');
  await add.getByLabel('Stock Status').selectOption('low_stock');
  await add.getByLabel('Featured').check();
  await add.getByRole('button', { name: 'Add Feature' }).click();
  await add.getByLabel('Feature 1', { exact: true }).fill('Tested end to end');
  await add.getByRole('button', { name: 'Add Specification' }).click();
  await add.getByLabel('Specification 1 name').fill('Max Power');
  await add.getByLabel('Specification 1 value').fill('450W');
  // The Kiswahili content has its own group; what is left blank stays none.
  const kiswahili = add.getByRole('group', { name: 'Kiswahili (optional)' });
  await kiswahili.getByLabel('Kiswahili name').fill(`Paneli ya Sola ${name}`);
  await kiswahili.getByRole('button', { name: 'Add Kiswahili Specification' }).click();
  await kiswahili.getByLabel('Kiswahili Specification 1 name').fill('Nguvu ya Juu');
  await kiswahili.getByLabel('Kiswahili Specification 1 value').fill('450W');

  await dropPngs(page, 'image-dropzone', ['front.png', 'back.png']);
  await expectToast(page, 'Upload successful', '2 image(s) uploaded successfully');
  const previews = add.getByRole('img', { name: /^Product image \d$/ });
  await expect(previews).toHaveCount(2);
  await expect(add.getByText('Primary')).toHaveCount(1);
  const firstImage = await previews.first().getAttribute('src');
  expect(firstImage).toMatch(/^\/objects\/uploads\/[\w-]{8,64}$/);
  // The stored image really is served back.
  const served = await page.request.get(firstImage!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');

  await add.getByRole('button', { name: 'Create Product' }).click();
  await expectToast(page, 'Product created', 'The product has been added successfully.');
  await expect(add).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(slug);
  await expect(row).toContainText('Solar Panels');
  await expect(row).toContainText('KSh 12,345.50');
  await expect(row).toContainText('low stock');
  await expect(row).toContainText('Featured');
  await expect(row.locator('img')).toHaveAttribute('src', firstImage!);
  const created = await (await page.request.get(`/api/products/${slug}`)).json();
  expect(created).toMatchObject({ nameSw: `Paneli ya Sola ${name}`, descriptionSw: null, specificationsSw: { 'Nguvu ya Juu': '450W' } });

  // In the shop: newest first on the list, and its own page.
  await page.goto('/products');
  await expect(page.getByText(name).first()).toBeVisible();
  await page.goto(`/products/${slug}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('KSh 12,345.50').first()).toBeVisible();
  const id = firstImage!.split('/').pop()!;
  await expect(page.locator(`img[src*="${id}"], img[srcset*="${id}"]`).first()).toBeVisible();

  // Edit: the dialog is filled in; a new price shows everywhere.
  await page.goto('/admin/products');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByLabel('Product Name')).toHaveValue(name);
  await expect(edit.getByLabel('URL Slug')).toHaveValue(slug);
  await expect(edit.getByLabel('Price (KSh)')).toHaveValue('12345.50');
  await expect(edit.getByLabel('Featured')).toBeChecked();
  await expect(edit.getByLabel('Feature 1', { exact: true })).toHaveValue('Tested end to end');
  await expect(edit.getByRole('img', { name: /^Product image \d$/ })).toHaveCount(2);
  await expect(edit.getByLabel('Kiswahili name')).toHaveValue(`Paneli ya Sola ${name}`);
  await expect(edit.getByLabel('Kiswahili Specification 1 value')).toHaveValue('450W');
  await edit.getByLabel('Price (KSh)').fill('9999');
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expectToast(page, 'Product updated', 'The product has been updated successfully.');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('KSh 9,999');
  await page.goto(`/products/${slug}`);
  await expect(page.getByText('KSh 9,999').first()).toBeVisible();

  // Delete: a click outside does not dismiss the confirmation.
  await page.goto('/admin/products');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('This will permanently delete this product. This action cannot be undone.');
  await page.mouse.click(5, 5);
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Product deleted', 'The product has been removed successfully.');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await page.goto(`/products/${slug}`);
  await expect(page.getByText('Product Not Found')).toBeVisible();
});

test('an edit from a form opened before someone else saved the product is refused, and the form opens again on their change', async ({
  staffPage: page,
}) => {
  // Out of stock, among the power stations, and deleted at the end: no other spec (counting solar panels, sizing a
  // kit) running beside this one on the same shop meets it.
  const categories: { id: number; slug: string }[] = await (await page.request.get('/api/categories')).json();
  const category = categories.find((candidate) => candidate.slug === 'vestwoods-powerstations')!;
  const name = `E2E Shared ${uniqueName('x')}`;
  const created = await page.request.post('/api/admin/products', {
    data: { name, slug: uniqueName('e2e-shared-'), categoryId: category.id, price: '1000.00', stockStatus: 'out_of_stock' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = await created.json();
  await page.goto('/admin/products');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(edit.getByLabel('Price (KSh)')).toHaveValue('1000.00');

  // Meanwhile another staff member (another tab) changes the price.
  const { version: _version, id: _id, createdAt: _created, updatedAt: _updated, stockQuantity: _count, ...fields } = product;
  const other = await page.request.patch(`/api/admin/products/${product.id}`, { data: { ...fields, price: '1500.00', version: product.version } });
  expect(other.status(), await other.text()).toBe(200);

  await edit.getByLabel('Description', { exact: true }).fill('Written in the form opened earlier');
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expectToast(page, 'Error', 'Someone changed this product since you opened it. Close the form and open the product again to see the changes.');
  expect(await (await page.request.get(`/api/products/${product.slug}`)).json()).toMatchObject({ price: '1500.00', description: null });

  await edit.getByRole('button', { name: 'Close' }).click();
  await expect(edit).toHaveCount(0);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(edit.getByLabel('Price (KSh)')).toHaveValue('1500.00');
  await edit.getByLabel('Description', { exact: true }).fill('Written in the form opened again');
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expectToast(page, 'Product updated', 'The product has been updated successfully.');
  expect(await (await page.request.get(`/api/products/${product.slug}`)).json()).toMatchObject({
    price: '1500.00',
    description: 'Written in the form opened again',
  });
  expect((await page.request.delete(`/api/admin/products/${product.id}`)).ok()).toBe(true);
});

test('the image area refuses non-images and a sixth image', async ({ staffPage: page }) => {
  const add = await openAddProductDialog(page);
  await add.getByTestId('image-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expectToast(page, 'Invalid file type', 'notes.txt is not an image file');
  await expect(add.getByRole('img', { name: /^Product image/ })).toHaveCount(0);

  // Six dropped, five kept: the ones beyond the limit are dropped silently.
  await dropPngs(page, 'image-dropzone', ['1.png', '2.png', '3.png', '4.png', '5.png', '6.png']);
  await expectToast(page, 'Upload successful', '5 image(s) uploaded successfully');
  await expect(add.getByRole('img', { name: /^Product image/ })).toHaveCount(5);
  await dropPngs(page, 'image-dropzone', ['7.png']);
  await expectToast(page, 'Maximum images reached', 'You can only upload up to 5 images');
  await add.getByRole('button', { name: 'Remove image 1' }).click();
  await expect(add.getByRole('img', { name: /^Product image/ })).toHaveCount(4);

  // The form's own checks, before anything is sent.
  await add.getByRole('button', { name: 'Create Product' }).click();
  await expect(add.getByText('Product Name is required')).toBeVisible();
  await expect(add.getByText('Category is required')).toBeVisible();
});

test('a customer gets Access Denied and goes home; a visitor goes to login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await registerShopper(page);
  for (const path of ['/admin', '/admin/products', '/admin/orders']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access the admin dashboard.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 3_000 });
  }
});

test('staff move an order from pending to confirmed and the customer sees it', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  // The customer orders through the API, as the checkout does.
  await registerShopper(page);
  const [product] = await (await page.request.get('/api/products?limit=1')).json();
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 2 } })).ok()).toBe(true);
  const created = await page.request.post('/api/orders', {
    data: { deliveryAddress: 'Plot 9, Ngong Road, Nairobi', phoneNumber: '0722 111 333', notes: 'Gate B' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderNumber } = await created.json();

  const staff = await staffContextPage(browser, baseURL);
  await staff.goto('/admin');
  await expect(staff.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(staff.getByRole('link', { name: /Total Products/ })).toHaveAttribute('href', '/admin/products');
  await expect(staff.getByRole('link', { name: /Total Users/ })).toHaveAttribute('href', '/admin/users');
  await expect(staff.getByTestId('mpesa-today')).toHaveText(/^M-PESA today: \d+ receipts?, KSh [\d,.]+$/);
  // The owner's backup card: this shop takes none by itself, and says how to start.
  await expect(staff.getByText('Last backup: none yet')).toBeVisible();
  await expect(staff.getByText(/The shop takes no backups by itself/)).toBeVisible();
  const recent = staff.getByRole('list', { name: 'Recent orders' }).getByRole('listitem').filter({ hasText: orderNumber });
  await expect(recent).toContainText('pending');
  await staff.getByRole('link', { name: /Total Orders/ }).click();
  await expect(staff).toHaveURL(/\/admin\/orders$/);

  await staff.getByLabel('Search').fill('722111333');
  const row = staff.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  await expect(staff.getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: `View order ${orderNumber}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Order #${orderNumber}` });
  await expect(dialog).toContainText('Plot 9, Ngong Road, Nairobi');
  await expect(dialog).toContainText('Gate B');
  await expect(dialog).toContainText(product.name);
  await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/254722111333\?text=/);

  const next = dialog.getByLabel('Change status');
  await expect(next.locator('option')).toHaveText(['Choose the next status', 'In Discussion', 'Cancelled']);
  await next.selectOption('in_discussion');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expectToast(staff, 'Order updated', `Order #${orderNumber} is now In Discussion.`);
  await expect(next.locator('option')).toHaveText(['Choose the next status', 'Confirmed', 'Cancelled']);
  await next.selectOption('confirmed');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expectToast(staff, 'Order updated', `Order #${orderNumber} is now Confirmed.`);
  await expect(dialog.getByText('Pending → In Discussion')).toBeVisible();
  await expect(dialog.getByText('In Discussion → Confirmed')).toBeVisible();
  await expect(dialog.getByText(`by ${E2E_STAFF.username}`)).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('confirmed');
  await staff.context().close();

  await page.goto('/dashboard');
  const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(card).toContainText('Confirmed');
  await expect(card.getByRole('link', { name: 'Follow Up' })).toHaveCount(0);
});

test('a status change refused because someone else moved the order first shows the order as it now is', async ({ page, browser, baseURL }) => {
  await registerShopper(page);
  const [product] = await (await page.request.get('/api/products?limit=1')).json();
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1 } })).ok()).toBe(true);
  const created = await page.request.post('/api/orders', { data: { deliveryAddress: 'Plot 9, Ngong Road, Nairobi', phoneNumber: '0722111444' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, orderNumber } = await created.json();

  const staff = await staffContextPage(browser, baseURL);
  await staff.goto(`/admin/orders?order=${id}`);
  const dialog = staff.getByRole('dialog', { name: `Order #${orderNumber}` });
  const next = dialog.getByLabel('Change status');
  await expect(next.locator('option')).toHaveText(['Choose the next status', 'In Discussion', 'Cancelled']);
  // A colleague moves it on while this dialog is open.
  const colleague = await staffApi(baseURL!);
  expect((await colleague.patch(`/api/admin/orders/${id}`, { data: { status: 'in_discussion' } })).status()).toBe(200);
  await colleague.dispose();

  await next.selectOption('in_discussion');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expectToast(staff, 'Error', 'This order is already In Discussion');
  // The dialog reads the order again: its status, history and next steps are the ones the order has now.
  await expect(dialog.getByText('Pending → In Discussion')).toBeVisible();
  await expect(next.locator('option')).toHaveText(['Choose the next status', 'Confirmed', 'Cancelled']);
  await staff.context().close();
});

test('a super admin changes roles; a sales agent sees them read-only; categories are managed', async ({ staffPage: page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const shopperPage = await (await browser.newContext({ baseURL })).newPage();
  const shopper = await registerShopper(shopperPage);
  await page.goto('/admin/users');
  const row = page.getByRole('row').filter({ hasText: shopper.username });
  await expect(row).toContainText('Wanjiru Kamau');
  await row.getByLabel(`Role of ${shopper.username}`).selectOption('sales_agent');
  await expectToast(page, 'Role updated', `${shopper.username} is now a Sales Agent.`);
  await shopperPage.goto('/admin');
  await expect(shopperPage.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await shopperPage.goto('/admin/users');
  await expect(shopperPage.getByRole('row').filter({ hasText: shopper.username })).toContainText('Sales Agent');
  await expect(shopperPage.getByRole('combobox')).toHaveCount(0);
  await shopperPage.context().close();

  const categoryName = `E2E Category ${uniqueName('c')}`;
  await page.goto('/admin/categories');
  await page.getByLabel('Category Name').fill(categoryName);
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expectToast(page, 'Category created');
  const categoryRow = page.getByRole('row').filter({ hasText: categoryName });
  await expect(categoryRow).toContainText('0');
  await categoryRow.getByRole('button', { name: `Edit ${categoryName}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Category' });
  await editDialog.getByLabel('Category Name').fill(`${categoryName} Renamed`);
  await editDialog.getByLabel('Kiswahili name (optional)').fill(`Kundi ${categoryName}`);
  await editDialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Category updated');
  await expect(page.getByRole('row').filter({ hasText: `${categoryName} Renamed` })).toContainText(`Kundi ${categoryName}`);
  // Shoppers reading Kiswahili filter by the Kiswahili name; the English one is the English pages'.
  await page.goto('/sw/products');
  await expect(page.getByRole('checkbox', { name: `Kundi ${categoryName}` })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `${categoryName} Renamed` })).toHaveCount(0);
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: `Delete ${categoryName} Renamed` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Category deleted');
  await expect(page.getByRole('row').filter({ hasText: categoryName })).toHaveCount(0);

  // A category with products cannot go; the server says why.
  await page.getByRole('button', { name: 'Delete Solar Panels' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Error');
  await expect(page.getByTestId('toast')).toContainText(/This category still has \d+ products\. Move or delete them first\./);
  await expect(page.getByRole('row').filter({ hasText: 'Solar Panels' })).toHaveCount(1);
});

test('a super admin disables an account, which is signed out at once, and enables it again', async ({ staffPage: page, browser, baseURL }) => {
  const shopperPage = await (await browser.newContext({ baseURL })).newPage();
  const shopper = await registerShopper(shopperPage);
  await page.goto('/admin/users');
  const row = page.getByRole('row').filter({ hasText: shopper.username });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Disable ${shopper.username}` }).click();
  await expectToast(page, 'User disabled', `${shopper.username} has been signed out and cannot sign in.`);
  await expect(row).toContainText('Disabled');
  expect((await shopperPage.request.get('/api/auth/user')).status()).toBe(401);
  const refused = await shopperPage.request.post('/api/login', { data: { username: shopper.username, password: shopper.password } });
  expect(refused.status()).toBe(403);
  await row.getByRole('button', { name: `Enable ${shopper.username}` }).click();
  await expectToast(page, 'User enabled', `${shopper.username} can sign in again.`);
  expect((await shopperPage.request.post('/api/login', { data: { username: shopper.username, password: shopper.password } })).status()).toBe(200);
  await shopperPage.context().close();
});

test('staff see the latest reviews at /admin/reviews, hide one with a reason and show it again', async ({ page, browser, baseURL }) => {
  // A customer whose order was delivered reviews the product (docs/product.md, Reviews).
  const slug = 'vestwoods-wifi-monitoring-dongle';
  await registerShopper(page, { firstName: 'Kiprono', lastName: 'Langat' });
  const product = await (await page.request.get(`/api/products/${slug}`)).json();
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 1 } })).status()).toBe(200);
  const placed = await page.request.post('/api/orders', {
    data: { deliveryAddress: 'House 3, Riverside Drive, Nairobi', phoneNumber: '0712345678' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const staff = await staffContextPage(browser, baseURL);
  for (const status of ['in_discussion', 'confirmed', 'delivered']) {
    expect((await staff.request.patch(`/api/admin/orders/${(await placed.json()).id}`, { data: { status } })).status()).toBe(200);
  }
  const comment = `Works well, ${uniqueName('review')}`;
  expect((await page.request.post(`/api/products/${slug}/reviews`, { data: { rating: 2, comment } })).status()).toBe(201);

  await staff.goto('/admin/reviews');
  await expect(staff.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(staff.getByText('Failed to load reviews')).toHaveCount(0);
  const row = staff.getByTestId('admin-review').filter({ hasText: comment });
  await expect(row).toContainText(product.name);
  await expect(row).toContainText('Kiprono L.');
  await expect(row).toContainText('Visible');

  await row.getByRole('button', { name: 'Hide' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Hide review' });
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog).toContainText('A reason is required to hide a review');
  await dialog.getByLabel('Reason').fill('Names a competitor');
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expectToast(staff, 'Review hidden');
  await expect(row).toContainText('Hidden');
  await expect(row).toContainText('Names a competitor (e2e-admin)');
  // Shoppers no longer see it.
  const visible = await (await page.request.get(`/api/products/${slug}/reviews`)).json();
  expect(visible.map((review: { comment: string | null }) => review.comment)).not.toContain(comment);

  // However many reviews come after it, staff find it again among the hidden ones (50 to a page, with the count).
  const visibility = staff.getByLabel('Visibility');
  await visibility.selectOption({ label: 'Hidden' });
  await expect(staff.getByText(/^Reviews \(\d+\)$/)).toBeVisible();
  await expect(staff.getByTestId('admin-review').filter({ hasText: 'Visible' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Show' }).click();
  await expectToast(staff, 'Review shown');
  // Shown again, it leaves the hidden ones for the visible ones.
  await expect(row).toHaveCount(0);
  await visibility.selectOption({ label: 'Visible' });
  await expect(row).toContainText('Visible');
  await expect(staff.getByTestId('admin-review').filter({ hasText: 'Hidden' })).toHaveCount(0);
  await staff.context().close();
});
