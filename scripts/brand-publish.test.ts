import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run brand:publish` over a copy of the costa brand (CONFIG_DIR), so edits stay here. */
function configCopy(): { configDir: string; source: string } {
  const configDir = mkdtempSync(join(tmpdir(), 'publish-cli-'));
  cpSync(join(root, 'config', 'costa'), join(configDir, 'costa'), {
    recursive: true,
    filter: (path) => !path.endsWith('published.json'),
  });
  return { configDir, source: join(configDir, 'costa', 'brand.json') };
}

function runPublish(configDir: string, ...ids: string[]) {
  const result = spawnSync(
    join(root, 'node_modules/.bin/tsx'),
    ['scripts/brand-publish.ts', ...ids],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CONFIG_DIR: configDir },
    },
  );
  return { code: result.status, lines: result.stdout.trim().split('\n') };
}

describe('npm run brand:publish', () => {
  it('should publish a valid brand, then refuse a broken edit with every problem and exit 1', () => {
    const { configDir, source } = configCopy();
    const first = runPublish(configDir, 'costa');
    expect(first.code).toBe(0);
    expect(first.lines[0]).toMatch(/^costa: published version 1 \(/);
    const published = readFileSync(join(configDir, 'costa', 'published.json'), 'utf8');

    writeFileSync(source, readFileSync(source, 'utf8').replace('"name"', '"nmae"'));
    const refused = runPublish(configDir, 'costa');
    expect(refused.code).toBe(1);
    expect(refused.lines).toEqual([
      'costa: /name: is required',
      'costa: /nmae: is not a setting this version knows (did you mean "name"?)',
      'costa: refused; players keep version 1',
    ]);
    expect(readFileSync(join(configDir, 'costa', 'published.json'), 'utf8')).toBe(published);
  });
});
