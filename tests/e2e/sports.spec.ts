import { expect, test, type Page } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';

const demo = `http://127.0.0.1:${brandPorts.demo}`;

interface FeedItem {
  id: number;
  team1: string;
  team2: string;
}

async function logIn(page: Page) {
  const response = await page.request.post(`${demo}/api/user/login/email`, {
    data: { email: 'player@demo.test', password: 'demo1234' },
  });
  expect(response.ok()).toBe(true);
}

/** A line football match the platform lists now (names in Spanish, the default language). */
async function someLineMatch(page: Page): Promise<FeedItem> {
  const answer = (await (
    await page.request.get(`${demo}/api/feed/line/games`, { params: { sportId: 1, lang: 'es' } })
  ).json()) as { data: FeedItem[] };
  const [match] = answer.data;
  if (!match) throw new Error('no line football match in the demo feed');
  return match;
}

test.describe('sports journeys', () => {
  test('should browse top events, a sport, a country and a full event', async ({ page }) => {
    await page.goto(`${demo}/line/top-events`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Eventos destacados' })).toBeVisible();
    await expect(main.getByRole('article').first()).toBeVisible();

    await main
      .getByRole('navigation', { name: 'Deportes' })
      .getByRole('link', { name: 'Fútbol' })
      .click();
    await expect(page).toHaveURL(/\/line\/sport1$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Fútbol' })).toBeVisible();

    await main.getByRole('button', { name: 'Deportes', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Deportes y países' });
    await menu.getByRole('link', { name: /^España/ }).click();
    await expect(page).toHaveURL(/\/line\/sport1country5$/);
    await expect(main.getByRole('heading', { level: 2, name: 'España' })).toBeVisible();

    const firstEvent = main.getByRole('article').first();
    const teams = (await firstEvent.getAttribute('aria-label')) ?? '';
    await firstEvent.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/full-event\/line\/\d+$/);
    await expect(main.getByRole('heading', { level: 1 })).toContainText(
      teams.split(' - ')[0] ?? '',
    );
    // Market groups in the spec's order, each price a bet-slip toggle.
    const odd = main.getByRole('button', { name: /^1, \d/ }).first();
    await odd.click();
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
  });

  test('should show live odds changing after a poll', async ({ page }) => {
    await page.goto(`${demo}/live`);
    await expect(page).toHaveURL(/\/live\/selectedSport\/0$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('article').first()).toBeVisible();
    // The simulator reprices live odds every few seconds; a changed price is marked for a second.
    await expect(main.locator('button[data-trend]').first()).toBeAttached({ timeout: 30_000 });
  });

  test('should find a team by search', async ({ page }) => {
    const match = await someLineMatch(page);
    await page.goto(`${demo}/line/top-events`);
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: 'Buscar eventos' }).fill(match.team1);
    await main.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/line/search/${encodeURIComponent(match.team1)}$`));
    await expect(main.getByText(/^Encontrados: \d+/)).toBeVisible();
    await expect(
      main.getByRole('article', { name: `${match.team1} - ${match.team2}` }),
    ).toBeVisible();
  });

  test('should ask a guest to log in to favourite, and keep a player’s favourite', async ({
    page,
  }) => {
    const match = await someLineMatch(page);
    await page.goto(`${demo}/full-event/line/${String(match.id)}`);
    const star = page
      .getByRole('main')
      .getByRole('button', { name: /^Favorito/ })
      .first();
    await star.click();
    await expect(page.getByText('Necesitas iniciar sesión para hacer esto.')).toBeVisible();

    await logIn(page);
    await page.reload();
    await expect(page.getByRole('banner').getByText(/^ID \d+$/)).toBeVisible();
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`${demo}/Favorite`);
    await expect(
      page.getByRole('main').getByRole('article', { name: `${match.team1} - ${match.team2}` }),
    ).toBeVisible();
  });

  test('should open esports and add an odd to the bet slip', async ({ page }) => {
    await page.goto(`${demo}/cybersport`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Ciberdeportes' })).toBeVisible();
    await main.getByRole('tab', { name: 'Counter-Strike 2' }).click();
    const panel = main.getByRole('tabpanel');
    await panel
      .getByRole('button', { name: /Eventos: \d+/ })
      .nth(1)
      .click();
    const odd = panel.getByRole('button', { name: /^1, \d/ }).first();
    await odd.click();
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
  });

  test('should show results with scores', async ({ page }) => {
    await page.goto(`${demo}/Results`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
    await main.getByRole('button', { name: /^LaLiga/ }).click();
    await expect(main.getByText(/^\d+:\d+$/).first()).toBeVisible();
  });

  test('should buy a football-pool ticket and list it', async ({ page }) => {
    await logIn(page);
    await page.goto(`${demo}/toto`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Quiniela' })).toBeVisible();
    const groups = main.getByRole('radiogroup');
    await expect(groups.first()).toBeVisible();
    for (const group of await groups.all()) await group.getByRole('radio').first().click();
    const stake = main.getByRole('textbox', { name: 'Monto' });
    // The demo player's CLP minimum, from the settings' limits: the button waits for them.
    await expect(stake).toHaveAccessibleDescription(/^Mínimo \$100,/);
    await stake.fill('100');
    await main.getByRole('button', { name: 'Jugar boleto' }).click();
    await expect(page.getByText(/^Boleto n\.º \d+ jugado/)).toBeVisible();
    const tickets = main.getByRole('region', { name: 'Mis boletos' });
    await expect(tickets.getByText('Pendiente').first()).toBeVisible();
  });
});
