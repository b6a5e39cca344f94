import { expect, test } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';
import { manifestProblems } from '../../platform/src/brands/manifest.ts';

const brands = [
  { id: 'demo', name: 'Demo Bet', lang: 'es-ES', themeColor: '#0b5cad' },
  { id: 'nightbet', name: 'NightBet', lang: 'en-US', themeColor: '#b794f6' },
  { id: 'costa', name: 'Costa Jogos', lang: 'pt-PT', themeColor: '#0f766e' },
] as const;

const origin = (id: keyof typeof brandPorts) => `http://127.0.0.1:${String(brandPorts[id])}`;

test('each brand is in its page before any script runs, with a manifest that validates', async ({
  request,
}) => {
  for (const brand of brands) {
    const html = await (await request.get(`${origin(brand.id)}/casino`)).text();
    // The theme's attributes follow the language (the page's first frame, decision 021).
    expect(html, brand.id).toContain(`<html lang="${brand.lang}" `);
    expect(html, brand.id).toMatch(/<div id="root"><.*<header/s);
    expect(html, brand.id).toContain(`<title>${brand.name}</title>`);
    expect(html, brand.id).toContain(`<meta name="theme-color" content="${brand.themeColor}" />`);
    const link = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
    expect(link, brand.id).toBe('/manifest.webmanifest');
    const manifest = await request.get(`${origin(brand.id)}${link ?? ''}`);
    expect(manifest.ok()).toBe(true);
    const body = (await manifest.json()) as Record<string, unknown>;
    expect(manifestProblems(body), brand.id).toEqual([]);
    expect(body).toMatchObject({ name: brand.name, theme_color: brand.themeColor });
  }
});

// Its own browser, closed whole at the end: closing a context with a live service worker waits for
// Chromium to dispose of the worker, which under load (CI, two cores) outlasted the test's minute
// after every assertion had passed. Closing the browser does not wait for that.
test('the brand installs, and a reload on a dead network shows the app, not a browser error', async ({
  playwright,
}) => {
  const { launchOptions, ...contextOptions } = test.info().project.use;
  const browser = await playwright.chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const site = origin('nightbet');
    await page.goto(`${site}/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);

    // Chromium's own installability check (what Lighthouse's "installable" audit reported before
    // Lighthouse 12 removed it). A test browser context is incognito, which is no fault of the site.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    const errors = installabilityErrors.map((error) => error.errorId);
    expect(errors.filter((error) => error !== 'in-incognito')).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    // The browser's own error page lives at chrome-error://; the brand's pages at its origin.
    expect(page.url()).toMatch(new RegExp(`^${site}/`));
    await expect(page).toHaveTitle(/NightBet/);
    // The cached app shell (its header), or the brand's offline page when the shell is not cached.
    const offlinePage = page.getByRole('heading', { name: 'You are offline' });
    const app = page.getByRole('banner');
    await expect(offlinePage.or(app)).toBeVisible();
  } finally {
    await browser.close();
  }
});
