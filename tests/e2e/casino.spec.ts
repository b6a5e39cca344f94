import { expect, test, type Locator, type Page } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';
import { balanceOf, fundedPlayer } from './support/players.ts';

const demo = `http://127.0.0.1:${brandPorts.demo}`;
const nightbet = `http://127.0.0.1:${brandPorts.nightbet}`;

/*
 * Issue 9's journeys against the app and the platform: the casino home as a guest, favourites,
 * a game launched through its provider and played on the demo game page, and a brand's bans.
 */

/** The casino home with its best games shown; their tiles (links or, for guests, buttons). */
async function openHome(page: Page, origin = demo, bestGames = 'Mejores juegos'): Promise<Locator> {
  await page.goto(`${origin}/slots/home`);
  const best = page.getByRole('list', { name: bestGames });
  await expect(best.getByRole('listitem')).toHaveCount(6);
  return best;
}

/** The name of a tile's game, read from its accessible name ("Jugar a X" / "X: inicia…"). */
async function gameNameOf(tile: Locator): Promise<string> {
  const label = (await tile.getAttribute('aria-label')) ?? '';
  return label.replace(/^Jugar a /, '').replace(/: inicia sesión para jugar$/, '');
}

/** Scrolls the provider blocks in, two at a time, until every provider of the brand has one. */
async function showEveryProviderBlock(page: Page, origin: string, seeAll: RegExp): Promise<void> {
  const answer = await page.request.get(`${origin}/api/casino/providers`);
  const providers = ((await answer.json()) as { data: unknown[] }).data.length;
  const blocks = page.getByRole('link', { name: seeAll });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await blocks.count()).toBe(providers);
  }).toPass({ timeout: 30_000 });
}

test.describe('casino', () => {
  test('should let a guest filter, search and see that playing needs an account', async ({
    page,
  }) => {
    const best = await openHome(page);
    await expect(page.getByText('Para usar las casino, inicie sesión.')).toBeVisible();

    // A category chip filters the list and is kept in the address.
    const categories = page.getByRole('group', { name: 'Categorías' });
    await categories.getByRole('button', { name: 'Ruleta' }).click();
    await expect(page).toHaveURL(/[?&]sC=roulette/);
    const roulette = page.getByRole('list', { name: 'Ruleta' });
    await expect(roulette.getByRole('listitem').first()).toBeVisible();
    // Crash is a players' category.
    await expect(categories.getByRole('button', { name: 'Crash' })).toHaveCount(0);

    // Search (debounced) within the category: a roulette's name finds it.
    const name = await gameNameOf(roulette.getByRole('button').first());
    await page.getByRole('searchbox', { name: 'Buscar juegos' }).fill(name);
    const results = page.getByRole('list', { name: `Resultados para «${name}»` });
    const found = results.getByRole('button', { name: `${name}: inicia sesión para jugar` });
    await expect(found.first()).toBeVisible();
    // The results come straight under the search box: the best games step aside meanwhile.
    await expect(best).toBeHidden();

    // A guest's tile is inert: the page stays, a notice asks to sign in.
    await found.first().click();
    await expect(page.getByText('Por favor, inicia sesión.')).toBeVisible();
    await expect(page).toHaveURL(/\/slots\/home/);
  });

  test('should add a game to the favourites and find it there', async ({ page }) => {
    await fundedPlayer(page, demo, { label: 'favourite', amount: 6000 });
    const best = await openHome(page);
    const tile = best.getByRole('link').first();
    const name = await gameNameOf(tile);
    const star = best.getByRole('button', { name: `${name} en favoritos` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(page.getByText('Juego agregado a favoritos.')).toBeVisible();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`${demo}/slots/main?sF=1`);
    await expect(page.getByRole('link', { name: `Jugar a ${name}` })).toBeVisible();
  });

  test('should launch a game, play a spin and list it in the slots history', async ({ page }) => {
    await fundedPlayer(page, demo, { label: 'spin', amount: 6000 });
    const best = await openHome(page);
    const tile = best.getByRole('link').first();
    const name = await gameNameOf(tile);
    await tile.click();

    // The game page starts a session with the provider and opens the platform's demo game.
    await expect(page).toHaveURL(/\/demo\/game\//, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const spin = page.getByRole('button', { name: 'Girar' });
    await expect(spin).toBeEnabled();
    await spin.click();
    // The stake left the balance (and a win may have come back): the round was played.
    await expect.poll(() => balanceOf(page, demo)).not.toBe(6000);

    await page.goto(`${demo}/profile/slots-bet-history`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Historial de casino' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
  });

  test('should hide a banned provider block and quick link (nightbet bans live casino)', async ({
    page,
  }) => {
    // It pages every provider block in, two at a time, on two brands: 36 blocks, over 20 s on a
    // quiet machine, over 30 s in CI.
    test.setTimeout(120_000);
    // demo, in Spanish, offers live casino.
    await openHome(page, demo);
    const enlaces = page.getByRole('navigation', { name: 'Accesos rápidos' });
    await expect(enlaces.getByRole('link', { name: 'Casino en vivo' })).toBeVisible();
    await showEveryProviderBlock(page, demo, /^Ver todos los juegos de /);
    await expect(
      page.getByRole('link', { name: 'Ver todos los juegos de Pragmatic Live' }),
    ).toBeVisible();

    // nightbet, in English, bans evolution and pragmaticLive: live casino is banned with them.
    await openHome(page, nightbet, 'Best games');
    const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
    await expect(quickLinks.getByRole('link', { name: 'Casino', exact: true })).toBeVisible();
    await expect(quickLinks.getByRole('link', { name: 'Live casino' })).toHaveCount(0);
    await showEveryProviderBlock(page, nightbet, /^See all .* games$/);
    await expect(page.getByRole('link', { name: 'See all Pragmatic Live games' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See all NetEnt games' })).toBeVisible();
  });
});
