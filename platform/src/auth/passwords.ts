import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// OWASP's scrypt floor (N=2^17, r=8, p=1); 128 MiB of memory per hash is fine for a demo server.
// Unit tests hash hundreds of passwords, so under Vitest the cost is lower; the stored hash
// carries its own parameters, so verification never depends on this choice.
const parameters = {
  N: process.env.VITEST ? 2 ** 12 : 2 ** 17,
  r: 8,
  p: 1,
  maxmem: 256 * 1024 * 1024,
};
const keyLength = 32;

/** `scrypt$N$r$p$salt$hash` (base64): never the password itself, in storage or in logs. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, keyLength, parameters);
  return [
    'scrypt',
    parameters.N,
    parameters.r,
    parameters.p,
    salt.toString('base64'),
    hash.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: parameters.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
