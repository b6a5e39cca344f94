import type { Brand } from '../../schemas/generated/brand.ts';
import validateBrandSchema from '../../schemas/generated/validateBrand.js';
import { resolveResponsibleGambling } from '../../schemas/responsibleGambling.ts';
import { schemaProblems, semanticProblems, type BrandProblem } from './brandProblems.ts';

export type BrandValidation = { ok: true; brand: Brand } | { ok: false; problems: BrandProblem[] };

/**
 * Validates a parsed brand file against the schema (precompiled: no Ajv compiler at runtime),
 * filling in defaults, then against the rules the schema cannot express. Every problem is
 * returned at once, so an operator fixes them in one pass.
 */
export function validateBrand(data: unknown): BrandValidation {
  const schemaValid = validateBrandSchema(data);
  const problems = schemaValid ? [] : schemaProblems(validateBrandSchema.errors ?? [], data);
  if (typeof data !== 'object' || data === null) return { ok: false, problems };
  // When the schema passed, this is the shape the generated type describes; when it did not, the
  // semantic rules still look (defensively) for the problems the schema cannot see.
  const brand = data as Brand;
  problems.push(...semanticProblems(brand));
  if (!schemaValid || problems.length > 0) return { ok: false, problems };
  // Publishing fills the preset's values in, as it fills the schema's defaults (decision 022).
  return {
    ok: true,
    brand: { ...brand, responsibleGambling: resolveResponsibleGambling(brand.responsibleGambling) },
  };
}
