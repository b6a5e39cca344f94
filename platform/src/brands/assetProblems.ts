import { statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { BrandProblem } from '../../../host/brand/brandProblems.ts';
import { brandAssetPointers, valueAt } from '../../../schemas/studioPreviewAssets.ts';

/** Every file a brand names by path (an https URL is the operator's to keep up). */
function assetPaths(data: unknown): Array<{ path: string; value: string }> {
  return brandAssetPointers.flatMap((path) => {
    const value = valueAt(data, path);
    return typeof value === 'string' && value !== '' && !value.startsWith('https://')
      ? [{ path, value }]
      : [];
  });
}

/**
 * Logo, favicon and regulator badge paths are served from the brand folder at /brand-assets/: a
 * path to no file would show players a broken image. Checked where the folder is known (the CLI,
 * publishing); the schema already refuses a path that climbs out of it.
 */
export function assetProblems(data: unknown, brandFolder: string): BrandProblem[] {
  return assetPaths(data).flatMap(({ path, value }) => {
    const file = resolve(brandFolder, value);
    const inside = !relative(brandFolder, file).startsWith('..');
    let isFile = false;
    try {
      isFile = statSync(file).isFile();
    } catch {
      isFile = false;
    }
    if (inside && isFile) return [];
    return [
      {
        path,
        message: `"${value}" is not a file in the brand folder (looked for ${file})`,
      },
    ];
  });
}
