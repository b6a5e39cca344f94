import { expect, test } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';

declare global {
  interface Window {
    shiftTotal: number;
  }
}

test.describe('a page does not jump while its pieces arrive', () => {
  test('should hold the slider’s space when its code arrives after the page', async ({ page }) => {
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/SliderBanner-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      window.shiftTotal = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) window.shiftTotal += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    await page.goto(`http://127.0.0.1:${String(brandPorts.demo)}/live`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page is drawn under the banner's held space, not where the banner will not be.
    await expect(page.locator('main > :first-child [aria-busy="true"]')).toBeVisible();
    release();
    await expect(page.getByRole('region', { name: 'Promociones' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.shiftTotal)).toBeLessThan(0.02);
  });
});
