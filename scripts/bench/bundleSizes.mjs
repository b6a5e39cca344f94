// Measures what a player downloads: the entry's initial JS and every lazy chunk, gzip, from a
// production build's manifest.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgets } from './budgets.mjs';

export function buildForBench(root, outDir) {
  const result = spawnSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

/** Lazy chunks the host loads at every boot, before the first screen (host/main.tsx). */
const bootChunks = ['host/brand/validateBrand.ts', 'host/features.ts'];

export function measureBundles(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const gzipOf = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;

  /** The chunk and its static imports, each counted once. */
  const staticClosure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
    return seen;
  };
  const cssBytes = (keys) =>
    [...keys].reduce(
      (sum, key) =>
        sum + (manifest[key].css ?? []).reduce((total, file) => total + gzipOf(file), 0),
      0,
    );
  const jsBytes = (keys) =>
    [...keys].reduce(
      (sum, key) => sum + (manifest[key].file.endsWith('.js') ? gzipOf(manifest[key].file) : 0),
      0,
    );

  const rows = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) {
      rows.push({
        kind: 'initial',
        name: chunk.src ?? key,
        gzipBytes: jsBytes(staticClosure(key)),
        budget: budgets.initialJsGzipBytes,
      });
      // Chunks every boot fetches beside the brand file (brand validation, the feature list):
      // off the entry's critical path, so outside its budget, but reported so nothing hides.
      const boot = (chunk.dynamicImports ?? []).filter((imported) =>
        bootChunks.some((name) => imported.endsWith(name)),
      );
      rows.push({
        kind: 'initial+boot',
        name: `${chunk.src ?? key} + ${boot.join(', ')}`,
        gzipBytes: jsBytes(
          new Set([...staticClosure(key), ...boot.flatMap((b) => [...staticClosure(b)])]),
        ),
        budget: Infinity,
      });
      // Render-blocking CSS of the first route: reported, no budget in ARCHITECTURE.md yet. With
      // CSS code splitting off (vite.config.ts) the app's whole stylesheet is `style.css`.
      rows.push({
        kind: 'initial-css',
        name: chunk.src ?? key,
        gzipBytes:
          cssBytes(staticClosure(key)) +
          (manifest['style.css'] ? gzipOf(manifest['style.css'].file) : 0),
        budget: Infinity,
      });
    } else if (chunk.isDynamicEntry && chunk.file.endsWith('.js')) {
      rows.push({
        kind: 'lazy',
        name: chunk.src ?? key,
        gzipBytes: gzipOf(chunk.file),
        budget: budgets.lazyChunkGzipBytes,
      });
    }
  }
  return rows
    .map((row) => ({ ...row, withinBudget: row.gzipBytes <= row.budget }))
    .sort((a, b) =>
      a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'initial' ? -1 : 1,
    );
}
