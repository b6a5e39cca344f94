import { expect, test, type Page } from '@playwright/test';
import { studioPaths, type StudioDraft } from '../../schemas/studioApi.ts';
import { studioPreviewMessageType } from '../../schemas/studioPreview.ts';

// The studio's live preview against the real server: a saved draft shows in the app opened with
// the preview flag (an operator's session), players still get the published brand, and a draft
// the framing studio posts re-renders the app in place. Drafts live in the server's database
// (in memory here): no file of the repository changes.

const draftColour = '#c2185b';
const draftRgb = 'rgb(194, 24, 91)';
const pushedColour = '#00796b';
const pushedRgb = 'rgb(0, 121, 107)';

type Brand = Record<string, unknown> & { theme?: Record<string, unknown> };

const withBrandColour = (brand: Brand, colour: string): Brand => ({
  ...brand,
  theme: {
    ...brand.theme,
    color: { ...(brand.theme?.color as Record<string, string> | undefined), brand: colour },
  },
});

/** The class of the first element painted in the colour, waiting for the app to paint it. */
async function paintedIn(page: Page, rgb: string): Promise<string> {
  const handle = await page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('#root *')].find(
        (element) => getComputedStyle(element).backgroundColor === wanted,
      )?.className || undefined,
    rgb,
  );
  return (await handle.jsonValue()) as string;
}

test.describe('studio preview', () => {
  let original: unknown;

  test.beforeEach(async ({ context }) => {
    const login = await context.request.post(studioPaths.login, {
      data: { email: 'operator@demo.test', password: 'demo1234' },
    });
    expect(login.status()).toBe(200);
    const draft = (
      (await (await context.request.get(studioPaths.draft('demo'))).json()) as {
        data: StudioDraft;
      }
    ).data;
    original = draft.brand;
    const saved = await context.request.put(studioPaths.draft('demo'), {
      data: withBrandColour(draft.brand as Brand, draftColour),
    });
    expect(saved.status()).toBe(200);
  });

  test.afterEach(async ({ context }) => {
    // The draft as it was: other journeys on this server see the studio as they expect.
    await context.request.put(studioPaths.draft('demo'), { data: original });
  });

  test('shows the saved draft to the operator only and follows pushed drafts without a reload', async ({
    browser,
    context,
    page,
  }) => {
    await page.goto('/line/top-events?studio-preview=demo');
    const themed = await paintedIn(page, draftRgb);

    // A player (no studio session), with or without the flag, gets the published colour.
    const player = await browser.newContext();
    try {
      const playerPage = await player.newPage();
      for (const url of ['/line/top-events', '/line/top-events?studio-preview=demo']) {
        await playerPage.goto(url);
        const element = playerPage.locator(`[class="${themed}"]`).first();
        await expect(element).toBeVisible();
        await expect(element).not.toHaveCSS('background-color', draftRgb);
        await expect(element).toHaveCSS('background-color', 'rgb(11, 92, 173)');
      }
    } finally {
      await player.close();
    }

    // The studio's window: a page of the same origin framing the app, posting a newer draft.
    const studio = await context.newPage();
    await studio.goto('/healthz');
    await studio.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/line/top-events?studio-preview=demo';
      frame.style.width = '360px';
      frame.style.height = '720px';
      document.body.append(frame);
    });
    const frame = studio.frameLocator('iframe');
    await expect(frame.locator(`[class="${themed}"]`).first()).toHaveCSS(
      'background-color',
      draftRgb,
    );
    const app = studio.frames().find((candidate) => candidate !== studio.mainFrame());
    if (!app) throw new Error('No app frame');
    await app.evaluate(() => Object.assign(window, { notReloaded: true }));
    const preview = (await (
      await context.request.get(studioPaths.preview('demo'))
    ).json()) as Brand;
    await studio.evaluate(
      ({ brand, type }) => {
        const target = document.querySelector('iframe')?.contentWindow;
        target?.postMessage({ type, brand }, location.origin);
      },
      { brand: withBrandColour(preview, pushedColour), type: studioPreviewMessageType },
    );
    await expect(frame.locator(`[class="${themed}"]`).first()).toHaveCSS(
      'background-color',
      pushedRgb,
    );
    expect(await app.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  test('ignores a draft posted by a window that is not its parent', async ({ page, context }) => {
    await page.goto('/line/top-events?studio-preview=demo');
    const themed = await paintedIn(page, draftRgb);
    const preview = (await (
      await context.request.get(studioPaths.preview('demo'))
    ).json()) as Brand;
    await page.evaluate(({ brand, type }) => window.postMessage({ type, brand }, location.origin), {
      brand: withBrandColour(preview, pushedColour),
      type: studioPreviewMessageType,
    });
    await page.waitForTimeout(500);
    await expect(page.locator(`[class="${themed}"]`).first()).toHaveCSS(
      'background-color',
      draftRgb,
    );
  });
});
