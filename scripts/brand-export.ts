// `npm run brand:export -- --out <dir> [id ...]`: one static folder per brand (default: every brand
// folder) for a CDN or any web server: the built app (`npm run build` first) with the brand's page
// head, its published brand.json and assets, web app manifest, service worker, offline page, and
// `_headers` / `_redirects` (Netlify, Cloudflare Pages) and `nginx.conf`. Every brand is published
// first; an invalid one is refused with its problems (exit 1) and nothing is written.
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { listBrandIds } from '../platform/src/brandFile.ts';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { exportBrands, type IconRenderer } from './brandExport.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(args: string[]): { out: string | undefined; ids: string[] } {
  const ids: string[] = [];
  let out: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg === '--out') {
      out = args[index + 1];
      index += 1;
    } else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else ids.push(arg);
  }
  return { out, ids };
}

/**
 * Icons are drawn by the system Chromium the browser tests use (no image library to install);
 * without it the manifests list the SVG icon only, which Chromium-based browsers accept.
 */
async function chromiumIconRenderer(): Promise<
  { render: IconRenderer; close: () => Promise<void> } | undefined
> {
  if (!existsSync(chromiumPath)) return undefined;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage();
  return {
    async render(svg, size) {
      await page.setViewportSize({ width: size, height: size });
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}img{display:block;width:${String(size)}px;height:${String(size)}px}</style><img src="${src}" alt="">`,
      );
      await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
      return page.screenshot({ omitBackground: true, type: 'png' });
    },
    close: () => browser.close(),
  };
}

async function main(args: string[]): Promise<number> {
  const { out, ids } = parseArgs(args);
  if (!out) {
    console.error('Usage: npm run brand:export -- --out <dir> [brand id ...]');
    return 2;
  }
  const appDir = join(repoRoot, 'dist');
  if (!existsSync(join(appDir, 'index.html'))) {
    console.error('No built app in dist/: run `npm run build` first.');
    return 1;
  }
  const renderer = await chromiumIconRenderer().catch(() => undefined);
  if (!renderer) console.warn('Chromium not found: the manifests list the SVG icon only.');
  try {
    const outcome = await exportBrands({
      outDir: resolve(out),
      appDir,
      brandIds: ids.length > 0 ? ids : listBrandIds(),
      renderIcon: renderer?.render,
    });
    if (outcome.status === 'refused') {
      for (const { id, problems } of outcome.refused) {
        for (const problem of problems)
          console.log(`${id}: ${problem.path || '/'}: ${problem.message}`);
        console.log(`${id}: refused`);
      }
      console.error('\nNothing was exported: fix the brands above (npm run brand:check).');
      return 1;
    }
    for (const folder of outcome.folders)
      console.log(`exported ${relative(process.cwd(), folder)}/`);
    return 0;
  } finally {
    await renderer?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
