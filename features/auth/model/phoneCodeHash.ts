/**
 * The fixed string POST /api/user/phone/code expects beside the phone (accounts README). It ships
 * in the app, so it is no secret: it only stops naive scripts from firing SMS at any number.
 */
export const phoneCodeSecret = 'wl-demo-phone-code';

/**
 * Lower-case hex SHA-256 of `${phone}:${phoneCodeSecret}`, over the phone exactly as it is sent.
 * WebCrypto only exists in secure contexts (https, or http on localhost).
 */
export async function phoneCodeHash(
  phone: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  if (!subtle) throw new Error('WebCrypto is unavailable outside a secure context');
  const bytes = await subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${phone}:${phoneCodeSecret}`),
  );
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
