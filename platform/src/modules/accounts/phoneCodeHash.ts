import { createHash } from 'node:crypto';

/**
 * The fixed secret of POST /api/user/phone/code (spec, section 7: "hash derived from the phone
 * and a fixed secret string"). It ships in the app, so it is no real secret: it only stops
 * naive scripts from firing SMS at arbitrary numbers; the daily limit and rate limit do the rest.
 */
export const phoneCodeSecret = 'wl-demo-phone-code';

/**
 * Lower-case hex SHA-256 of `${phone}:${phoneCodeSecret}`, over the phone exactly as sent. The
 * app computes the same with WebCrypto:
 * `crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${phone}:${secret}`))`.
 */
export function phoneCodeHash(phone: string): string {
  return createHash('sha256').update(`${phone}:${phoneCodeSecret}`, 'utf8').digest('hex');
}
