import { expect, test, type Page } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';
import { fundedPlayer } from './support/players.ts';

const demo = `http://127.0.0.1:${brandPorts.demo}`;
const costa = `http://127.0.0.1:${brandPorts.costa}`;

/*
 * Issue 11's journeys against the app and the platform: the embedded sportsbooks, TV-bet's frame
 * messages, bet-radar's paging and sessions, and twenty-one's hand-off to the provider's page.
 */

/** A player of their own, signed in in the page's browser context. */
async function signedInPlayer(page: Page, label: string): Promise<void> {
  await fundedPlayer(page, demo, { label, amount: 6000 });
}

test.describe('integrations', () => {
  test('should frame the sportsbook with the player token and the language', async ({ page }) => {
    await signedInPlayer(page, 'bc');
    await page.goto(`${demo}/bc/live`);
    const frame = page.getByTitle('Apuestas deportivas: en vivo');
    await expect(frame).toBeVisible();
    const src = new URL((await frame.getAttribute('src')) ?? '', demo);
    expect(src.pathname).toBe('/demo/bc/live');
    expect(src.searchParams.get('lang')).toBe('spa');
    expect(src.searchParams.get('token')).toMatch(/^[\w-]{32}$/);

    // The sportsbook itself accepts the token and reads the language.
    const inside = page.frameLocator('iframe[title="Apuestas deportivas: en vivo"]');
    await expect(inside.locator('#token-status')).toHaveAttribute('data-valid', 'true');
    await expect(inside.locator('#frame-language')).toContainText('spa');
  });

  test('should send a banned digital sportsbook to the casino home', async ({ page }) => {
    // costa bans bc and digitain.
    await page.goto(`${costa}/digsport/live`);
    await expect(page).toHaveURL(`${costa}/slots/home`);
  });

  test("should resize TV-bet's frame from its own origin and ignore other origins", async ({
    page,
  }) => {
    await signedInPlayer(page, 'tvbet');
    await page.goto(`${demo}/tv-bet`);
    const frame = page.getByTitle('Juegos de apuestas en TV');
    await expect(frame).toBeVisible();
    await expect(
      page.frameLocator('iframe[title="Juegos de apuestas en TV"]').locator('#token-status'),
    ).toHaveAttribute('data-valid', 'true');

    // The browser sets a message's origin; these events stand in for a frame of each origin,
    // sent from the TV-bet frame's own window.
    const post = (origin: string, height: number) =>
      page.evaluate(
        ([origin, height]) => {
          const iframe = document.querySelector<HTMLIFrameElement>('iframe[title]');
          window.dispatchEvent(
            new MessageEvent('message', {
              data: { type: 'height', height },
              origin,
              source: iframe?.contentWindow ?? null,
            }),
          );
        },
        [origin, height] as const,
      );
    const height = () => frame.evaluate((element) => element.getBoundingClientRect().height);

    await post('https://evil.example', 4321);
    await post(`http://127.0.0.1:${brandPorts.nightbet}`, 4321);
    // Two frames later a message that was taken would have been applied.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await height()).not.toBe(4321);
    await post(demo, 1234);
    await expect.poll(height).toBe(1234);
  });

  test('should page bet-radar by 12 and start a game on the demo page', async ({ page }) => {
    await signedInPlayer(page, 'betradar');
    await page.goto(`${demo}/bet-radar`);
    const list = page.getByRole('list', { name: 'Juegos de deportes virtuales' });
    const tiles = list.getByRole('button');
    await expect(tiles).toHaveCount(12);
    await tiles.last().scrollIntoViewIfNeeded();
    await expect(tiles).toHaveCount(24);

    const name = (await tiles.first().textContent())?.trim() ?? '';
    await tiles.first().click();
    await expect(page).toHaveURL(/\/demo\/bet-radar\/\?session=/);
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test("should open twenty-one on the provider's page with the player's limits", async ({
    page,
  }) => {
    await signedInPlayer(page, 'twentyone');
    await page.goto(`${demo}/slots/main`);
    await page
      .getByRole('region', { name: 'Veintiuno' })
      .getByRole('button', { name: 'Jugar' })
      .click();
    await expect(page).toHaveURL(/\/demo\/twenty-one\//);
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      balance: '6000',
      currency: 'CLP',
      min: '1',
      max: '100',
      home: `${demo}/slots/main`,
    });
    expect(query.get('token')).toMatch(/^[\w-]{32}$/);
    expect(query.get('userId')).toMatch(/^\d+$/);
  });
});
