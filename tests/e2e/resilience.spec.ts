import { expect, test, type Page } from '@playwright/test';

/*
 * A site that never goes blank: a page whose code chunk cannot be loaded (a redeploy removed it
 * under an open tab, or the phone's network dropped it) reloads once to pick up the release, and
 * when it still cannot load shows a localized failure with Retry while the shell keeps working.
 */

/**
 * Opens the casino home and from then on answers 404 to every script it did not load, as a server
 * does after a redeploy removed the old release's chunks: until the page's next full load
 * (`untilReload`, the new release is then what the page asks for) or for good.
 */
async function openWithLaterChunksFailing(page: Page, until: 'untilReload' | 'forGood') {
  const loaded = new Set<string>();
  let recording = true;
  page.on('requestfinished', (request) => {
    if (recording && request.resourceType() === 'script') loaded.add(request.url());
  });
  await page.goto('/slots/home');
  await expect(page.getByRole('heading', { level: 2, name: 'Mejores juegos' })).toBeVisible();
  // The shell's own pieces (session, notices, overlays) load just after the page paints.
  await page.waitForLoadState('networkidle');
  recording = false;
  let reloaded = false;
  // A full load, not the app's own address changes (which Playwright also reports as navigations).
  page.on('domcontentloaded', () => {
    reloaded = true;
  });
  const failed = new Set<string>();
  await page.route('**/assets/*.js', async (route) => {
    const url = route.request().url();
    if (loaded.has(url) || (until === 'untilReload' && reloaded)) return route.continue();
    failed.add(url);
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  return failed;
}

/** Counts the page's full loads from now on (a reload is one). */
function countLoads(page: Page): { loads: number } {
  const counter = { loads: 0 };
  page.on('load', () => {
    counter.loads += 1;
  });
  return counter;
}

const liveCasinoLink = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Casino en vivo' })
    .first();

const liveCasinoHeading = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1, name: 'Casino en vivo' });

test.describe('a page whose code cannot be loaded', () => {
  test('should reload once and recover when the release changed under the tab', async ({
    page,
  }) => {
    const failures = await openWithLaterChunksFailing(page, 'untilReload');
    const counter = countLoads(page);
    await liveCasinoLink(page).click();

    await expect(page).toHaveURL(/\/casinolive\/main$/);
    await expect(liveCasinoHeading(page)).toBeVisible();
    expect(counter.loads).toBe(1);
    expect(failures.size).toBeGreaterThan(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('should show Retry, keep the shell working, and not reload in a loop', async ({ page }) => {
    await openWithLaterChunksFailing(page, 'forGood');
    const counter = countLoads(page);
    await liveCasinoLink(page).click();

    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure.getByRole('heading', { level: 1, name: 'Algo ha ido mal' })).toBeVisible();
    await expect(failure.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    // One reload to look for a new release, and no more.
    await page.waitForTimeout(1500);
    expect(counter.loads).toBe(1);
    // The shell still works: its menu leads to a page whose code is in, and back.
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Casino', exact: true })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Mejores juegos' })).toBeVisible();
    await page.goBack();
    await expect(failure).toBeVisible();
    expect(counter.loads).toBe(1);

    // Once the scripts load again, Retry brings the page.
    await page.unroute('**/assets/*.js');
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    await expect(liveCasinoHeading(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });
});
