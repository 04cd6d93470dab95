import { captureWhatsApp, expect, registerShopper, test, visit, waitForHydration } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('the planner in Kiswahili: steps, appliance names, figures, why lines, kit, notes and a validation message', async ({ page }) => {
  await visit(page, '/sw/planner');
  await expect(page.getByRole('heading', { level: 1, name: 'Kikokotoo cha sola' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unataka kuwasha nini?' })).toBeVisible();
  await expect(
    page.getByText('Saa 4 za jua kwa siku katika mwezi wake wenye jua kidogo zaidi, 31 °C siku ya joto, 5 °C wakati wa baridi zaidi.').first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Friji', exact: true }).click();
  const fridge = page.getByRole('list', { name: 'Vifaa' }).getByRole('listitem', { name: 'Friji' });
  await fridge.getByRole('button', { name: 'Ongeza: idadi' }).click();
  await expect(fridge.getByLabel('Idadi', { exact: true })).toHaveValue('2');
  // The address keeps the plan and the language.
  await expect.poll(() => new URL(page.url()).searchParams.getAll('a')).toEqual(['Friji~150~2~8~3']);
  expect(new URL(page.url()).pathname).toBe('/sw/planner');
  await expect(page.getByTestId('figure-panels')).toHaveText('965 W');
  // The new total is told to a screen reader, in Kiswahili.
  const news = page.getByTestId('kit-total-news');
  await expect.poll(async () => (await news.textContent()) === `Kit sasa inagharimu ${await page.getByTestId('kit-total').textContent()}`).toBe(true);
  await expect(news).toHaveText(/^Kit sasa inagharimu KSh [\d,.]+$/);
  await expect(page.getByRole('list', { name: 'Kwa nini' })).toContainText(
    'Paneli 965 W: 2,400 Wh × 1.143 nyongeza ya kujaza betri tena ÷ (saa 4 za jua katika mwezi wenye jua kidogo zaidi × 0.93 inverter × 0.95 mzunguko wa betri ya lithium × 0.892 joto kwa seli ya 56 °C × 0.95 vumbi × 0.97 nyaya × 0.98 tofauti za paneli).',
  );
  await expect(page.getByTestId('climate-source')).toContainText('Jua: makadirio ya eneo — REIN Kenya');
  await expect(page.getByText('Jumla ya kit')).toBeVisible();
  // The server's note on Nairobi's sun figure, in Kiswahili.
  await expect(page.getByRole('list', { name: 'Maelezo' })).toContainText(
    'Kiwango cha jua cha Nairobi ni cha eneo lake (saa 4 katika mwezi wenye jua kidogo zaidi)',
  );
  await expect(page).toHaveTitle(/^Kit ya sola kwa vifaa 2 — KSh /);

  // The shared schema's messages beside the fields.
  await page.getByRole('button', { name: 'Kifaa kingine' }).click();
  const custom = page.getByRole('listitem', { name: 'Kifaa 2' });
  await custom.getByLabel('Wati').fill('0');
  await expect(custom.getByRole('alert')).toHaveText(['Jina la kifaa linahitajika', 'Wati ziwe namba kuanzia 1 hadi 20000']);
});

test('a shared Kiswahili plan link is rendered by the server with its Kiswahili title', async ({ request }) => {
  const html = await (await request.get('/sw/planner?a=Balbu%20ya%20LED~10~6~5~1&county=nairobi')).text();
  expect(html).toMatch(/<title>Kit ya sola kwa vifaa 6 — KSh [\d,.]+[^<]*<\/title>/);
  expect(html).toContain('Inahitaji paneli za');
});

test('a register form with a too-short password shows the validation message in Kiswahili', async ({ page }) => {
  await page.goto('/sw/register');
  await waitForHydration(page);
  await page.locator('#register-password').fill('123');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('#register-password-error')).toHaveText('Nenosiri liwe na angalau herufi 6');
  await expect(page.locator('#register-firstName-error')).toHaveText('Jina la kwanza linahitajika');
});

test('in Kiswahili, the plain "why" lines, the kit lines\' reasons, the printed header and the plan in the order notes', async ({ page }) => {
  await registerShopper(page);
  await visit(page, '/sw/planner?a=Friji~150~1~8~3&county=nairobi');
  await expect(page.getByRole('list', { name: 'Kwa nini' })).toContainText('betri za lithium zinaweza kutumia kwa usalama 80% ya ujazo wake');
  await expect(page.getByRole('list', { name: 'Bidhaa za kit' })).toContainText(
    'Hubadilisha umeme wa betri kuwa wa 240 V unaotumiwa na vifaa vyako.',
  );
  await expect(page.getByRole('region', { name: 'Mpango wako kwa sasa' })).toBeInViewport();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-header')).toContainText('Mpango wa sola umechapishwa tarehe');
  await page.emulateMedia({ media: 'screen' });

  const planUrl = page.url();
  await page.getByRole('button', { name: 'Weka kit kwenye kikapu' }).click();
  await page.waitForURL(/\/sw\/cart$/);
  await visit(page, '/sw/checkout');
  await page.getByLabel('Anwani ya Kufikisha').fill('Nyumba 14, Barabara ya Othaya, Nairobi');
  await page.getByLabel('Nambari ya Simu').fill('0712 345 678');
  const whatsapp = await captureWhatsApp(page);
  await page.getByRole('button', { name: 'Weka Oda na Utuandikie WhatsApp' }).click();
  const message = (await whatsapp()).searchParams.get('text')!;
  expect(message).toContain(`Mpango wa sola: ${planUrl}`);
  expect(message).not.toContain('Solar plan:');
});
