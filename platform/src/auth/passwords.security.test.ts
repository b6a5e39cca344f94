import type * as crypto from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashingConcurrency, hashPassword, verifyPassword } from './passwords.ts';

/** scrypt calls under way and the passwords in the order their hashing started. */
const scryptCalls = vi.hoisted(() => ({ running: 0, most: 0, started: [] as string[] }));

vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof crypto>();
  // Counts the real scrypt's calls from start to callback, the time each holds a thread and memory.
  function scrypt(password: string, ...rest: unknown[]) {
    const callback = rest.pop() as (error: Error | null, key: Buffer) => void;
    scryptCalls.running += 1;
    scryptCalls.most = Math.max(scryptCalls.most, scryptCalls.running);
    scryptCalls.started.push(password);
    const done = (error: Error | null, key: Buffer) => {
      scryptCalls.running -= 1;
      callback(error, key);
    };
    (original.scrypt as (...args: unknown[]) => void)(password, ...rest, done);
  }
  return { ...original, scrypt };
});

let stored = '';
beforeAll(async () => {
  stored = await hashPassword('demo1234');
});

beforeEach(() => {
  scryptCalls.most = 0;
  scryptCalls.started = [];
});

describe('starving the CPU with many password hashes at once', () => {
  it('should never run more than 2 scrypt hashes at once when 10 are started together', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => verifyPassword(`guess${index}`, stored)),
    );
    expect(results).toEqual(Array.from({ length: 10 }, () => false));
    expect(scryptCalls.most).toBeGreaterThan(0);
    expect(scryptCalls.most).toBeLessThanOrEqual(Math.min(2, hashingConcurrency));
  });

  it('should refuse a flood from one address as busy instead of queueing it without bound', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => verifyPassword(`flood${index}`, stored, '10.2.0.1')),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const result of refused) {
      expect(result.reason).toMatchObject({ statusCode: 503 });
    }
    expect(scryptCalls.started.length).toBe(20 - refused.length);
  });

  it('should start another address’s hash before the flooding address’s queued ones', async () => {
    const flood = Array.from({ length: 3 }, (_, index) =>
      verifyPassword(`flood${index}`, stored, '10.2.0.2'),
    );
    const player = verifyPassword('demo1234', stored, '10.2.0.3');
    await Promise.all([...flood, player]);
    expect(scryptCalls.started.indexOf('demo1234')).toBe(hashingConcurrency);
  });
});
