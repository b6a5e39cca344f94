import { expect, test } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';
import { withoutInlinedBrand } from './support/brandFile.ts';

const demo = `http://127.0.0.1:${brandPorts.demo}`;

/* Issue 10's content pages and campaigns against the app and the platform. */

const rulesTitle = {
  'es-es': 'Términos y condiciones',
  'en-US': 'Terms and conditions',
  'pt-PT': 'Termos e condições',
} as const;

test.describe('content pages and promotions', () => {
  for (const [language, title] of Object.entries(rulesTitle)) {
    test(`should render a flat page from the CMS in ${language}`, async ({ page }) => {
      await page.addInitScript((code) => {
        window.localStorage.setItem('preferredLanguage', code);
      }, language);
      await page.goto(`${demo}/flatPages/rules`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    });
  }

  test('should show a CMS page’s text without running its scripts', async ({ page }) => {
    const hostile = {
      id: 99,
      id_name: 'hostile',
      name: 'Página hostil',
      priority: 1,
      text:
        '<p>Texto legible</p><script>window.__pwned = true</script>' +
        '<img src="x" onerror="window.__pwned = true"><a href="javascript:window.__pwned=true">enlace</a>',
    };
    await page.route('**/api/site/flatpages/list/**', (route) =>
      route.fulfill({
        json: { success: true, data: [hostile], errorMessage: null, codeStatus: 0 },
      }),
    );
    await page.goto(`${demo}/flatPages/hostile`);
    const main = page.getByRole('main');
    await expect(main.getByText('Texto legible')).toBeVisible();
    await expect(main.locator('script, [onerror], a[href^="javascript:"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  });

  test('should label big wins and show phone prizes without their claim code', async ({ page }) => {
    await page.goto(`${demo}/promotions`);
    const main = page.getByRole('main');
    const winners = main.getByRole('listitem');
    await expect(winners.filter({ hasText: /BIG WIN/ }).first()).toBeVisible();
    // A prize-draw win (amount 0): the phone and its prize type, no amount; the claim code is
    // for its winner alone, and no demo account won one.
    const phonePrize = winners.filter({ hasText: /Premio: teléfono/ }).first();
    await expect(phonePrize).toBeVisible();
    await expect(phonePrize).not.toContainText(/\$\d/);
    await expect(main).not.toContainText('PH-');
  });

  test('should keep the download button disabled until its address arrives', async ({ page }) => {
    // A brand without a fixed app address asks the platform for it; hold that answer.
    await withoutInlinedBrand(page);
    await page.route('**/brand.json', async (route) => {
      const brand = (await (await route.fetch()).json()) as Record<string, unknown>;
      delete brand.downloadApp;
      await route.fulfill({ json: brand });
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/site/download-url', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${demo}/download-app`);
    const button = page.getByRole('button', { name: /Descargar para Android/ });
    await expect(button).toBeVisible();
    await button.click({ force: true });
    await expect(page).toHaveURL(`${demo}/download-app`);

    release();
    const link = page.getByRole('link', { name: /Descargar para Android/ });
    await expect(link).toHaveAttribute('href', /\/demo\/app\/brand\.apk$/);
  });

  test('should offer the app in the side menu, closed until opened, and remember it closed', async ({
    page,
  }) => {
    await page.goto(`${demo}/slots/home`);
    const openMenu = () => page.getByRole('button', { name: 'Abrir menú' }).click();
    await openMenu();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    const banner = menu.getByRole('region', { name: 'App para Android' });
    const toggle = banner.getByRole('button', { name: 'Descarga nuestra app para Android' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(banner.getByRole('link', { name: /Descargar para Android/ })).toBeVisible();

    await banner.getByRole('button', { name: 'Cerrar el anuncio de la app' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await openMenu();
    // The menu's flat pages come from the platform: by then its feature blocks have loaded too.
    await expect(menu.getByRole('link', { name: 'Términos y condiciones' })).toBeVisible();
    await expect(menu.getByRole('region', { name: 'App para Android' })).toHaveCount(0);
  });
});
