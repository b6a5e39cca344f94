import type { Brand } from '../../schemas/generated/brand.ts';
import { inlinedBrandId } from '../../schemas/inlinedBrand.ts';

/** The brand file could not be fetched or is not a published brand: the player may retry. */
export class BrandLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BrandLoadError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A cheap look at the shape of what the server answered. The server only ever serves a brand
 * that passed every rule when it was published (`brand:publish`, or the server's re-publish of an
 * edit), defaults filled in, so the player's bundle carries no validator: this guard only tells a
 * published brand from something else answering at /brand.json (a proxy's error page, a file from
 * before publishing filled the defaults).
 */
export function isPublishedBrand(value: unknown): value is Brand {
  if (!isRecord(value)) return false;
  const { id, name, languages, currencies, polling } = value;
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    isRecord(languages) &&
    Array.isArray(languages.enabled) &&
    typeof languages.default === 'string' &&
    isRecord(currencies) &&
    Array.isArray(currencies.enabled) &&
    typeof currencies.default === 'string' &&
    // Filled in by publishing: a source file served as it is lacks it.
    isRecord(polling)
  );
}

/**
 * The published brand the page itself carries (the platform and `brand:export` write it into each
 * page, per published version), or nothing when the page has none or it is not a published brand.
 */
export function inlinedBrand(page: Pick<Document, 'getElementById'>): Brand | undefined {
  const text = page.getElementById(inlinedBrandId)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isPublishedBrand(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The published brand: the one inlined in the page when there is one (no round trip before the
 * app starts), else fetched from beside the build (so one build serves many brands). Players
 * never see a problem list: a broken edit is refused when it is published and the server keeps
 * the last good version, so anything else here is a failure to load, which the player may retry.
 */
export async function loadBrand(
  fetchImpl: typeof fetch = fetch,
  page: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): Promise<Brand> {
  const inlined = page ? inlinedBrand(page) : undefined;
  if (inlined) return inlined;
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
    throw new BrandLoadError('brand.json is not JSON');
  }
  if (!isPublishedBrand(body)) throw new BrandLoadError('brand.json is not a published brand');
  return body;
}
