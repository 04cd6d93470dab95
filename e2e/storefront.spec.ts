import type { Page } from '@playwright/test';
import { E2E_STAFF } from '../playwright.config';
import { expect, expectToast, signInAs, test, uniqueName, visit, waitForHydration } from './fixtures';

// Seeded products and categories (src/server/db/seed-data.ts). Counts are asked of the API at test time,
// because other browser tests add products to the same shop while these run.
const BATTERY = { slug: 'hithium-12v-100ah-lifepo4-lithium-battery', name: 'Hithium 12.8V 100Ah LiFePO4 Lithium Battery', price: 'KSh 42,500' };
const PANEL = { slug: 'jinko-tiger-neo-550w-mono-bifacial-solar-panel', name: 'Jinko Tiger Neo 550W N-Type Mono Bifacial Solar Panel' };

async function categoryId(page: Page, slug: string): Promise<number> {
  const response = await page.request.get('/api/categories');
  const category = ((await response.json()) as { id: number; slug: string }[]).find((item) => item.slug === slug);
  expect(category, slug).toBeDefined();
  return category!.id;
}

async function totalFor(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/products?${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return Number(response.headers()['x-total-count']);
}

const countLine = (page: Page) => page.getByText(/^Showing \d+ product\(s\)$/);
const expectCount = async (page: Page, query: string) => expect(countLine(page)).toHaveText(`Showing ${await totalFor(page, query)} product(s)`);

test.describe('home page', () => {
  test('the hero slider wraps around both ways, jumps with the dots and never moves on its own', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/');
    const slider = page.getByRole('region', { name: 'Featured categories' });
    const title = slider.getByRole('heading', { level: 2 });
    await expect(title).toHaveText('Power Your Home with the Sun');

    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await expect(title).toHaveText('Everything to Finish the Job');
    await expect(slider.getByRole('button', { name: 'Go to slide 5' })).toHaveAttribute('aria-current', 'true');
    await expect(slider.getByRole('link', { name: 'Shop Accessories' })).toHaveAttribute('href', '/products?category=accessories');

    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(title).toHaveText('Power Your Home with the Sun');
    for (let step = 0; step < 4; step++) await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(title).toHaveText('Everything to Finish the Job');
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(title).toHaveText('Power Your Home with the Sun');

    await slider.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(title).toHaveText('Smart Hybrid Inverters');
    await page.clock.runFor(60_000);
    await expect(title).toHaveText('Smart Hybrid Inverters');
  });

  test('shows the category links, four featured deals linking to /product/{slug}, testimonials and services', async ({ page }) => {
    await visit(page, '/');
    const textLinks = page.getByRole('navigation', { name: 'Popular categories' }).getByRole('link');
    await expect(textLinks).toHaveCount(5);
    await expect(textLinks.first()).toHaveAttribute('href', '/products?category=solar-panels');
    const iconLinks = page.getByRole('region', { name: 'Shop by Category' }).getByRole('link');
    await expect(iconLinks).toHaveCount(6);
    await expect(iconLinks.nth(5)).toHaveAttribute('href', '/products?category=accessories');

    const deals = page.getByRole('region', { name: "Today's Best Deals" });
    await expect(deals.getByTestId('product-card')).toHaveCount(4);
    await expect(deals.getByTestId('product-card').first().getByRole('link').last()).toHaveAttribute('href', /^\/product\/[a-z0-9-]+$/);
    await expect(deals.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('region', { name: 'Our Services' }).getByRole('heading', { level: 3 })).toHaveText([
      'Fast Shipping',
      '24/7 Support',
      'Secure Payment',
      'Easy Returns',
    ]);

    // The YouTube player loads only on a click.
    const testimonials = page.getByRole('region', { name: 'Client Testimonials' });
    await expect(testimonials.locator('iframe')).toHaveCount(0);
    await expect(testimonials.locator('blockquote')).toHaveCount(3);
    await testimonials
      .getByRole('button', { name: /^Play video/ })
      .first()
      .click();
    await expect(testimonials.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);

    // A deal's singular link reaches the product (the router redirects it).
    const firstDeal = deals.getByTestId('product-card').first();
    const name = (await firstDeal.getByRole('heading', { level: 3 }).textContent())!;
    await firstDeal.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('the search box sends the shopper to the list, which shows the search as a filter that can be cleared', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('lith');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/products\?q=lith$/);
    await expectCount(page, 'q=lith');
    await expect(page.getByTestId('product-card').filter({ hasText: BATTERY.name })).toBeVisible();
    await expect(page.getByText('“lith”')).toBeVisible();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expectCount(page, '');
  });

  test('the category dropdown of the sticky bar goes to the slug link and preselects the category', async ({ page }) => {
    await visit(page, '/');
    const categoriesButton = page.getByRole('button', { name: 'Categories' });
    await categoriesButton.click();
    await expect(categoriesButton).toHaveAttribute('aria-expanded', 'true');
    await categoriesButton.locator('xpath=..').getByRole('link', { name: 'Vestwoods Power Stations' }).click();
    await expect(page).toHaveURL(/\/products\?category=vestwoods-powerstations$/);
    await expect(page.getByRole('checkbox', { name: 'Vestwoods Power Stations' })).toBeChecked();
    await expectCount(page, 'category=vestwoods-powerstations');
  });
});

test.describe('product list', () => {
  test('filters go into the URL, update the count line, survive a reload and clear', async ({ page }) => {
    const batteries = await categoryId(page, 'hithium-batteries');
    await visit(page, '/products');
    await expectCount(page, '');
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'Hithium Batteries' }).click();
    await expect(page).toHaveURL(new RegExp(`/products\\?categoryId=${batteries}$`));
    await expectCount(page, `categoryId=${batteries}`);

    await page.getByRole('checkbox', { name: 'Low Stock' }).click();
    await expect(page).toHaveURL(new RegExp(`categoryId=${batteries}&stock=low_stock$`));
    await expectCount(page, `categoryId=${batteries}&stock=low_stock`);
    await expect(page.getByTestId('product-card').first()).toContainText('Low Stock');

    // The price slider adds minPrice only when it leaves 0 (keyboard: five steps of 1000).
    const minimum = page.getByRole('slider', { name: 'Minimum price' });
    await minimum.focus();
    for (let step = 0; step < 5; step++) await minimum.press('ArrowRight');
    await expect(page).toHaveURL(/minPrice=5000/);
    await expect(page).not.toHaveURL(/maxPrice/);
    await expect(page.getByTestId('price-range')).toContainText('KSh 5,000');
    await expectCount(page, `categoryId=${batteries}&stock=low_stock&minPrice=5000`);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('checkbox', { name: 'Hithium Batteries' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Low Stock' })).toBeChecked();
    await expectCount(page, `categoryId=${batteries}&stock=low_stock&minPrice=5000`);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('checkbox', { name: 'Hithium Batteries' })).not.toBeChecked();
    await expectCount(page, '');
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  });

  test('category links by slug (home, footer) and by id (header menu) both preselect', async ({ page }) => {
    await visit(page, '/products?category=solar-panels');
    await expect(page.getByRole('checkbox', { name: 'Solar Panels' })).toBeChecked();
    await expectCount(page, 'category=solar-panels');

    const inverters = await categoryId(page, 'vestwoods-inverters');
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await mainNav.getByRole('button', { name: 'Products' }).click();
    await expect(mainNav.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
    await mainNav.getByRole('link', { name: 'Vestwoods Inverters' }).click();
    await expect(mainNav.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(new RegExp(`/products\\?categoryId=${inverters}$`));
    await expect(page.getByRole('checkbox', { name: 'Vestwoods Inverters' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Solar Panels' })).not.toBeChecked();
    await expectCount(page, `categoryId=${inverters}`);

    // Ticking another category next to a slug keeps both, now named by id.
    await visit(page, '/products?category=accessories');
    await page.getByRole('checkbox', { name: 'Solar Panels' }).click();
    const [panels, accessories] = [await categoryId(page, 'solar-panels'), await categoryId(page, 'accessories')];
    await expect(page.getByRole('checkbox', { name: 'Accessories' })).toBeChecked();
    await expectCount(page, `categoryId=${panels}&categoryId=${accessories}`);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Hithium Batteries' }).click();
    await expect(page).toHaveURL(/\/products\?category=hithium-batteries$/);
    await expect(page.getByRole('checkbox', { name: 'Hithium Batteries' })).toBeChecked();
  });

  test('Load more adds the next page in place; the longer list survives a reload', async ({ page }) => {
    const total = await totalFor(page, '');
    expect(total).toBeGreaterThan(24);
    await visit(page, '/products');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(24);
    await expect(countLine(page)).toHaveText(`Showing ${total} product(s)`);
    await expect(page.getByText(`24 of ${total} shown`)).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(Math.min(total, 48));
    await expect(page).toHaveURL(/[?&]page=2/);
    if (total <= 48) await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(cards).toHaveCount(Math.min(total, 48));
  });

  test('shows the exact empty state when nothing matches', async ({ page }) => {
    await visit(page, '/products?q=no-such-solar-thing');
    await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or check back later for new products.')).toBeVisible();
    await expect(countLine(page)).toHaveText('Showing 0 product(s)');
  });

  test('cards show badges and prices; a visitor cannot add to cart or see the wishlist heart', async ({ page }) => {
    await visit(page, `/products?q=${encodeURIComponent('Tiger Neo')}`);
    const card = page.getByTestId('product-card').filter({ hasText: PANEL.name });
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await expect(card.getByText('Featured', { exact: true })).toBeVisible();
    await expect(card).toContainText('KSh 19,850');
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(card.getByRole('button', { name: /wishlist/ })).toHaveCount(0);
  });

  test('a signed-in shopper adds from a card and keeps a wishlist heart clear of the Featured badge', async ({ page, shopper }) => {
    expect(shopper.username).toBeTruthy();
    await visit(page, `/products?q=${encodeURIComponent('Tiger Neo')}`);
    const card = page.getByTestId('product-card').filter({ hasText: PANEL.name });
    const heart = card.getByRole('button', { name: `Add ${PANEL.name} to wishlist` });
    const badge = card.getByText('Featured', { exact: true });
    const [heartBox, badgeBox] = [(await heart.boundingBox())!, (await badge.boundingBox())!];
    const overlaps =
      heartBox.x < badgeBox.x + badgeBox.width &&
      badgeBox.x < heartBox.x + heartBox.width &&
      heartBox.y < badgeBox.y + badgeBox.height &&
      badgeBox.y < heartBox.y + heartBox.height;
    expect(overlaps).toBe(false);

    await heart.click();
    await expectToast(page, 'Added to wishlist');
    await expect(card.getByRole('button', { name: `Remove ${PANEL.name} from wishlist` })).toHaveAttribute('aria-pressed', 'true');

    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Added to cart', `${PANEL.name} has been added to your cart.`);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });
});

test.describe('product detail', () => {
  test('shows the product with gallery, rating, stock, order links and the three tabs', async ({ page }) => {
    await visit(page, `/products/${PANEL.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: PANEL.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${PANEL.name}`));
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Products', PANEL.name]);
    await expect(breadcrumb.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');

    // Two images: thumbnails switch the main picture.
    const thumbnails = page.getByRole('button', { name: /^Show image \d of 2$/ });
    await expect(thumbnails).toHaveCount(2);
    await thumbnails.nth(1).click();
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');

    await visit(page, `/products/${BATTERY.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: BATTERY.name })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Show image/ })).toHaveCount(0);
    await expect(page.getByTestId('rating')).toContainText('(3 reviews)');
    await expect(page.getByText(BATTERY.price, { exact: true })).toBeVisible();
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible();
    await expect(page.getByText('6,000 cycles at 80% depth of discharge')).toBeVisible();

    // Signed out: no cart, no wishlist; WhatsApp and call still work.
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toHaveCount(0);
    const whatsapp = page.getByRole('link', { name: 'WhatsApp Order' });
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/254712345678');
    expect(href.searchParams.get('text')).toContain(`${BATTERY.name} (${BATTERY.price})`);
    await expect(page.getByRole('link', { name: 'Call to Buy' })).toHaveAttribute('href', 'tel:+254712345678');
    await expect(page.getByText('Kenya-wide Delivery', { exact: true }).last()).toBeVisible();

    // Quantity never goes below 1.
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByTestId('quantity')).toHaveText('2');
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(page.getByTestId('quantity')).toHaveText('1');

    const panel = page.getByRole('tabpanel');
    await expect(page.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText('Nominal Voltage');
    await expect(panel).toContainText('12.8V');
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    await expect(panel).toContainText('3 reviews');
    await expect(panel).toContainText('Omondi S.');
    await expect(panel.getByRole('img', { name: /^Rated \d out of 5$/ })).toHaveCount(3);
    await page.getByRole('tab', { name: 'Warranty Info' }).click();
    await expect(panel).toContainText('Lithium batteries: 5 to 10 years');
    await expect(panel).toContainText('Defective or damaged goods: report within 7 days');
  });

  test('shows the empty tab texts, the out-of-stock rules and, signed in, the wishlist button', async ({ page }) => {
    // Staff add a bare product (no specifications, no reviews, no image, out of stock) through the admin API.
    await signInAs(page, E2E_STAFF);
    const slug = uniqueName('bare-lamp-').toLowerCase();
    const created = await page.request.post('/api/admin/products', {
      data: { name: `Bare Lamp ${slug}`, slug, categoryId: await categoryId(page, 'accessories'), price: '999.00', stockStatus: 'out_of_stock' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      await visit(page, `/products/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: `Bare Lamp ${slug}` })).toBeVisible();
      await expect(page.getByRole('img', { name: `Bare Lamp ${slug}` })).toHaveAttribute('src', '/images/placeholder.svg');
      await expect(page.getByText('Out of Stock', { exact: true })).toBeVisible();
      await expect(page.getByTestId('rating')).toContainText('(0 reviews)');
      await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible();

      await expect(page.getByRole('tabpanel')).toHaveText('No specifications available.');
      await page.getByRole('tab', { name: /^Reviews/ }).click();
      await expect(page.getByRole('tabpanel')).toHaveText('No reviews yet. Be the first to review this product!');
    } finally {
      expect((await page.request.delete(`/api/admin/products/${id}`)).ok()).toBe(true);
    }
  });

  test('an unknown product shows the not-found screen with Browse Products', async ({ page }) => {
    await visit(page, '/products/no-such-product');
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Browse Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('/product/{slug} (singular) shows the same product', async ({ page }) => {
    await visit(page, `/product/${BATTERY.slug}`);
    await expect(page).toHaveURL(new RegExp(`/products/${BATTERY.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: BATTERY.name })).toBeVisible();
  });
});

test('public pages arrive server-rendered with their data, link-preview tags and the right status', async ({ page }) => {
  const product = await page.request.get(`/products/${BATTERY.slug}`);
  expect(product.status()).toBe(200);
  const html = await product.text();
  expect(html).toContain(`>${BATTERY.name}</h1>`);
  expect(html).toContain('(3 reviews)');
  expect(html).toContain('<meta property="product:price:amount" content="42500.00" />');
  expect(html).toContain(`<title>${BATTERY.name} | SolarHub Kenya</title>`);

  const missing = await page.request.get('/products/no-such-product');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Product Not Found');

  const list = await page.request.get('/products?category=solar-panels');
  expect(await list.text()).toContain(`Showing ${await totalFor(page, 'category=solar-panels')} product(s)`);

  const about = await page.request.get('/about');
  expect(await about.text()).toContain('<title>About Us | SolarHub Kenya</title>');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu lists the links and closes on navigation', async ({ page }) => {
    await visit(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'All Products', 'Solar Panels', 'Accessories', 'About', 'Contact', 'FAQ']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Solar Panels' })).toHaveAttribute('href', /^\/products\?categoryId=\d+$/);
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The current page is marked for screen readers and highlighted (accent colours: amber text failed contrast).
    await expect(menu.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'FAQ' })).toHaveClass(/bg-accent text-accent-foreground/);
  });

  test('the Filters toggle opens the filters and shows Active when one is on', async ({ page }) => {
    await visit(page, '/products');
    await expect(page.getByRole('checkbox', { name: 'In Stock' })).toHaveCount(0);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(toggle).not.toContainText('Active');
    await toggle.click();
    await page.getByRole('checkbox', { name: 'In Stock' }).click();
    await expect(page).toHaveURL(/stock=in_stock/);
    await expect(toggle).toContainText('Active');
    await expectCount(page, 'stock=in_stock');
  });

  for (const { path, filters, stock, low, show } of [
    {
      path: '/products',
      filters: /^Filters/,
      stock: 'In Stock',
      low: 'Low Stock',
      show: (count: number) => `Show ${count} result${count === 1 ? '' : 's'}`,
    },
    { path: '/sw/products', filters: /^Chuja/, stock: 'Zipo', low: 'Zimebaki chache', show: (count: number) => `Onyesha matokeo ${count}` },
  ]) {
    test(`the filters end with a Show N results button that closes them and goes to the results (${path})`, async ({ page }) => {
      await visit(page, path);
      const toggle = page.getByRole('button', { name: filters });
      await toggle.click();
      const panel = page.locator('#mobile-filters');
      await panel.getByRole('checkbox', { name: stock }).click();
      await expect(page).toHaveURL(/stock=in_stock/);
      await expect(panel.getByRole('button', { name: show(await totalFor(page, 'stock=in_stock')) })).toBeVisible();
      await panel.getByRole('checkbox', { name: low }).click();
      await expect(page).toHaveURL(/low_stock/);
      const total = await totalFor(page, new URL(page.url()).search.slice(1));
      const button = panel.getByRole('button', { name: show(total) });
      // The last thing in the panel, scrolled to as a shopper would after choosing.
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await expect(panel).toHaveCount(0);
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByTestId('product-card').first()).toBeInViewport();
      await expect(page.getByTestId('product-card')).toHaveCount(Math.min(total, await page.getByTestId('product-card').count()));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  test('the contact map loads only when scrolled to', async ({ page }) => {
    await visit(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Monday - Friday')).toBeVisible();
    await expect(page.getByRole('main').getByText('8:00 - 18:00')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/254712345678');
    const map = page.getByTestId('map');
    await expect(map.locator('iframe')).toHaveCount(0);
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('iframe')).toHaveAttribute('src', /google/);
  });
});

test('the FAQ opens one answer at a time and closes it again', async ({ page }) => {
  await visit(page, '/faq');
  const questions = page.getByRole('main').getByRole('button', { expanded: false });
  await expect(questions).toHaveCount(13);
  const first = page.getByRole('button', { name: 'How do I place an order?' });
  const second = page.getByRole('button', { name: 'How do I pay?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('We do not take payment on the website.')).toBeHidden();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('We do not take payment on the website.')).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toBeVisible();
});

test('information pages carry the periods and hours of the spec', async ({ page }) => {
  await visit(page, '/warranty');
  await expect(page.getByRole('heading', { level: 1, name: 'Warranty Policy' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Solar panels/ })).toContainText('25-year performance warranty and 10-year product warranty');
  await visit(page, '/returns');
  await expect(page.getByRole('main')).toContainText('7 days');
  await expect(page.getByRole('main')).toContainText('48 hours');
  await expect(page.getByRole('main')).toContainText('5-10 business days');
  for (const [path, title] of [
    ['/about', 'About Us'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms & Conditions'],
  ] as const) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
});

test('the shell: top bar, active nav item, footer links, year and WhatsApp button; Admin only for staff', async ({ page }) => {
  await visit(page, '/about');
  const header = page.getByRole('banner');
  for (const message of ['Kenya-wide Delivery', 'Warranty Available', 'Trusted Solar Solutions'])
    await expect(header.getByText(message)).toBeVisible();
  await expect(header.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/254712345678');
  await expect(header.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+254712345678');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Solar Panels' })).toHaveAttribute('href', '/products?category=solar-panels');
  await expect(footer.getByRole('link', { name: 'Return Policy' })).toHaveAttribute('href', '/returns');
  await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/254712345678');

  await signInAs(page, E2E_STAFF);
  await page.reload();
  await waitForHydration(page);
  await expect(header.getByRole('link', { name: 'Admin' })).toBeVisible();

  // Regression: the Admin item once carried NavLink's className function as class text and never lit up.
  await visit(page, '/admin');
  const admin = header.getByRole('link', { name: 'Admin' });
  await expect(admin).toHaveAttribute('aria-current', 'page');
  await expect(admin).not.toHaveAttribute('class', /=>/);
  const color = (name: string) =>
    header
      .getByRole('link', { name, exact: true })
      .first()
      .evaluate((element) => getComputedStyle(element).color);
  expect(await color('Admin')).not.toBe(await color('Home'));
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await visit(page, '/solar/nowhere');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page Not Found/);
});
