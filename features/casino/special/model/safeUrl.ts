/**
 * Addresses the app follows or loads only when they are its own paths or web addresses
 * (integrations brief: API answers and brand entries alike). A same-origin path is `/x`, never
 * `//x` or `/\x` (both of which browsers read as another host); anything else, such as
 * `javascript:`, is refused.
 */
export function isSafeAppUrl(url: string): boolean {
  const value = url.trim();
  if (value !== url || value === '') return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A brand's script or frame address: a path on the app's origin or an https address. */
export function isSafeBrandUrl(url: string): boolean {
  return isSafeAppUrl(url) && (url.startsWith('/') || url.startsWith('https://'));
}

/** An address that failed the rule above: the launch counts as failed. */
export class UnsafeUrlError extends Error {
  override readonly name = 'UnsafeUrlError';

  constructor(readonly url: string) {
    super(`Refused to follow an unsafe address: ${url}`);
  }
}
