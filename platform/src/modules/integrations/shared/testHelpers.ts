import { expect } from 'vitest';
import { expectPlayersOnly, type TestRequests, type TestResponse } from '../../../testing.ts';

/** Asserts the spec's refusals of a player-only call: guests 401 code 1, other roles code 404. */
export const expectPlayerOnly = (
  call: (cookie?: string) => Promise<TestResponse>,
  staffCookie: string,
): Promise<void> =>
  expectPlayersOnly(call, staffCookie, { errorMessage: 'not allowed to place bets' });

/**
 * Loads a demo page and checks that it works under the server's CSP: HTML, no inline script or
 * inline handler, every script from a same-origin path that serves JavaScript. Returns the HTML,
 * compacted.
 */
export async function loadPage(server: TestRequests, url: string, status = 200): Promise<string> {
  const response = await server.get(url);
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  const page = response.text;
  const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes = '', content] of scripts) {
    expect(content).toBe('');
    const source = /src="([^"]+)"/.exec(attributes)?.[1] ?? '';
    expect(source).toMatch(/^\/demo\/[^/]/);
    const script = await server.get(source);
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

/** Integration parameters a player should not meet in a demo page's content. */
const debugText =
  /lang=|lng=|route=|token|client:|cliente:|platform:|plataforma:|jugador \d|player \d/i;

/**
 * Asserts a compacted demo page keeps its integration parameters in the closed details panel and
 * none outside it (attributes aside: only text is checked). Returns the panel's markup.
 */
export function expectFoldedDetails(page: string): string {
  const match = /<details id="integration-details"([^>]*)>([\s\S]*?)<\/details>/.exec(page);
  expect(match, 'an integration details panel').not.toBeNull();
  const [whole = '', attributes = '', panel = ''] = match ?? [];
  expect(attributes).not.toMatch(/\sopen\b/);
  const outsideText = page
    .replace(whole, '')
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<[^>]*>/g, ' ');
  expect(outsideText).not.toMatch(debugText);
  return panel;
}
