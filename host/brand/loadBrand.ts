import type { Brand } from '../../schemas/generated/brand.ts';
import { isLanguageCode } from '../i18n/languages.ts';

export class BrandLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrandLoadError';
  }
}

/**
 * Fetches the brand file served beside the build, so one build serves many brands.
 * Full schema validation with every problem's JSON path arrives with the brand-config work;
 * until then only the fields the smoke page reads are checked, so a bad file still fails loudly.
 */
export async function loadBrand(fetchImpl: typeof fetch = fetch): Promise<Brand> {
  let response: Response;
  try {
    response = await fetchImpl('/brand.json', { headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new BrandLoadError(`brand.json could not be fetched: ${String(cause)}`);
  }
  if (!response.ok) throw new BrandLoadError(`brand.json answered HTTP ${response.status}`);
  const body: unknown = await response.json().catch(() => undefined);
  if (!isBrandLike(body)) throw new BrandLoadError('brand.json is not a brand file');
  return body;
}

function isBrandLike(value: unknown): value is Brand {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.name === 'string' &&
    Array.isArray(candidate.languages) &&
    candidate.languages.length > 0 &&
    candidate.languages.every(isLanguageCode) &&
    isLanguageCode(candidate.defaultLanguage)
  );
}
