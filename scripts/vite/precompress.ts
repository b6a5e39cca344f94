import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the browser fetches from `/assets/` (source maps are for developers, never compressed). */
const compressible = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.html', '.xml']);

/** Below this, an encoded copy saves less than its headers cost (the server's on-the-fly floor). */
export const precompressThreshold = 1024;

export interface PrecompressedFile {
  file: string;
  raw: number;
  br: number | undefined;
  gz: number | undefined;
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every compressible
 * file of `folder`, each only when smaller than the file. Quality 11 costs seconds at build time
 * and nothing at serve time: the server (`preCompressed`) and a CDN send the copy as it is.
 */
export function precompressFolder(folder: string): PrecompressedFile[] {
  const written: PrecompressedFile[] = [];
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const file = join(folder, name);
    if (!compressible.has(extname(name)) || !statSync(file).isFile()) continue;
    const raw = readFileSync(file);
    if (raw.length < precompressThreshold) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    const keep = (encoded: Buffer, extension: string) => {
      if (encoded.length >= raw.length) return undefined;
      writeFileSync(`${file}${extension}`, encoded);
      return encoded.length;
    };
    written.push({ file: name, raw: raw.length, br: keep(br, '.br'), gz: keep(gz, '.gz') });
  }
  return written;
}

/**
 * Precompresses the hashed assets once the build is written. Only the assets folder (`assets/`,
 * the studio's `studio-assets/`): the HTML beside it is rewritten per brand (the platform and
 * `brand:export` give it the brand's head), so an encoded copy of the generic page would be stale.
 */
export function precompress(): Plugin {
  let assets: string | undefined;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      // Storybook builds with this config too: its output is never served to players.
      const storybook = config.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
      assets = storybook
        ? undefined
        : join(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      if (assets === undefined || !existsSync(assets)) return;
      const files = precompressFolder(assets);
      const sum = (pick: (file: PrecompressedFile) => number | undefined) =>
        files.reduce((total, file) => total + (pick(file) ?? file.raw), 0);
      this.info(
        `${files.length} assets precompressed: ${Math.round(sum((file) => file.raw) / 1024)} KB raw, ` +
          `${Math.round(sum((file) => file.gz) / 1024)} KB gzip -9, ` +
          `${Math.round(sum((file) => file.br) / 1024)} KB brotli 11`,
      );
    },
  };
}
