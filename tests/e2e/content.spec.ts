import { expect, test } from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';

const demo = `http://127.0.0.1:${brandPorts.demo}`;

test.describe('content in the shell', () => {
  test('should show the promotional slider on the pages the spec names only', async ({ page }) => {
    await page.goto(`${demo}/slots/home`);
    const slider = page.getByRole('region', { name: 'Promociones' });
    await expect(slider).toBeVisible();
    const firstSlide = slider.getByRole('link').first();
    await expect(firstSlide).toHaveAttribute('href', /^\//);
    await expect(firstSlide.getByRole('img')).toHaveJSProperty('complete', true);

    await page.goto(`${demo}/line/top-events`);
    await expect(page.getByRole('region', { name: 'Promociones' })).toBeVisible();
    await page.goto(`${demo}/toto`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Promociones' })).toHaveCount(0);
  });

  test('should load the slider’s engine with the first swipe, and let that swipe move it', async ({
    page,
    context,
  }) => {
    const engine: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/embla-carousel[\w.-]*\.js$/.test(request.url())) engine.push(request.url());
    });
    await page.goto(`${demo}/slots/home`, { waitUntil: 'networkidle' });
    const slider = page.getByRole('region', { name: 'Promociones' });
    const shown = slider.locator('[aria-roledescription="slide"][data-state="active"]');
    await expect(shown).toHaveAttribute('aria-label', /^Promoción 1 de/);
    expect(engine).toEqual([]);

    // A real finger: press, drag three quarters of the slide leftwards, release.
    const box = await shown.boundingBox();
    if (!box) throw new Error('No slide in view');
    const touch = await context.newCDPSession(page);
    const y = box.y + box.height / 2;
    const from = box.x + box.width * 0.85;
    const to = box.x + box.width * 0.1;
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: from, y }],
    });
    for (let step = 1; step <= 8; step += 1) {
      const x = from + ((to - from) * step) / 8;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    await expect(shown).toHaveAttribute('aria-label', /^Promoción 2 de/);
    expect(engine).toHaveLength(1);
    await expect(page).toHaveURL(/\/slots\/home$/);
  });

  test('should list the flat pages in the side menu and reload them with the language', async ({
    page,
  }) => {
    await page.goto(`${demo}/slots/home`);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    const pages = menu.getByRole('list', { name: 'Información' });
    await expect(pages.getByRole('link', { name: 'Sobre nosotros' })).toHaveAttribute(
      'href',
      '/flatPages/about',
    );

    await menu.getByRole('button', { name: 'English' }).click();
    const englishMenu = page.getByRole('dialog', { name: 'Menu' });
    await expect(
      englishMenu
        .getByRole('list', { name: 'Information' })
        .getByRole('link', { name: 'About us' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    // The slider's slides follow the language too (the open menu hides the page from the
    // accessibility tree, so close it first).
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
  });
});
