import { expect } from 'vitest';
import type { TestResponse } from './requests.ts';

/**
 * Asserts the specs' refusals of a player-only call: a guest gets 401 with code 1, another role
 * (the cookie given) 404 with an empty result and, when given, the refusal's own fields.
 */
export async function expectPlayersOnly(
  call: (cookie?: string) => Promise<TestResponse>,
  otherRoleCookie: string,
  refusal: Record<string, unknown> = {},
): Promise<void> {
  const guest = await call();
  expect(guest.statusCode).toBe(401);
  expect(guest.body).toMatchObject({ success: false, codeStatus: 1 });
  const other = await call(otherRoleCookie);
  expect(other.statusCode).toBe(404);
  expect(other.body).toMatchObject({ success: false, data: [], codeStatus: 404, ...refusal });
}
