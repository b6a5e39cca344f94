/**
 * The reversible character encoding of the `log` and `pas` query pair (spec, section 2): the
 * text's characters reversed (by code point, so emoji survive), then UTF-8, then base64url
 * without padding. It hides credentials from a casual glance at a URL; it is not encryption.
 */
export function encodeCredential(text: string): string {
  const reversed = [...text].reverse().join('');
  return Buffer.from(reversed, 'utf8').toString('base64url');
}

/** The inverse of encodeCredential; undefined when the value is not valid base64url UTF-8. */
export function decodeCredential(encoded: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded) || encoded.length % 4 === 1) return undefined;
  const bytes = Buffer.from(encoded, 'base64url');
  const text = new TextDecoder('utf-8', { fatal: true });
  try {
    return [...text.decode(bytes)].reverse().join('');
  } catch {
    return undefined;
  }
}
