import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { BrandProblem } from '../host/brand/brandProblems.ts';
import { brandFolder, brandsRoot } from '../platform/src/brandFile.ts';
import { brandDocument } from '../platform/src/brands/brandDocument.ts';
import { brandSiteFiles } from '../platform/src/brands/brandSite.ts';
import { drawnFaviconPath, exportedFavicon } from '../platform/src/brands/favicon.ts';
import type { ManifestIcon } from '../platform/src/brands/manifest.ts';
import {
  publishBrand,
  publishedText,
  type PublishedBrand,
} from '../platform/src/brands/publish.ts';
import {
  firstScreenFile,
  headersFile,
  nginxConf,
  redirectsWithFavicon,
} from '../platform/src/brands/staticHosting.ts';
import { frameRenderer } from '../platform/src/brands/prerender.ts';
import { contentSecurityPolicy } from '../platform/src/contentSecurityPolicy.ts';
import { isStudioBuildFile } from '../platform/src/studioPage.ts';

/** Square PNGs launchers ask for (Chromium wants one of at least 144 px, Android 192 and 512). */
export const pngIconSizes = [192, 512] as const;

/** Draws an SVG as a square PNG of `size` px; absent, the manifest lists the SVG icon only. */
export type IconRenderer = (svg: string, size: number) => Promise<Buffer>;

export interface ExportOptions {
  /** Folder that receives one folder per brand (replaced when it exists). */
  outDir: string;
  /** The built app (`npm run build`): `dist/`. */
  appDir: string;
  /** Brand ids; every brand of `configDir` by default. */
  brandIds: readonly string[];
  configDir?: string;
  renderIcon?: IconRenderer;
}

export type ExportOutcome =
  | { status: 'exported'; folders: string[] }
  | { status: 'refused'; refused: Array<{ id: string; problems: BrandProblem[] }> };

/** The brand folder's own files that are not assets: its source and its published versions. */
function isBrandAsset(path: string): boolean {
  const name = basename(path);
  return name !== 'brand.json' && !name.startsWith('published.json');
}

/**
 * Writes one static folder per brand: the built app with that brand's page head, its published
 * brand, assets, manifest, service worker, offline page and the header files a CDN needs.
 * Every brand is published first; when any is refused nothing is written, so a deploy never
 * ships a half-updated set.
 */
export async function exportBrands(options: ExportOptions): Promise<ExportOutcome> {
  const configDir = options.configDir ?? brandsRoot;
  const builtIndex = join(options.appDir, 'index.html');
  if (!existsSync(builtIndex)) {
    throw new Error(`No built app in ${options.appDir}: run \`npm run build\` first.`);
  }
  const published: PublishedBrand[] = [];
  const refused: Array<{ id: string; problems: BrandProblem[] }> = [];
  for (const id of options.brandIds) {
    const outcome = publishBrand(brandFolder(id, configDir), id);
    if (outcome.status === 'refused') refused.push({ id, problems: outcome.problems });
    else published.push(outcome.published);
  }
  if (refused.length > 0) return { status: 'refused', refused };

  const indexHtml = readFileSync(builtIndex, 'utf8');
  const renderFrames = frameRenderer(options.appDir);
  const folders: string[] = [];
  for (const brand of published) {
    const source = brandFolder(brand.id, configDir);
    const out = join(options.outDir, brand.id);
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    // The operators' studio needs the platform's API: a player's static site never carries it.
    cpSync(options.appDir, out, {
      recursive: true,
      filter: (file) => !isStudioBuildFile(options.appDir, file),
    });
    cpSync(source, join(out, 'brand-assets'), { recursive: true, filter: isBrandAsset });
    const extraIcons = options.renderIcon
      ? await renderPngIcons(brand, source, out, options.renderIcon)
      : [];
    // No platform answers an export's draw: the slider shows its space until the app fills it.
    const frames = await renderFrames(brand.brand);
    const site = brandSiteFiles(indexHtml, brand, { brandFolder: source, extraIcons, frames });
    const landingPaths = Object.keys(site.firstScreenPages);
    const brandText = publishedText(brand);
    const policy = contentSecurityPolicy(brandText);
    // Browsers ask for /favicon.ico whatever the head says: sent to the brand's icon, or to one
    // drawn in its colour when it has none, as the demo server answers it.
    const favicon = exportedFavicon(brandDocument(brand.brand), source);
    const files: Record<string, string> = {
      'index.html': site.indexHtml,
      'brand.json': brandText,
      'manifest.webmanifest': site.manifest,
      'sw.js': site.serviceWorker,
      'offline.html': site.offlinePage,
      _headers: headersFile(policy, landingPaths),
      _redirects: redirectsWithFavicon(favicon.href, landingPaths),
      'nginx.conf': nginxConf(brand.id, policy, favicon.href, landingPaths),
      ...Object.fromEntries(
        Object.entries(site.firstScreenPages).map(([path, html]) => [firstScreenFile(path), html]),
      ),
      ...(favicon.drawn === undefined ? {} : { [drawnFaviconPath.slice(1)]: favicon.drawn }),
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(out, name)), { recursive: true });
      writeFileSync(join(out, name), text);
    }
    folders.push(out);
  }
  return { status: 'exported', folders };
}

/** PNG icons from the brand's SVG favicon (or logo), for launchers that want a raster icon. */
async function renderPngIcons(
  brand: PublishedBrand,
  source: string,
  out: string,
  render: IconRenderer,
): Promise<ManifestIcon[]> {
  const document = brandDocument(brand.brand);
  const image = [document.favicon, document.logo].find(
    (candidate) => candidate?.file !== undefined && candidate.type === 'image/svg+xml',
  );
  if (image?.file === undefined) return [];
  const svg = readFileSync(join(source, image.file), 'utf8');
  mkdirSync(join(out, 'icons'), { recursive: true });
  const icons: ManifestIcon[] = [];
  for (const size of pngIconSizes) {
    const name = `icons/icon-${String(size)}.png`;
    writeFileSync(join(out, name), await render(svg, size));
    icons.push({ src: `/${name}`, sizes: `${String(size)}x${String(size)}`, type: 'image/png' });
  }
  return icons;
}
