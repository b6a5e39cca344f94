// Measures what a player downloads: the entry's initial JS and every lazy chunk, gzip, from a
// production build's manifest.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderFolderName } from '../../platform/src/brands/prerenderFolder.mjs';
import { budgets } from './budgets.mjs';

/** The app into `outDir` and, as `npm run build` does, its prerender module beside it. */
export function buildForBench(root, outDir) {
  const vite = (args) => {
    const result = spawnSync(join(root, 'node_modules/.bin/vite'), args, {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`vite ${args.join(' ')} failed`);
  };
  vite(['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']);
  vite([
    'build',
    '--config',
    'vite.prerender.config.ts',
    '--outDir',
    join(dirname(outDir), prerenderFolderName),
    '--logLevel',
    'warn',
  ]);
}

/** Lazy chunks the host loads at every boot, before the first screen (host/main.tsx). */
const bootChunks = ['host/features.ts'];

/**
 * The brand validator (Ajv's precompiled schema and the semantic rules): brands are validated when
 * published, so no chunk of the player's app may carry it. Any chunk that does is reported.
 */
const validatorModules = ['schemas/generated/validateBrand.js', 'host/brand/validateBrand.ts'];
const brandSchemaId = 'https://schemas.local/brand.schema.json';

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
        // Reported: the budget is on what a route downloads in all (routeLoads.mjs), which a
        // larger entry with fewer lazy pieces can lower.
        budget: Infinity,
      });
      // Chunks every boot fetches beside the brand file (the feature list):
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
  // By module, and by content: the schema's $id is in the validator whichever chunk holds it.
  const validatorChunks = Object.entries(manifest).filter(
    ([key, chunk]) =>
      validatorModules.some((module) => (chunk.src ?? key).endsWith(module)) ||
      (chunk.file.endsWith('.js') &&
        readFileSync(join(outDir, chunk.file), 'utf8').includes(brandSchemaId)),
  );
  rows.push({
    kind: 'brand-validator',
    name: validatorChunks.length
      ? validatorChunks.map(([key, chunk]) => chunk.src ?? key).join(', ')
      : 'none in the player app (brands are validated when published)',
    gzipBytes: validatorChunks.reduce((sum, [, chunk]) => sum + gzipOf(chunk.file), 0),
    budget: 0,
  });
  return rows
    .map((row) => ({ ...row, withinBudget: row.gzipBytes <= row.budget }))
    .sort((a, b) =>
      a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'initial' ? -1 : 1,
    );
}
