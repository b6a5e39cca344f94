import type { BrandProblem } from '../../../host/brand/brandProblems.ts';
import { validateBrand } from '../../../host/brand/validateBrand.ts';
import type { Brand } from '../../../schemas/generated/brand.ts';
import { assetProblems } from './assetProblems.ts';
import { findJsonSyntaxError } from './jsonSyntax.ts';

export type BrandCheck = { ok: true; brand: Brand } | { ok: false; problems: BrandProblem[] };

/**
 * Every rule a brand source must pass before players get it: readable JSON (a syntax error with
 * its line and column), the schema (which also fills in the defaults), the rules the schema
 * cannot express, an id equal to its folder's name (the id `BRAND` and the host map select) and,
 * when the brand's folder is given, asset files that exist. `brand:check`, `brand:publish` and
 * the server's re-publish on an edit all run exactly this.
 */
export function checkBrandSource(
  text: string,
  folderId: string | undefined,
  brandFolder?: string,
): BrandCheck {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const located = findJsonSyntaxError(text);
    const reason = located
      ? `line ${located.line}, column ${located.column}: ${located.message}`
      : error instanceof Error
        ? error.message
        : String(error);
    return { ok: false, problems: [{ path: '', message: `is not readable JSON: ${reason}` }] };
  }
  // Read before validation, which fills defaults into data in place.
  const assets = brandFolder === undefined ? [] : assetProblems(data, brandFolder);
  const result = validateBrand(data);
  const problems = result.ok ? [...assets] : [...result.problems, ...assets];
  const id = (data as { id?: unknown } | null)?.id;
  if (folderId !== undefined && typeof id === 'string' && id !== folderId) {
    problems.push({ path: '/id', message: `"${id}" differs from its folder name "${folderId}"` });
  }
  return result.ok && problems.length === 0
    ? { ok: true, brand: result.brand }
    : { ok: false, problems };
}
