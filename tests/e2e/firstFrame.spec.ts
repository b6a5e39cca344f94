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

declare global {
  interface Window {
    /** Boxes of the landing page's landmarks: as the frame drew them, and at the app's first commit. */
    firstScreenBoxes: { frame?: Record<string, Box>; commit?: Record<string, Box> };
    /** Layout shift over the load, as CLS counts it (no input excluded: there is none). */
    firstScreenShift: number;
    /** Content-Security-Policy violations the page reported. */
    policyViolations: string[];
    /** Scripts and module preloads the page got before its first frame was drawn. */
    scriptsBeforePaint: number;
    /** Scripts and module preloads the page got in all. */
    scriptsAdded: number;
  }
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const landings = [
  // The root opens the casino home: its first commit is that page, with nothing empty between.
  {
    path: '/',
    landmarks: ['header', 'main > :first-child', 'main nav', 'main [role="search"]', 'main h2'],
  },
  {
    path: '/slots/home',
    // Header, slider, casino sections, search box, the best games' heading.
    landmarks: ['header', 'main > :first-child', 'main nav', 'main [role="search"]', 'main h2'],
  },
  {
    path: '/line/top-events',
    landmarks: ['header', 'main > :first-child', 'main h1', 'main form', 'main nav'],
  },
  // Opens the live list of every sport, which its first screen already is.
  { path: '/live', landmarks: ['header', 'main > :first-child', 'main h1'] },
] as const;

test.describe("a landing page's first screen comes with the page", () => {
  for (const brand of ['demo', 'nightbet'] as const) {
    for (const landing of landings) {
      test(`should draw ${brand}'s ${landing.path} where the app's first commit draws it, from the inlined brand`, async ({
        page,
      }) => {
        const brandRequests: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/brand.json') brandRequests.push(request.url());
        });
        await page.addInitScript((landmarks: readonly string[]) => {
          window.firstScreenBoxes = {};
          window.firstScreenShift = 0;
          window.policyViolations = [];
          document.addEventListener('securitypolicyviolation', (event) => {
            window.policyViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
          });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
              window.firstScreenShift += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          const boxes = () =>
            Object.fromEntries(
              landmarks.map((selector) => {
                const rect = document.querySelector(`#root ${selector}`)?.getBoundingClientRect();
                return [
                  selector,
                  rect
                    ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height }
                    : undefined,
                ];
              }),
            ) as Record<string, Box>;
          // The scripts are held until a frame has been drawn: this callback runs in the first
          // frame's rendering, so it has run when the scripts arrive in the head.
          window.scriptsBeforePaint = 0;
          window.scriptsAdded = 0;
          let drawn = false;
          requestAnimationFrame(() => (drawn = true));
          new MutationObserver((records) => {
            const added = records.flatMap((record) => [...record.addedNodes]);
            const scripts = added.filter(
              (node) =>
                (node instanceof HTMLScriptElement && node.src !== '') ||
                (node instanceof HTMLLinkElement && node.rel === 'modulepreload'),
            );
            if (!drawn) window.scriptsBeforePaint += scripts.length;
            window.scriptsAdded += scripts.length;
          }).observe(document, { childList: true, subtree: true });
          document.addEventListener('DOMContentLoaded', () => {
            const root = document.getElementById('root');
            if (!root?.querySelector('[data-first-frame]')) return;
            window.firstScreenBoxes.frame = boxes();
            // The app's first commit replaces the frame: measured before the browser paints it.
            const observer = new MutationObserver(() => {
              if (root.querySelector('[data-first-frame]') || !root.querySelector('main')) return;
              window.firstScreenBoxes.commit = boxes();
              observer.disconnect();
            });
            observer.observe(root, { childList: true });
          });
        }, landing.landmarks);

        await page.goto(`http://127.0.0.1:${String(brandPorts[brand])}${landing.path}`);
        await expect
          .poll(() => page.evaluate(() => window.firstScreenBoxes.commit !== undefined))
          .toBe(true);
        const { frame, commit } = await page.evaluate(() => window.firstScreenBoxes);
        expect(await page.evaluate(() => window.scriptsBeforePaint)).toBe(0);
        expect(await page.evaluate(() => window.scriptsAdded)).toBeGreaterThan(0);
        for (const selector of landing.landmarks) {
          const drawn = frame?.[selector];
          const committed = commit?.[selector];
          expect(drawn, `${selector} in the frame`).toBeDefined();
          expect(committed, `${selector} at the first commit`).toBeDefined();
          for (const side of ['x', 'y', 'width', 'height'] as const) {
            expect(
              Math.abs((committed?.[side] ?? 0) - (drawn?.[side] ?? 0)),
              `${selector} ${side}`,
            ).toBeLessThanOrEqual(1);
          }
        }
        // The page settles: lists fill in below the first screen's boxes.
        await expect(page.locator('#root main h2').first()).toBeVisible();
        await page.waitForTimeout(1000);
        expect(await page.evaluate(() => window.firstScreenShift)).toBeLessThanOrEqual(0.02);
        expect(brandRequests).toEqual([]);
        expect(await page.evaluate(() => window.policyViolations)).toEqual([]);
      });
    }
  }
});
