import { expect, test, visit } from './fixtures';

// The information pages at /sw/… (docs/decisions/0093-information-page-texts.md).
const PAGES = [
  ['/about', 'Kuhusu Sisi'],
  ['/contact', 'Wasiliana Nasi'],
  ['/faq', 'Maswali Yanayoulizwa Mara kwa Mara'],
  ['/privacy', 'Sera ya Faragha'],
  ['/terms', 'Vigezo na Masharti'],
  ['/warranty', 'Sera ya Waranti'],
  ['/returns', 'Sera ya Kurudisha Bidhaa'],
  ['/delivery', 'Usafirishaji na Ufungaji'],
] as const;

test.describe('information pages in Kiswahili, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each page opens at /sw with its Kiswahili title, and the server sends it in Kiswahili', async ({ page }) => {
    const faq = await page.request.get('/sw/faq');
    const html = await faq.text();
    expect(html).toContain('<html lang="sw"');
    expect(html).toContain('<title>Maswali Yanayoulizwa Mara kwa Mara | SolarHub Kenya</title>');

    const englishTexts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/en-[\w-]+\.js$/.test(request.url())) englishTexts.push(request.url());
    });
    for (const [path, title] of PAGES) {
      const response = await page.request.get(`/sw${path}`);
      expect(await response.text(), path).toContain(`<title>${title} | SolarHub Kenya</title>`);
      await visit(page, `/sw${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | SolarHub Kenya`);
    }
    // Only the page's language is fetched.
    expect(englishTexts).toEqual([]);
  });

  test('answers, periods, links, buttons and the WhatsApp message are in Kiswahili', async ({ page }) => {
    await visit(page, '/sw/faq');
    await page.getByRole('button', { name: 'Ninapata waranti gani?' }).click();
    await expect(page.getByRole('main')).toContainText('Kila bidhaa ina waranti ya mtengenezaji: paneli za sola, waranti ya utendaji ya miaka 25');
    await expect(page.getByRole('main').getByRole('link', { name: 'Tuandikie WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/254712345678?text=${encodeURIComponent('Habari! Nina swali kuhusu bidhaa zenu.')}`,
    );

    await visit(page, '/sw/returns');
    const main = page.getByRole('main');
    for (const text of ['siku 7', 'saa 48', 'Kuletewa bidhaa isiyo sahihi', 'siku 5-10 za kazi']) await expect(main).toContainText(text);
    await main.getByRole('link', { name: 'Sera yetu ya Waranti' }).click();
    await expect(page).toHaveURL(/\/sw\/warranty$/);
    await expect(page.getByRole('row', { name: /Paneli za sola/ })).toContainText('Waranti ya utendaji ya miaka 25');

    await visit(page, '/sw/contact');
    await expect(page.getByRole('heading', { name: 'Saa za kazi' })).toBeVisible();
    // The map waits below the fold behind its button, and loads once scrolled to.
    await expect(page.getByRole('button', { name: 'Onyesha ramani' })).toBeVisible();
    await page.getByTestId('map').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('map').locator('iframe')).toHaveAttribute('title', /^Ramani: /);
  });
});
