import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_BRAND_ID = 'demo';

/** Folder that holds one sub-folder per brand: `config/<id>/brand.json`. */
export const brandsRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'config');

const brandIdPattern = /^[a-z0-9][a-z0-9-]*$/;

export class UnknownBrandError extends Error {
  constructor(brandId: string) {
    super(
      `Unknown brand "${brandId}": expected a folder config/${brandId}/ holding brand.json ` +
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

export function brandFolder(brandId: string): string {
  return join(brandsRoot, brandId);
}

export function brandFilePath(brandId: string): string {
  return join(brandFolder(brandId), 'brand.json');
}

/** The brand file as the operator wrote it; the app validates it at boot. */
export function readBrandFile(brandId: string): string {
  return readFileSync(brandFilePath(brandId), 'utf8');
}
