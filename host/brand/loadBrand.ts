import type { Brand } from '../../schemas/generated/brand.ts';
import type { BrandProblem } from './brandProblems.ts';
import type { validateBrand as ValidateBrandFunction } from './validateBrand.ts';

type ValidateBrand = typeof ValidateBrandFunction;

/** The brand file could not be fetched or read: the player may retry. */
export class BrandLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrandLoadError';
  }
}

/** The brand file was read but is not valid: the operator must fix it; retrying will not help. */
export class BrandInvalidError extends Error {
  readonly problems: BrandProblem[];

  constructor(problems: BrandProblem[]) {
    super(`brand.json has ${problems.length} problem(s)`);
    this.name = 'BrandInvalidError';
    this.problems = problems;
  }
}

/**
 * Fetches the brand file served beside the build (so one build serves many brands) and validates
 * it once, at the boundary: nothing downstream re-validates, and defaults are filled in. The
 * validator is a chunk of its own, downloaded while brand.json is in flight, so it costs no extra
 * round trip and stays out of the entry bundle.
 */
export async function loadBrand(fetchImpl: typeof fetch = fetch): Promise<Brand> {
  const validatorLoading = import('./validateBrand.ts');
  // Settled here too, so a failed chunk load surfaces below rather than as an unhandled rejection.
  validatorLoading.catch(() => undefined);
  let response: Response;
  try {
    response = await fetchImpl('/brand.json', { headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new BrandLoadError(`brand.json could not be fetched: ${String(cause)}`);
  }
  if (!response.ok) throw new BrandLoadError(`brand.json answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new BrandInvalidError([{ path: '', message: 'is not readable JSON' }]);
  }
  let validateBrand: ValidateBrand;
  try {
    ({ validateBrand } = await validatorLoading);
  } catch (cause) {
    throw new BrandLoadError(`the brand validator could not be loaded: ${String(cause)}`);
  }
  const result = validateBrand(body);
  if (!result.ok) throw new BrandInvalidError(result.problems);
  return result.brand;
}
