import { expect, test } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';
import { withoutInlinedBrand } from './support/brandFile.ts';

const brandUrl = (brand: keyof typeof brandPorts) => `http://127.0.0.1:${brandPorts[brand]}/`;

test.describe('one build, many brands', () => {
  const cases = [
    {
      brand: 'demo',
      heading: 'Mejores juegos',
      action: 'Iniciar sesión',
      title: 'Demo Bet',
      lang: 'es-ES',
      page: 'rgb(244, 246, 248)',
      brandColour: 'rgb(11, 92, 173)',
    },
    {
      brand: 'nightbet',
      heading: 'Best games',
      action: 'Sign in',
      title: 'NightBet',
      lang: 'en-US',
      page: 'rgb(14, 19, 25)',
      brandColour: 'rgb(183, 148, 246)',
    },
    {
      brand: 'costa',
      heading: 'Melhores jogos',
      action: 'Iniciar sessão',
      title: 'Costa Jogos',
      lang: 'pt-PT',
      page: 'rgb(246, 243, 238)',
      brandColour: 'rgb(15, 118, 110)',
    },
  ] as const;

  for (const expected of cases) {
    test(`should boot ${expected.brand} with its own language, theme and title`, async ({
      page,
    }) => {
      await page.goto(brandUrl(expected.brand));

      // The casino home, in the brand's language.
      await expect(page.getByRole('heading', { level: 2, name: expected.heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
      await expect(page.locator('body')).toHaveCSS('background-color', expected.page);
      await expect(page.getByRole('button', { name: expected.action, exact: true })).toHaveCSS(
        'background-color',
        expected.brandColour,
      );
      await expect(page).toHaveTitle(expected.title);
      const favicon = page.locator('link[rel="icon"]');
      await expect(favicon).toHaveAttribute('href', '/brand-assets/assets/favicon.svg');
      const icon = await page.request.get(
        new URL('/brand-assets/assets/favicon.svg', brandUrl(expected.brand)).href,
      );
      expect(icon.headers()['content-type']).toContain('image/svg+xml');
    });
  }

  test('should show each brand its own header menu, in its order, without banned entries', async ({
    page,
  }) => {
    const menu = async (brand: keyof typeof brandPorts, name: string) => {
      await page.goto(brandUrl(brand));
      const nav = page.getByRole('navigation', { name });
      await expect(nav).toBeVisible();
      return nav.locator('a, button').allInnerTexts();
    };
    expect(await menu('demo', 'Menú principal')).toEqual([
      'Deportes',
      'En vivo',
      'Casino',
      'Carreras de caballos',
      'Casino en vivo',
    ]);
    // nightbet's live casino providers are banned: no live casino entry.
    expect(await menu('nightbet', 'Main menu')).toEqual(['Sport', 'Live', 'Casino', 'Horse races']);
    // costa: casino first; with bc banned, Sport and Live have one sub-entry left and become links.
    expect(await menu('costa', 'Menu principal')).toEqual([
      'Casino',
      'Casino ao vivo',
      'Desporto',
      'Ao vivo',
      'Corridas de cavalos',
    ]);
  });

  test('should show a signed-in player the balance in each brand currency', async ({ page }) => {
    const cases = [
      { brand: 'demo', balance: /\$\d{1,3}(\.\d{3})*(?![\d,])/, topUpTab: null },
      // USD players top up through the brand's chat, in a new tab (spec, section 2).
      { brand: 'nightbet', balance: /\$\d[\d,]*\.\d{2}/, topUpTab: '_blank' },
      { brand: 'costa', balance: /\d[\d\s]*,\d{2}\s€/, topUpTab: null },
    ] as const;
    for (const expected of cases) {
      const response = await page.request.post(`${brandUrl(expected.brand)}api/user/login/email`, {
        data: { email: 'player@demo.test', password: 'demo1234' },
      });
      expect(response.ok()).toBe(true);
      await page.goto(brandUrl(expected.brand));
      const header = page.getByRole('banner');
      await expect(header.getByText(expected.balance)).toBeVisible();
      const topUp = header.getByRole('link', { name: /^(Recargar|Top up|Depositar)/ });
      if (expected.topUpTab) await expect(topUp).toHaveAttribute('target', expected.topUpTab);
      else await expect(topUp).not.toHaveAttribute('target', '_blank');
    }
  });

  test('should redirect a banned embedded sportsbook to the casino home, per brand', async ({
    page,
  }) => {
    // costa bans the bc sportsbook; demo does not.
    await page.goto(`${brandUrl('costa')}bc/prematch`);
    await expect(page).toHaveURL(/\/slots\/home$/);
    await page.goto(`${brandUrl('demo')}bc/prematch`);
    await expect(page).toHaveURL(/\/bc\/prematch$/);
  });

  test('should ban live casino when both its providers are banned (nightbet)', async ({ page }) => {
    await page.goto(`${brandUrl('nightbet')}casinolive/main`);
    await expect(page).toHaveURL(/\/slots\/home$/);
    await page.goto(`${brandUrl('demo')}casinolive/main`);
    await expect(page).toHaveURL(/\/casinolive\/main$/);
  });

  test('should show players a retry, never a problem list, when /brand.json is not a published brand', async ({
    page,
  }) => {
    // What a broken proxy or a hand-copied source file would answer: players get no problem list
    // (operators read those from brand:publish and the server's log).
    await withoutInlinedBrand(page);
    let answers = 0;
    await page.route('**/brand.json', (route) => {
      answers += 1;
      if (answers > 1) return route.continue();
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ id: 'demo', name: 'Demo Bet', colour: 'blue' }),
      });
    });
    await page.goto(brandUrl('demo'));

    const failure = page.getByRole('alert');
    await expect(failure).toContainText('No se pudo cargar la configuración del sitio.');
    await expect(page.getByText('/colour')).toHaveCount(0);
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Mejores juegos' })).toBeVisible();
  });
});
