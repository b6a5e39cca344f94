import { devices, expect, test, type Page } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';

const cases = [
  { brand: 'demo', menu: 'Abrir menú', page: 'rgb(244, 246, 248)' },
  { brand: 'nightbet', menu: 'Open menu', page: 'rgb(14, 19, 25)' },
  { brand: 'costa', menu: 'Abrir menu', page: 'rgb(246, 243, 238)' },
] as const;

/** The header's place and colour, and the menu button's place. */
async function headerGeometry(page: Page, menu: string) {
  const header = page.locator('#root header');
  const button = page.getByRole('button', { name: menu });
  await expect(button).toBeVisible();
  return {
    header: await header.boundingBox(),
    background: await header.evaluate((element) => getComputedStyle(element).backgroundColor),
    button: await button.boundingBox(),
  };
}

test.describe('the first frame comes with the page', () => {
  for (const expected of cases) {
    test(`should paint ${expected.brand}'s header before any script runs, where the app draws it`, async ({
      browser,
      page: app,
    }) => {
      const url = `http://127.0.0.1:${String(brandPorts[expected.brand])}/`;
      const withoutScripts = await browser.newContext({
        ...devices['Pixel 7'],
        javaScriptEnabled: false,
      });
      try {
        const page = await withoutScripts.newPage();
        await page.goto(url);
        await expect(page.locator('body')).toHaveCSS('background-color', expected.page);
        await expect(page.locator('#root header a[href="/"]')).toBeVisible();
        const frame = await headerGeometry(page, expected.menu);

        await app.goto(url);
        // The app has replaced the frame once its header shows the account area's outcome.
        await expect(app.locator('#root header [aria-busy="true"]')).toHaveCount(0);
        const drawn = await headerGeometry(app, expected.menu);
        expect(drawn.background).toBe(frame.background);
        expect(drawn.header?.y).toBe(frame.header?.y);
        expect(
          Math.abs((drawn.header?.height ?? 0) - (frame.header?.height ?? 0)),
        ).toBeLessThanOrEqual(1);
        expect(Math.abs((drawn.button?.x ?? 0) - (frame.button?.x ?? 0))).toBeLessThanOrEqual(1);
        expect(Math.abs((drawn.button?.y ?? 0) - (frame.button?.y ?? 0))).toBeLessThanOrEqual(1);
      } finally {
        await withoutScripts.close();
      }
    });
  }
});
