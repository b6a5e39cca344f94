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
