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
