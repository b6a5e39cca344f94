import { openSync, readSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { brandDocument, type BrandImage } from './brandDocument.ts';
import { brandIndexHtml } from './documentHead.ts';
import { webManifest, type ManifestIcon } from './manifest.ts';
import { offlinePage } from './offlinePage.ts';
import type { PrerenderedShell } from '../../../schemas/prerenderedShell.ts';
import { withPrerenderedShell } from './prerender.ts';
import type { PublishedBrand } from './publish.ts';
import { serviceWorkerScript, serviceWorkerVersion } from './serviceWorker.ts';

/** The files that make one brand's site out of the shared build, served or exported alike. */
export interface BrandSiteFiles {
  /** The built `index.html` with the brand's head. */
  indexHtml: string;
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
  /** The brand's first frame, drawn into the page so it paints before any script runs. */
  shell?: PrerenderedShell;
}

export function brandSiteFiles(
  builtIndexHtml: string,
  published: PublishedBrand,
  options: BrandSiteOptions = {},
): BrandSiteFiles {
  const document = brandDocument(published.brand);
  const indexHtml = withPrerenderedShell(brandIndexHtml(builtIndexHtml, document), options.shell);
  const manifest = webManifest(document, {
    extraIcons: options.extraIcons,
    rasterSize: (image) =>
      options.brandFolder === undefined ? undefined : pngSize(options.brandFolder, image),
  });
  return {
    indexHtml,
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
