import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

describe('precompressed assets', () => {
  it('should write brotli and gzip copies beside text assets, never for maps, images or tiny files', () => {
    const folder = mkdtempSync(join(tmpdir(), 'assets-'));
    const script = 'export const odds = [1.5, 2.25, 3.1];\n'.repeat(200);
    writeFileSync(join(folder, 'index-abc.js'), script);
    writeFileSync(join(folder, 'index-abc.js.map'), script);
    writeFileSync(join(folder, 'tiny-abc.js'), 'export {};');
    writeFileSync(join(folder, 'font-abc.woff2'), Buffer.alloc(4096, 7));
    mkdirSync(join(folder, 'nested'));
    writeFileSync(join(folder, 'nested', 'style-abc.css'), '.row{display:flex}\n'.repeat(100));

    const written = precompressFolder(folder);

    expect(written.map((file) => file.file).sort()).toEqual([
      'index-abc.js',
      'nested/style-abc.css',
    ]);
    expect(brotliDecompressSync(readFileSync(join(folder, 'index-abc.js.br'))).toString()).toBe(
      script,
    );
    expect(gunzipSync(readFileSync(join(folder, 'index-abc.js.gz'))).toString()).toBe(script);
    for (const skipped of ['index-abc.js.map', 'tiny-abc.js', 'font-abc.woff2']) {
      expect(existsSync(join(folder, `${skipped}.br`))).toBe(false);
    }
  });
});
