import type { Brand } from '../../schemas/generated/brand.ts';
import type { BrandProblem } from './brandProblems.ts';
import { findJsonSyntaxError } from './jsonSyntax.ts';
import { validateBrand } from './validateBrand.ts';

export type BrandCheck = { ok: true; brand: Brand } | { ok: false; problems: BrandProblem[] };

export type BrandParse = { ok: true; data: unknown } | { ok: false; problems: BrandProblem[] };

/** A brand source as JSON, or its syntax error with line and column (JSON.parse names none). */
export function parseBrandText(text: string): BrandParse {
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch (error) {
    const located = findJsonSyntaxError(text);
    const reason = located
      ? `line ${located.line}, column ${located.column}: ${located.message}`
      : error instanceof Error
        ? error.message
        : String(error);
    return { ok: false, problems: [{ path: '', message: `is not readable JSON: ${reason}` }] };
  }
}

/**
 * The rules of a parsed brand that need no files: the schema (which fills in the defaults, in
 * place: pass a copy to keep the original), the rules the schema cannot express, and an id equal
 * to its folder's name. `brand:check` and publishing add the asset files' existence
 * (`extraProblems`, listed after the schema's as they always were); the studio runs exactly this
 * in the browser as the operator types.
 */
export function checkBrandData(
  data: unknown,
  folderId: string | undefined,
  extraProblems: readonly BrandProblem[] = [],
): BrandCheck {
  const result = validateBrand(data);
  const problems = result.ok ? [...extraProblems] : [...result.problems, ...extraProblems];
  const id = (data as { id?: unknown } | null)?.id;
  if (folderId !== undefined && typeof id === 'string' && id !== folderId) {
    problems.push({ path: '/id', message: `"${id}" differs from its folder name "${folderId}"` });
  }
  return result.ok && problems.length === 0
    ? { ok: true, brand: result.brand }
    : { ok: false, problems };
}
