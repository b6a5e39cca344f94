/**
 * The platform's reversible encoding of the `log` and `pas` query pair (accounts README, code 20;
 * platform credentialsCodec.ts): the text's characters reversed by code point, UTF-8, base64url
 * without padding. It only keeps credentials from a casual glance at a URL; it is not encryption.
 */

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): Uint8Array {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

const reverseCodePoints = (text: string) => [...text].reverse().join('');

/** What the platform's encodeCredential gives (`abc` → `Y2Jh`). */
export function encodeCredential(text: string): string {
  return toBase64Url(new TextEncoder().encode(reverseCodePoints(text)));
}

/** The inverse of encodeCredential; undefined when the value is not base64url of UTF-8 text. */
export function decodeCredential(encoded: string): string | undefined {
  // A length of 4n+1 cannot come from whole bytes; the platform refuses it too.
  if (!/^[A-Za-z0-9_-]*$/.test(encoded) || encoded.length % 4 === 1) return undefined;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(encoded));
    return reverseCodePoints(text);
  } catch {
    return undefined;
  }
}
