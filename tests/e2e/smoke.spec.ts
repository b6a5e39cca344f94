import { expect, test } from '@playwright/test';

test.describe('app shell on the demo platform', () => {
  test('should boot the demo brand in its default language with themed design-system buttons', async ({
    page,
  }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { name: 'Bienvenido a Demo Bet' })).toBeVisible();
    await expect(page).toHaveTitle('Demo Bet');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    const spanish = page.getByRole('button', { name: 'Español' });
    await expect(spanish).toHaveAttribute('aria-pressed', 'true');
    // The brand colour reaches the button through the theme contract's CSS variables.
    await expect(spanish).toHaveCSS('background-color', 'rgb(11, 92, 173)');
    await expect(page.getByRole('button', { name: 'English' })).toHaveCSS(
      'border-color',
      'rgb(11, 92, 173)',
    );
  });

  test('should switch the interface language when the player picks one', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Português' }).click();

    await expect(page.getByRole('heading', { name: 'Bem-vindo a Demo Bet' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  });

  test('should serve the app shell on a deep link', async ({ page }) => {
    const response = await page.goto('/line/top-events');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Bienvenido a Demo Bet' })).toBeVisible();
  });

  test('should serve the brand file beside the build', async ({ request }) => {
    const response = await request.get('/brand.json');
    expect(response.ok()).toBe(true);
    expect(await response.json()).toMatchObject({ id: 'demo', languages: { default: 'es-es' } });
  });

  test('should let the player retry when the brand file cannot be loaded', async ({ page }) => {
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
    await expect(page.getByRole('heading', { name: 'Bienvenido a Demo Bet' })).toBeVisible();
  });
});
