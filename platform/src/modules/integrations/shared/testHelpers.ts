import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestPlatform } from '../../../testing.ts';

export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  errorMessage: string | null;
  codeStatus: number;
}

/** Calls of one test platform, with or without a session cookie. */
export function caller(app: FastifyInstance) {
  return {
    async get<T = unknown>(url: string, cookie?: string, headers: Record<string, string> = {}) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
      });
      return { status: response.statusCode, body: response.json<Envelope<T>>() };
    },
    async post<T = unknown>(
      url: string,
      payload: object,
      cookie?: string,
      headers: Record<string, string> = {},
    ) {
      const response = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
      });
      return { status: response.statusCode, body: response.json<Envelope<T>>() };
    },
  };
}

/** Cookies of the seeded accounts: the demo player, a non-player role and the partner. */
export async function signInAll(platform: TestPlatform) {
  return {
    player: await platform.signIn(),
    staff: await platform.signIn('staff@demo.test'),
    partner: await platform.signIn('partner@demo.test'),
  };
}

/** Asserts the spec's refusals of a player-only call: guests 401 code 1, other roles code 404. */
export async function expectPlayerOnly(
  call: (cookie?: string) => Promise<{ status: number; body: Envelope }>,
  staffCookie: string,
): Promise<void> {
  const guest = await call();
  expect(guest.status).toBe(401);
  expect(guest.body).toMatchObject({ success: false, codeStatus: 1 });
  const staff = await call(staffCookie);
  expect(staff.status).toBe(404);
  expect(staff.body).toMatchObject({
    success: false,
    data: [],
    errorMessage: 'not allowed to place bets',
    codeStatus: 404,
  });
}

/**
 * Loads a demo page and checks that it works under the server's CSP: HTML, no inline script or
 * inline handler, every script from a same-origin path that serves JavaScript. Returns the HTML,
 * compacted.
 */
export async function loadPage(app: FastifyInstance, url: string, status = 200): Promise<string> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  const page = response.body;
  const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes = '', content] of scripts) {
    expect(content).toBe('');
    const source = /src="([^"]+)"/.exec(attributes)?.[1] ?? '';
    expect(source).toMatch(/^\/demo\/[^/]/);
    const script = await app.inject({ method: 'GET', url: source });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
  }
  expect(page).not.toMatch(/\son[a-z]+\s*=/i);
  // No external resources (links may leave, e.g. twenty-one's home on the app's origin).
  expect(page).not.toMatch(/src="(?:https?:)?\/\//);
  return compact(page);
}

/** Markup with whitespace collapsed and none around tags, so assertions ignore formatting. */
export const compact = (markup: string): string =>
  markup
    .replace(/\s+/g, ' ')
    .replace(/\s*>\s*/g, '>')
    .replace(/\s*<\s*/g, '<');

/** A query value that would break out of an attribute or open a script if it were not escaped. */
export const hostile = '"><script>alert(1)</script>';
export const hostileEscaped = '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;';

export const oneHourAndASecond = 60 * 60 * 1000 + 1000;

/** `expect.stringMatching`, typed as the string it stands for (it is `any` in vitest's types). */
export const matching = (pattern: RegExp): string => expect.stringMatching(pattern) as string;

/** `expect.any(Number)`, typed as a number. */
export const anyNumber = (): number => expect.any(Number) as number;

/** `expect.any(String)`, typed as a string. */
export const anyString = (): string => expect.any(String) as string;

/** `expect.stringContaining`, typed as a string. */
export const containing = (part: string): string => expect.stringContaining(part) as string;
