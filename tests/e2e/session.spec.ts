import { expect, test, type Page } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';

const demo = `http://127.0.0.1:${brandPorts.demo}`;

/** Signs the demo player in through the platform API; the browser context shares the cookie. */
async function signIn(page: Page) {
  const response = await page.request.post(`${demo}/api/user/login/email`, {
    data: { email: 'player@demo.test', password: 'demo1234' },
  });
  expect(response.ok()).toBe(true);
}

test.describe('player session in the shell', () => {
  test('should show a guest the sign-in buttons once the auth check has answered', async ({
    page,
  }) => {
    await page.goto(`${demo}/slots/home`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Registrarse' })).toBeVisible();
  });

  test('should show a signed-in player id and balance, obey the server blocklist, and sign out', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`${demo}/slots/home`);
    const header = page.getByRole('banner');

    await expect(header.getByText('ID 1')).toBeVisible();
    // The demo player's balance (seeded 1000 CLP; open coupons may settle meanwhile), es-ES
    // grouping with two decimals and the brand's symbol.
    const balance = (await (await page.request.get(`${demo}/api/user/balance`)).json()) as {
      data: { balance: number };
    };
    expect(balance.data.balance).toBeGreaterThan(0);
    await expect(header.getByText(/\$\d{1,3}(\.\d{3})*(?![\d,])/)).toBeVisible();
    await expect(header.getByRole('link', { name: 'Recargar' })).toHaveAttribute(
      'href',
      '/profile/top-up',
    );
    // The platform's blocklist bans universalrace for this player: horse races leave the menu.
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getByRole('link', { name: 'Casino', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Carreras de caballos' })).toHaveCount(0);

    await header.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu.getByText('player@demo.test')).toBeVisible();
    await menu.getByRole('button', { name: 'Cerrar sesión' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Cerraste sesión.' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Entrar' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Carreras de caballos' })).toBeVisible();
    const check = await page.request.get(`${demo}/api/user/check`);
    expect(check.status()).toBe(401);
  });

  test('should keep a guest out of the profile only after the auth check', async ({ page }) => {
    await page.goto(`${demo}/profile/top-up`);
    await expect(page).toHaveURL(/\/slots\/home$/);
  });

  test('should let a signed-in player stay on a profile page', async ({ page }) => {
    await signIn(page);
    await page.goto(`${demo}/profile/top-up`);
    // The header, whether or not the page's top-up notice is open over it.
    await expect(page.locator('header').getByText('ID 1')).toBeVisible();
    await expect(page).toHaveURL(`${demo}/profile/top-up`);
  });
});
