import { createHash } from 'node:crypto';
import type { PlatformDatabase } from '../../db/database.ts';

/** How long a placement's Idempotency-Key is remembered (retries come within seconds). */
export const idempotencyKeyLifetimeMs = 24 * 60 * 60 * 1000;

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export interface StoredPlacement {
  request_hash: string;
  response: string;
}

export function storedPlacement(
  database: PlatformDatabase,
  userId: number,
  key: string,
): StoredPlacement | undefined {
  return database
    .prepare(
      'SELECT request_hash, response FROM bet_idempotency_keys WHERE user_id = ? AND idempotency_key = ?',
    )
    .get(userId, key) as StoredPlacement | undefined;
}

/** Stores a placement's answer under its key; call in the placement's transaction. */
export function storePlacement(
  database: PlatformDatabase,
  entry: {
    userId: number;
    key: string;
    hash: string;
    response: unknown;
    couponId: number;
    at: Date;
  },
): void {
  database
    .prepare(
      `INSERT INTO bet_idempotency_keys (user_id, idempotency_key, request_hash, response, coupon_id,
         created_at) VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(
      entry.userId,
      entry.key,
      entry.hash,
      JSON.stringify(entry.response),
      entry.couponId,
      entry.at.toISOString(),
    );
}

export function forgetOldKeys(database: PlatformDatabase, now: Date): void {
  const before = new Date(now.getTime() - idempotencyKeyLifetimeMs).toISOString();
  database.prepare('DELETE FROM bet_idempotency_keys WHERE created_at < ?').run(before);
}
