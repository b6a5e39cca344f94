import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { clockPort } from '../../playwright.config.ts';
import { studioCodes, studioPaths } from '../../schemas/studioApi.ts';
import { copiedConfig, startOwnServer } from './support/ownServer.ts';

/*
 * The brand studio against the real server: an operator signs in at /studio, edits the demo brand
 * through the JSON tab (the settings form is tested with its own stories), sees a problem come and
 * go as they type, publishes, finds the version in the history and rolls back. Publishing writes
 * the brand's files, so the journey runs its own server over a copy of the brands' folder
 * (CONFIG_DIR): no other journey's brand changes, and the repository's config/ stays as it is.
 */

const port = clockPort + 2;
const origin = `http://127.0.0.1:${String(port)}`;

/** What players download now. */
async function playersBrand(page: Page): Promise<{ name: string }> {
  const response = await page.request.get(`${origin}/brand.json`);
  return (await response.json()) as { name: string };
}

/** Replaces the JSON tab's text with the brand after `change`. */
async function editJson(page: Page, change: (brand: Record<string, unknown>) => void) {
  const editor = page.getByRole('textbox', { name: 'La marca en JSON' });
  const brand = JSON.parse(await editor.inputValue()) as Record<string, unknown>;
  change(brand);
  await editor.fill(JSON.stringify(brand, null, 2));
}

const withBrandColour = (colour: string) => (brand: Record<string, unknown>) => {
  brand.theme = { ...(brand.theme as object), color: { brand: colour } };
};

test.describe('the brand studio', () => {
  // One server for both tests (beforeAll): they run one after the other in one worker.
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(120_000);
  let configDir = '';
  let server: ChildProcess | undefined;
  const log: string[] = [];

  test.beforeAll(async () => {
    configDir = copiedConfig();
    server = await startOwnServer({ port, brand: 'demo', configDir, log });
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(configDir, { recursive: true, force: true });
  });

  test('should send a player (or nobody) to the studio sign-in', async ({ page }) => {
    const email = `studio-player-${Date.now()}@demo.test`;
    const signup = await page.request.post(`${origin}/api/user/signup`, {
      data: {
        email,
        password: 'secret12ab',
        birth_date: '1990-05-17',
        currency: 'CLP',
        lang: 'es',
        need_activation: false,
      },
    });
    expect(((await signup.json()) as { success: boolean }).success).toBe(true);

    // The player's session is no operator's: every studio call answers 401.
    const brands = await page.request.get(`${origin}${studioPaths.brands}`);
    expect(brands.status()).toBe(401);
    expect(((await brands.json()) as { codeStatus: number }).codeStatus).toBe(
      studioCodes.notSignedIn,
    );

    await page.goto(`${origin}/studio/brands/demo`);
    await expect(page).toHaveURL(`${origin}/studio/sign-in`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Inicia sesión en el estudio de marcas' }),
    ).toBeVisible();
    // The studio's page is never the players' page, nor indexed.
    const studioPage = await page.request.get(`${origin}/studio`);
    expect(studioPage.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(studioPage.headers()['content-security-policy']).toContain("script-src 'self'");
  });

  test('should edit, check, publish and roll back the demo brand', async ({ page }) => {
    await page.goto(`${origin}/studio`);
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('operator@demo.test');
    await page.locator('input[type="password"]').fill('demo1234');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marcas' })).toBeVisible();

    await page.getByRole('link', { name: 'demo', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marca demo' })).toBeVisible();
    await page.getByRole('tab', { name: 'JSON' }).click();

    // A colour the rules refuse: the problem shows as soon as it is typed, linked to its setting.
    await editJson(page, withBrandColour('blu'));
    const problem = page.getByRole('button', { name: '/theme/color/brand' }).first();
    await expect(problem).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publicar' })).toBeDisabled();

    // A text that is not JSON is pointed out by line and column; the draft keeps its last value.
    const editor = page.getByRole('textbox', { name: 'La marca en JSON' });
    const valid = await editor.inputValue();
    await editor.fill(valid.replace('"id": "demo",', '"id": "demo"'));
    await expect(page.getByText(/No es JSON válido: línea 4, columna 3/)).toBeVisible();
    await editor.fill(valid);

    // Fixed, and the name changed: no problem left, the draft saved, players still on the old one.
    await editJson(page, (brand) => {
      withBrandColour('hsl(215 90% 30%)')(brand);
      brand.name = 'Demo Bet Studio';
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Sin problemas' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Borrador guardado' })).toBeVisible();
    expect((await playersBrand(page)).name).toBe('Demo Bet');

    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(
      page.getByText('Publicada: los jugadores reciben ahora la versión 2.'),
    ).toBeVisible();
    expect((await playersBrand(page)).name).toBe('Demo Bet Studio');

    await page.getByRole('tab', { name: 'Historial' }).click();
    await expect(
      page.getByRole('rowheader', { name: 'versión 2 · la tienen los jugadores' }),
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: 'operator@demo.test' }).first()).toBeVisible();

    // The diff of what players had and have.
    await page.getByRole('combobox', { name: 'Desde' }).selectOption('1');
    await page.getByRole('combobox', { name: 'Hasta' }).selectOption('2');
    await page.getByRole('button', { name: 'Comparar' }).click();
    await expect(page.getByRole('rowheader', { name: '/name' })).toBeVisible();

    // Roll back, confirmed: players get version 1's brand again, as version 3.
    await page.getByRole('button', { name: 'Revertir a la versión 1' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Revertir a la versión 1?' });
    await dialog.getByRole('button', { name: 'Revertir a la versión 1' }).click();
    await expect(
      page.getByText(/Revertida: los jugadores reciben ahora la versión 3/),
    ).toBeVisible();
    expect((await playersBrand(page)).name).toBe('Demo Bet');
    await expect(
      page.getByRole('rowheader', { name: 'versión 3 · la tienen los jugadores' }),
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Revirtió · versión 3' })).toBeVisible();
  });
});

test.describe('the brand studio, through its settings and preview', () => {
  const previewPort = clockPort + 4;
  const previewOrigin = `http://127.0.0.1:${String(previewPort)}`;
  const draftRgb = 'rgb(194, 24, 91)';
  const publishedRgb = 'rgb(11, 92, 173)';
  let configDir = '';
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    configDir = copiedConfig(['demo']);
    server = await startOwnServer({ port: previewPort, brand: 'demo', configDir, log: [] });
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(configDir, { recursive: true, force: true });
  });

  /**
   * What a player's page shows: the header's sign-in link (a button in the brand colour), then,
   * in the side menu, the brand's chat link, whatever its label.
   */
  async function expectLook(page: Page, look: { rgb: string; chat: RegExp }) {
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Entrar' });
    await expect(signIn).toHaveCSS('background-color', look.rgb);
    await page.getByRole('banner').getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu.locator('a[href="https://chat.example.com/demo-bet"]')).toHaveAccessibleName(
      look.chat,
    );
  }

  test('should preview a colour and a menu label before players get them, publish and roll back', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${previewOrigin}/studio`);
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('operator@demo.test');
    await page.locator('input[type="password"]').fill('demo1234');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('link', { name: 'demo', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marca demo' })).toBeVisible();

    // The brand colour and the side menu's chat label, through the generated controls.
    await page.getByRole('button', { name: 'Tema', exact: true }).click();
    await page.locator('[id="setting.theme.color.brand"]').fill('#c2185b');
    await page.getByRole('button', { name: 'Menús', exact: true }).click();
    const sideMenu = page.locator('[id="setting.menus.sideMenu"]');
    await sideMenu.getByRole('button', { name: 'helpBlock', exact: true }).click();
    await sideMenu.getByRole('button', { name: 'chat', exact: true }).click();
    await page
      .locator('[id="setting.menus.sideMenu.2.links.3.label.es-es"]')
      .fill('Habla con nosotros');

    // The preview's frames show both at once, without publishing.
    const frame = page.frameLocator('iframe').first();
    const draft = { rgb: draftRgb, chat: /^Habla con nosotros/ };
    const old = { rgb: publishedRgb, chat: /^Chat en vivo/ };
    // A frame is a page of its own for what is looked at here.
    await expectLook(frame as unknown as Page, draft);
    await expect(page.getByRole('status').filter({ hasText: 'Borrador guardado' })).toBeVisible();

    // Players still get the published brand.
    const player = await (await browser.newContext()).newPage();
    await player.goto(`${previewOrigin}/slots/home`);
    await expectLook(player, old);

    await page.getByRole('button', { name: 'Publicar' }).click();
    const published = page.getByText(/^Publicada: los jugadores reciben ahora la versión (\d+)\.$/);
    await expect(published).toBeVisible();
    const version = Number(/(\d+)\.$/.exec((await published.textContent()) ?? '')?.[1]);

    // A reload gives players the new brand.
    await player.reload();
    await expectLook(player, draft);

    // Rolled back to what they had: a reload gives them the old brand again.
    await page.getByRole('tab', { name: 'Historial' }).click();
    const previous = `Revertir a la versión ${String(version - 1)}`;
    await page.getByRole('button', { name: previous }).click();
    await page
      .getByRole('dialog', { name: `¿${previous}?` })
      .getByRole('button', { name: previous })
      .click();
    await expect(
      page.getByText(/^Revertida: los jugadores reciben ahora la versión/),
    ).toBeVisible();
    await player.reload();
    await expectLook(player, old);
  });
});
