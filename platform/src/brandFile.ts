import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openLiveBrand, type LiveBrand } from './brands/liveBrand.ts';
import { publishedText } from './brands/publish.ts';

export const DEFAULT_BRAND_ID = 'demo';

/**
 * Folder that holds one sub-folder per brand: `<id>/brand.json` (the source operators edit) and
 * `<id>/published.json` (what players get). `CONFIG_DIR`, or the repository's `config/`.
 */
export const brandsRoot = process.env.CONFIG_DIR
  ? resolve(process.env.CONFIG_DIR)
  : join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'config');

/** A brand id: its folder's name, a host-name label (`<id>.localhost`). */
export const brandIdPattern = /^[a-z0-9][a-z0-9-]*$/;

export class UnknownBrandError extends Error {
  constructor(brandId: string) {
    super(
      `Unknown brand "${brandId}": expected a folder ${join(brandsRoot, brandId)}/ holding brand.json ` +
        `(known brands: ${listBrandIds().join(', ') || 'none'}).`,
    );
    this.name = 'UnknownBrandError';
  }
}

export function listBrandIds(): string[] {
  if (!existsSync(brandsRoot)) return [];
  return readdirSync(brandsRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(brandFilePath(entry.name)))
    .map((entry) => entry.name)
    .sort();
}

/** Turns the `BRAND` environment value into a known brand id, failing loudly on a typo. */
export function resolveBrandId(requested: string | undefined): string {
  const brandId = requested?.trim() || DEFAULT_BRAND_ID;
  if (!brandIdPattern.test(brandId) || !existsSync(brandFilePath(brandId))) {
    throw new UnknownBrandError(brandId);
  }
  return brandId;
}

export function brandFolder(brandId: string, configDir: string = brandsRoot): string {
  return join(configDir, brandId);
}

export function brandFilePath(brandId: string): string {
  return join(brandFolder(brandId), 'brand.json');
}

const liveBrands = new Map<string, LiveBrand>();

/**
 * The brand as this process serves it: published, kept at its last good version. One per folder,
 * shared by everything that reads it (the server, the platform's facts, the dev endpoint).
 */
export function liveBrand(brandId: string, configDir: string = brandsRoot): LiveBrand {
  const folder = brandFolder(brandId, configDir);
  let brand = liveBrands.get(folder);
  if (!brand) {
    brand = openLiveBrand(folder, brandId);
    liveBrands.set(folder, brand);
  }
  return brand;
}

/** The published brand's JSON, as players download it (every rule passed, defaults filled). */
export function readBrandFile(brandId: string, configDir: string = brandsRoot): string {
  return publishedText(liveBrand(brandId, configDir).current());
}
