import { studioPaths } from './studioApi.ts';

/** The settings that name a file of the brand folder (an https URL is used as it is). */
export const brandAssetPointers = [
  '/logo/src',
  '/favicon',
  '/responsibleGambling/regulatorBadge/src',
] as const;

export type BrandAssetPointer = (typeof brandAssetPointers)[number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A path inside the brand folder (not a URL, not an absolute path). */
export const isBrandFolderPath = (value: unknown): value is string =>
  typeof value === 'string' &&
  value !== '' &&
  !/^[a-z][a-z0-9+.-]*:/i.test(value) &&
  !value.startsWith('/');

/** The value at a JSON Pointer of the settings above (no escapes: their keys have none). */
export function valueAt(data: unknown, pointer: string): unknown {
  let value: unknown = data;
  for (const key of pointer.slice(1).split('/')) value = isRecord(value) ? value[key] : undefined;
  return value;
}

/**
 * The brand with each asset path of its folder turned into the studio's URL for it
 * (`assets/logo-1a2b.svg` → `/api/studio/brands/<id>/files/assets/logo-1a2b.svg`): the app in a
 * preview frame is served by the host's brand, whose `/brand-assets/` is another brand's folder
 * (or the same brand's published one, without the files just uploaded). The app uses an absolute
 * path as it is. Returns a copy; the brand given is not changed.
 */
export function withPreviewAssetUrls<T>(brand: T, brandId: string): T {
  if (!isRecord(brand)) return brand;
  const copy = structuredClone(brand) as Record<string, unknown>;
  for (const pointer of brandAssetPointers) {
    const keys = pointer.slice(1).split('/');
    const last = keys.pop() as string;
    let parent: unknown = copy;
    for (const key of keys) parent = isRecord(parent) ? parent[key] : undefined;
    if (isRecord(parent) && isBrandFolderPath(parent[last])) {
      parent[last] = studioPaths.brandFile(brandId, parent[last].replace(/^\.\//, ''));
    }
  }
  return copy as T;
}
