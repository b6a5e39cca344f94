import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
        currencies: { enabled: ['EUR', 'FUN'], default: 'USD' }, // 2: FUN listed, 3: default off
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

  it('should report each mistake it used to miss with its path, and accept valid colours', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'brands-')), 'demo');
    cpSync(join(root, 'config/demo'), folder, { recursive: true });
    const brand = JSON.parse(readFileSync(join(folder, 'brand.json'), 'utf8')) as {
      menus: { header: Array<Record<string, unknown>> };
      limits: { bets: Record<string, number> };
      currencies: { enabled: string[] };
    } & Record<string, unknown>;
    const [first, second] = brand.menus.header;
    const file = join(folder, 'brand.json');
    writeFileSync(
      file,
      JSON.stringify({
        ...brand,
        theme: {
          base: 'light',
          // Valid colours it used to reject: space-syntax hsl() and a named colour.
          color: {
            border: 'blu',
            backdrop: 'rgba(0,0,0',
            accent: 'hsl(28 100% 50%)',
            textPrimary: 'black',
          },
          space: { medium: 'lots' },
        },
        logo: { src: 'assets/missing.svg' },
        menus: {
          ...brand.menus,
          header: [{ ...first, label: { 'es-es': 'Deporte' } }, second, { ...second }],
        },
        limits: { ...brand.limits, bets: { ...brand.limits.bets, oneClick: 9_999_999 } },
        campaigns: { freeBets: { enabled: false, currency: 'XYZ' } },
        currencies: { ...brand.currencies, enabled: [...brand.currencies.enabled, 'MXN'] },
      }),
    );

    const { code, lines } = runBrandCheck(file);

    expect(code).toBe(1);
    expect(lines.map((line) => line.split(': ')[1]).sort()).toEqual(
      [
        '/campaigns/freeBets/currency',
        '/currencies/enabled/2',
        '/limits/bets/oneClick',
        '/logo/src',
        '/menus/header/0/label',
        ...(Array.isArray(second?.children)
          ? second.children.map((_, index) => `/menus/header/2/children/${index}/id`)
          : []),
        '/menus/header/2/id',
        '/theme/color/backdrop',
        '/theme/color/border',
        '/theme/space/medium',
      ].sort(),
    );
  });

  it('should report a JSON syntax error with its line and column', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'brands-')), 'typo');
    mkdirSync(folder);
    const file = join(folder, 'brand.json');
    writeFileSync(file, '{\n  "id": "typo",\n  "name": "Typo"\n  "languages": {}\n}\n');
    const { code, lines } = runBrandCheck(file);
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/typo\/brand\.json: \/: is not readable JSON: line 4, column 3: /);
  });
});
