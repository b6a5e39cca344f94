import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { createWorkQueue } from './workQueue.ts';

export { QueueFullError } from './workQueue.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * Whether new hashes use a test cost: under Vitest (unit tests hash hundreds of passwords), or
 * when a test server asks with `PLATFORM_PASSWORD_COST=test` (the e2e servers, where dozens of
 * journeys sign up and in at once on two cores and would wait seconds in the hashing queue).
 * Nothing else lowers it: the default is OWASP's cost.
 */
export const testPasswordCost = (environment: NodeJS.ProcessEnv): boolean =>
  Boolean(environment.VITEST) || environment.PLATFORM_PASSWORD_COST === 'test';

// OWASP's scrypt floor (N=2^17, r=8, p=1); 128 MiB of memory per hash is fine for a demo server.
// The stored hash carries its own parameters, so verification never depends on this choice.
const parameters = {
  N: testPasswordCost(process.env) ? 2 ** 12 : 2 ** 17,
  r: 8,
  p: 1,
  maxmem: 256 * 1024 * 1024,
};
const keyLength = 32;

/**
 * Hashes running at once: half the cores, 1 or 2, so sign-in never takes every core from the
 * calls players poll (a hash costs 0.4–1.8 s of one core at N=2^17).
 */
export const hashingConcurrency = Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2)));

// Waiting hashes stay few, so a try waits seconds at worst; past that the caller hears "busy".
const hashing = createWorkQueue({
  concurrency: hashingConcurrency,
  maxWaiting: 16,
  maxWaitingPerRequester: 4,
});

const encode = (salt: Buffer, hash: Buffer) =>
  [
    'scrypt',
    parameters.N,
    parameters.r,
    parameters.p,
    salt.toString('base64'),
    hash.toString('base64'),
  ].join('$');

/**
 * `scrypt$N$r$p$salt$hash` (base64): never the password itself, in storage or in logs.
 * `requester` (the client address) bounds how long a caller may queue: over it the promise
 * rejects with QueueFullError (HTTP 503); work without one (seeding) always waits its turn.
 */
export async function hashPassword(password: string, requester?: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await hashing.run(requester, () =>
    scryptAsync(password, salt, keyLength, parameters),
  );
  return encode(salt, hash);
}

/** Whether `password` is the one `stored` was made from; queued as hashPassword is. */
export async function verifyPassword(
  password: string,
  stored: string,
  requester?: string,
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await hashing.run(requester, () =>
    scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: parameters.maxmem,
    }),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A stored hash no password matches, at today's cost: sign-in verifies against it when no
 * account has the login, so an unknown account takes as long as a wrong password.
 */
export const missingAccountHash = encode(randomBytes(16), Buffer.alloc(keyLength));
