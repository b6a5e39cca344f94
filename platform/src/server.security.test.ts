import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimit } from './rateLimit.ts';
import {
  sessionCookieOf,
  type TestPlatform,
  type TestResponse,
  withTestPlatform,
} from './testing.ts';

/** The platform reached directly, and the platform behind a TLS proxy on the same host. */
const direct = withTestPlatform();
const behindProxy = withTestPlatform({ trustProxy: ['loopback'] });

const probe = '/api/test/limited';

beforeAll(() => {
  // Limited to two calls a minute per client address, as every limited call of the platform is:
  // rateLimit's key is the client address the server believes.
  for (const platform of [direct, behindProxy]) {
    platform.app.get(
      probe,
      { config: { rateLimit: rateLimit({ max: 2, what: 'probes' }) } },
      () => ({
        success: true,
        data: null,
        errorMessage: null,
        codeStatus: 0,
      }),
    );
  }
});

/** Calls the probe claiming each address in turn; answers how many calls the limit refused. */
async function refusedOf(platform: TestPlatform, addresses: string[]): Promise<number> {
  let refused = 0;
  for (const address of addresses) {
    const response = await platform.get(probe, undefined, { 'x-forwarded-for': address });
    if (response.statusCode === 429) refused += 1;
  }
  return refused;
}

const signInOver = (platform: TestPlatform, protocol: 'http' | 'https') =>
  platform.post(
    '/api/user/login/email',
    { email: 'player@demo.test', password: 'demo1234' },
    undefined,
    { 'x-forwarded-proto': protocol },
  );

const sessionCookie = (response: TestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'sid');

describe('Not ready for a TLS proxy', () => {
  describe('without TRUST_PROXY (a client talks to the platform directly)', () => {
    it('should not let a client pick its rate-limit address with X-Forwarded-For', async () => {
      expect(await refusedOf(direct, ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toBe(1);
    });

    it('should not mark the session cookie Secure, nor send HSTS, for X-Forwarded-Proto', async () => {
      const signIn = await signInOver(direct, 'https');
      expect(sessionCookie(signIn)).toMatchObject({ httpOnly: true });
      expect(sessionCookie(signIn)?.secure).toBeFalsy();
      expect(signIn.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('with TRUST_PROXY (behind a TLS proxy)', () => {
    it('should key rate limits by the forwarded client address', async () => {
      expect(await refusedOf(behindProxy, ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toBe(0);
      expect(await refusedOf(behindProxy, ['203.0.113.9', '203.0.113.9', '203.0.113.9'])).toBe(1);
    });

    it('should mark the session cookie Secure, also when clearing it, and send HSTS on https', async () => {
      const signIn = await signInOver(behindProxy, 'https');
      expect(sessionCookie(signIn)).toMatchObject({ secure: true, httpOnly: true });
      expect(signIn.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      const logout = await behindProxy.get('/api/user/logout', sessionCookieOf(signIn), {
        'x-forwarded-proto': 'https',
      });
      expect(sessionCookie(logout)).toMatchObject({ value: '', secure: true, httpOnly: true });
      const file = await behindProxy.get('/brand.json', undefined, {
        'x-forwarded-proto': 'https',
      });
      expect(file.headers['strict-transport-security']).toMatch(/^max-age=/);
    });

    it('should send neither Secure nor HSTS over plain http', async () => {
      const signIn = await signInOver(behindProxy, 'http');
      expect(sessionCookie(signIn)?.secure).toBeFalsy();
      expect(signIn.headers['strict-transport-security']).toBeUndefined();
    });
  });
});

describe('Framing', () => {
  // The studio shows the app in frames of its own pages (same origin); no other site may frame
  // the app (clickjacking a bet or a deposit).
  it('should let only pages of the same origin frame the app and its answers', async () => {
    for (const url of ['/brand.json', '/healthz', '/api/studio/me']) {
      const response = await direct.get(url);
      const policy = String(response.headers['content-security-policy']);
      const ancestors = policy
        .split(';')
        .find((directive) => directive.startsWith('frame-ancestors'));
      expect(ancestors, url).toBe("frame-ancestors 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
