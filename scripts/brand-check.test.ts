import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function runBrandCheck(...files: string[]) {
  const result = spawnSync(
    join(root, 'node_modules/.bin/tsx'),
    ['scripts/brand-check.ts', ...files],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return { code: result.status, lines: result.stdout.trim().split('\n') };
}

describe('npm run brand:check', () => {
  it('should pass every brand shipped in config/', () => {
    const { code, lines } = runBrandCheck();
    expect(code).toBe(0);
    expect(lines).toEqual(
      expect.arrayContaining([
        'config/costa/brand.json: ok',
        'config/demo/brand.json: ok',
        'config/nightbet/brand.json: ok',
      ]),
    );
  });

  it('should report all five mistakes of a file, each with its JSON path, and fail', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'brands-')), 'broken');
    mkdirSync(folder);
    const file = join(folder, 'brand.json');
    writeFileSync(
      file,
      JSON.stringify({
        id: 'broken',
        name: 'Broken Bet',
        languages: { enabled: ['es-es', 'en-US'], default: 'pt-PT' }, // 1: default not enabled
        currencies: { enabled: ['CLP', 'FUN'], default: 'USD' }, // 2: FUN listed, 3: default off
        odds: { defaultFormat: 3 }, // 4: no such odds format
        menus: { header: [{ id: 'casino', route: '/casino' }] }, // 5: no such page
      }),
    );

    const { code, lines } = runBrandCheck(file);

    expect(code).toBe(1);
    const paths = lines.map((line) => line.split(': ')[1]).sort();
    expect(paths).toEqual([
      '/currencies/default',
      '/currencies/enabled/1',
      '/languages/default',
      '/menus/header/0/route',
      '/odds/defaultFormat',
    ]);
    expect(lines.every((line) => line.includes('broken/brand.json: /'))).toBe(true);
  });
});
