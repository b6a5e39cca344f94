import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { clockPort } from '../../playwright.config.ts';
import { copiedConfig, startOwnServer } from './support/ownServer.ts';

/*
 * An operator's edit of a served brand: the server publishes a valid edit and refuses a broken one,
 * so players keep the last good version. The journey runs its own server over a copy of the brand
 * folder, so its edits reach no other journey.
 */

const port = clockPort + 1;
const origin = `http://127.0.0.1:${String(port)}`;

test.describe('publishing a brand', () => {
  test.setTimeout(120_000);

  test('should keep players on the last good version when an edit breaks a rule', async ({
    page,
  }) => {
    const configDir = copiedConfig(['costa']);
    const source = join(configDir, 'costa', 'brand.json');
    const original = readFileSync(source, 'utf8');
    const log: string[] = [];
    const server = await startOwnServer({ port, brand: 'costa', configDir, log });
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
