import { expect, test } from '@playwright/test';
import { acknowledgeNotice } from './support/players.ts';
import { withoutInlinedBrand } from './support/brandFile.ts';

test.describe('app shell on the demo platform', () => {
  test('should open the casino home from / in the brand language and theme', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveURL(/\/slots\/home$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Mejores juegos' })).toBeVisible();
    await expect(page).toHaveTitle('Demo Bet');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    // The brand colour reaches design-system buttons through the theme contract's variables.
    await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toHaveCSS(
      'background-color',
      'rgb(11, 92, 173)',
    );
  });

  test('should load the app-open handler only for an address with a query', async ({ page }) => {
    const handlerRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/AppOpenHandler-[\w-]+\.js$/.test(request.url()))
        handlerRequests.push(request.url());
    });
    await page.goto('/slots/home', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 2, name: 'Mejores juegos' })).toBeVisible();
    expect(handlerRequests).toEqual([]);

    // A partner's link: the handler loads, keeps the promo code for this tab, cleans the address.
    await page.goto('/?betting=SUMMER10&ref_id=77');
    await expect(page).toHaveURL(/\/slots\/home$/);
    expect(handlerRequests).toHaveLength(1);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('auth.partnerPromo')))
      .toContain('SUMMER10');
  });

  test('should serve the app on a deep link', async ({ page }) => {
    const response = await page.goto('/virtual-games/golden-race');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Carreras virtuales' })).toBeVisible();
    // The brand's notice about the racing provider comes first (issue 10's information modals).
    await acknowledgeNotice(page, 'Carreras virtuales Golden Race');
    // A guest is asked to sign in rather than shown a list the platform keeps for players.
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }),
    ).toBeVisible();
  });

  test('should switch language from the side menu and remember it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu.getByRole('button', { name: 'English' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 2, name: 'Best games' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Best games' })).toBeVisible();
  });

  test('should lock page scroll under the side menu, within the security policy', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    expect(violations).toEqual([]);
  });

  test('should say so for a page the app does not have', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No encontramos esta página' }),
    ).toBeVisible();
  });

  test('should boot in the language the player chose before', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('preferredLanguage', 'en-US'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Best games' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('should ignore a corrupt stored language', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('preferredLanguage', '{oops'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Mejores juegos' })).toBeVisible();
  });

  test('should keep guests out of the profile', async ({ page }) => {
    await page.goto('/profile/top-up');
    await expect(page).toHaveURL(/\/slots\/home$/);
  });

  test('should serve the brand file beside the build', async ({ request }) => {
    const response = await request.get('/brand.json');
    expect(response.ok()).toBe(true);
    expect(await response.json()).toMatchObject({ id: 'demo', languages: { default: 'es-es' } });
  });

  test('should let the player retry when the brand file cannot be loaded', async ({ page }) => {
    await withoutInlinedBrand(page);
    let failures = 1;
    await page.route('**/brand.json', async (route) => {
      if (failures-- > 0) return route.fulfill({ status: 503, body: 'down' });
      return route.continue();
    });
    await page.goto('/');

    await expect(page.getByRole('alert')).toContainText(
      'No se pudo cargar la configuración del sitio.',
    );
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Mejores juegos' })).toBeVisible();
  });
});
