import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { clockPort } from '../../playwright.config.ts';

/*
 * An operator's edit of a served brand: the server publishes a valid edit and refuses a broken one,
 * so players keep the last good version. The journey runs its own server over a copy of the brand
 * folder, so its edits reach no other journey.
 */

const port = clockPort + 1;
const origin = `http://127.0.0.1:${String(port)}`;

/** Starts `npm run serve` for costa over a copied config folder; resolves once it answers. */
async function startServer(configDir: string, log: string[]): Promise<ChildProcess> {
  const server = spawn(join('node_modules', '.bin', 'tsx'), ['platform/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BRAND: 'costa',
      CONFIG_DIR: configDir,
      DATABASE: ':memory:',
      PLATFORM_PASSWORD_COST: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr]) {
    stream.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n')));
  }
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${origin}/healthz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 45_000 },
    )
    .toBe(200);
  return server;
}

test.describe('publishing a brand', () => {
  test.setTimeout(120_000);

  test('should keep players on the last good version when an edit breaks a rule', async ({
    page,
  }) => {
    const configDir = mkdtempSync(join(tmpdir(), 'e2e-config-'));
    cpSync(join('config', 'costa'), join(configDir, 'costa'), {
      recursive: true,
      filter: (path) => !path.endsWith('published.json'),
    });
    const source = join(configDir, 'costa', 'brand.json');
    const original = readFileSync(source, 'utf8');
    const log: string[] = [];
    const server = await startServer(configDir, log);
    try {
      await page.goto(`${origin}/slots/home`);
      await expect(page.getByRole('heading', { level: 2, name: 'Melhores jogos' })).toBeVisible();
      await expect(page).toHaveTitle('Costa Jogos');

      // A typo in a setting's name: the source now lacks `name` and has an unknown `nmae`.
      writeFileSync(source, original.replace('"name"', '"nmae"'));
      // The server looks at the source at most once a second.
      await page.waitForTimeout(1100);
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: 'Melhores jogos' })).toBeVisible();
      await expect(page).toHaveTitle('Costa Jogos');
      await expect(page.getByText(/is required|not a setting/)).toHaveCount(0);
      expect(log).toEqual(
        expect.arrayContaining([
          'brand costa: /name: is required',
          'brand costa: /nmae: is not a setting this version knows (did you mean "name"?)',
          'brand costa: the edit was refused; players keep version 1',
        ]),
      );

      // The operator fixes it with a new name: players get it on their next load.
      writeFileSync(source, original.replace('"Costa Jogos"', '"Costa Jogos Plus"'));
      await page.waitForTimeout(1100);
      await page.reload();
      await expect(page).toHaveTitle('Costa Jogos Plus');
      expect(log).toContain('brand costa: published version 2');
    } finally {
      server.kill('SIGTERM');
    }
  });
});
