import { openSync, readSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { brandDocument, type BrandImage } from './brandDocument.ts';
import { brandIndexHtml } from './documentHead.ts';
import { webManifest, type ManifestIcon } from './manifest.ts';
import { offlinePage } from './offlinePage.ts';
import { withInlinedBrand } from './inlinedBrand.ts';
import { withPrerenderedShell, type PageFrames } from './prerender.ts';
import { publishedText, type PublishedBrand } from './publish.ts';
import { serviceWorkerScript, serviceWorkerVersion } from './serviceWorker.ts';

/** The files that make one brand's site out of the shared build, served or exported alike. */
export interface BrandSiteFiles {
  /** The built `index.html` with the brand's head, its published brand and the shell's frame. */
  indexHtml: string;
  /** The same page with a landing route's first screen instead of the shell's frame, by path. */
  firstScreenPages: Readonly<Record<string, string>>;
  /** `/manifest.webmanifest`, as JSON text. */
  manifest: string;
  /** `/sw.js`. */
  serviceWorker: string;
  /** `/offline.html`. */
  offlinePage: string;
}

export interface BrandSiteOptions {
  /** The brand's folder, to read the size of a raster favicon or logo. */
  brandFolder?: string;
  /** Icons rendered for the brand (an export's PNG 192 and 512 px). */
  extraIcons?: readonly ManifestIcon[];
  /** The brand's frames, drawn into its pages so they paint before any script runs. */
  frames?: PageFrames;
}

export function brandSiteFiles(
  builtIndexHtml: string,
  published: PublishedBrand,
  options: BrandSiteOptions = {},
): BrandSiteFiles {
  const document = brandDocument(published.brand);
  const page = withInlinedBrand(brandIndexHtml(builtIndexHtml, document), publishedText(published));
  const indexHtml = withPrerenderedShell(page, options.frames?.shell);
  const firstScreenPages = Object.fromEntries(
    Object.entries(options.frames?.firstScreens ?? {}).map(([path, frame]) => [
      path,
      withPrerenderedShell(page, frame),
    ]),
  );
  const manifest = webManifest(document, {
    extraIcons: options.extraIcons,
    rasterSize: (image) =>
      options.brandFolder === undefined ? undefined : pngSize(options.brandFolder, image),
  });
  return {
    indexHtml,
    firstScreenPages,
    manifest: `${JSON.stringify(manifest, null, 2)}\n`,
    serviceWorker: serviceWorkerScript(serviceWorkerVersion(indexHtml, published.hash), indexHtml),
    offlinePage: offlinePage(document),
  };
}

/** A PNG's `WxH` from its header (IHDR), without a decoder. */
function pngSize(folder: string, image: BrandImage): string | undefined {
  if (image.file === undefined || image.type !== 'image/png') return undefined;
  const header = Buffer.alloc(24);
  try {
    const descriptor = openSync(join(folder, image.file), 'r');
    try {
      readSync(descriptor, header, 0, 24, 0);
    } finally {
      closeSync(descriptor);
    }
  } catch {
    return undefined;
  }
  if (header.readUInt32BE(0) !== 0x89504e47) return undefined;
  return `${String(header.readUInt32BE(16))}x${String(header.readUInt32BE(20))}`;
}
