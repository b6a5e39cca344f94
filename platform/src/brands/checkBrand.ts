import {
  checkBrandData,
  parseBrandText,
  type BrandCheck,
} from '../../../host/brand/checkBrandData.ts';
import { assetProblems } from './assetProblems.ts';

export type { BrandCheck } from '../../../host/brand/checkBrandData.ts';

/**
 * Every rule a brand source must pass before players get it: readable JSON (a syntax error with
 * its line and column), the schema (which also fills in the defaults), the rules the schema
 * cannot express, an id equal to its folder's name (the id `BRAND` and the host map select) and,
 * when the brand's folder is given, asset files that exist. `brand:check`, `brand:publish` and
 * the server's re-publish on an edit all run exactly this; the studio runs the same rules but the
 * files' (host/brand/checkBrandData.ts) in the operator's browser.
 */
export function checkBrandSource(
  text: string,
  folderId: string | undefined,
  brandFolder?: string,
): BrandCheck {
  const parsed = parseBrandText(text);
  if (!parsed.ok) return parsed;
  // Read before validation, which fills defaults into data in place.
  const assets = brandFolder === undefined ? [] : assetProblems(parsed.data, brandFolder);
  return checkBrandData(parsed.data, folderId, assets);
}
