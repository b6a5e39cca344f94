import { describe, expect, it } from 'vitest';
import { withTestPlatform } from '../../../testing.ts';
import { tick } from '../sim/tick.ts';
import { someEvent } from '../testHelpers.ts';
import { feedCacheControl } from './sharedCache.ts';

const platform = withTestPlatform();

/** The public feed calls a CDN may carry: lists, maps, an event and the live polls. */
function publicUrls(): string[] {
  const live = someEvent(platform.context.database, 1);
  const line = someEvent(platform.context.database, 0);
  // A delta for a past moment: it runs to the current feed version and is valid until a tick.
  const since = platform.clock.nowMs() - 60_000;
  return [
    '/api/feed/line/games?sportId=1',
    '/api/feed/line/map?lang=en',
    '/api/feed/live/games',
    '/api/feed/live/games/top?lang=pt',
    '/api/feed/live/map',
    `/api/feed/games/${line.id}`,
    '/api/feed/live/es/full/0/0',
    `/api/feed/live/en/full/${since}/${live.id}`,
  ];
}

describe('feed answers a shared cache may keep', () => {
  it('should be public, briefly shared, revalidated by browsers and validated by an ETag', async () => {
    for (const url of publicUrls()) {
      const response = await platform.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(feedCacheControl);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=[1-3]$/);
      expect(response.headers.etag, url).toMatch(/^"[\w-]+"$/);
      expect(response.headers.vary, url).toBe('Accept-Encoding');
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('should answer the same bytes whoever asks: signed in or not, in any Accept-Language', async () => {
    const cookie = await platform.signIn();
    for (const url of publicUrls()) {
      const guest = await platform.get(url);
      const player = await platform.get(url, cookie, { 'accept-language': 'pt-PT,pt' });
      expect(player.text, url).toBe(guest.text);
      expect(player.headers.etag, url).toBe(guest.headers.etag);
      expect(player.headers['cache-control'], url).toBe(feedCacheControl);
    }
  });

  it('should answer 304 without a body while the answer is the same, and 200 once a tick moved it', async () => {
    const url = '/api/feed/live/es/full/0/0';
    const first = await platform.get(url, undefined, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await platform.get(url, undefined, {
      'accept-encoding': 'br',
      'if-none-match': `"other", ${etag}`,
    });
    expect(again.statusCode).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(feedCacheControl);

    const gzip = await platform.get(url, undefined, {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers.etag).not.toBe(etag);

    platform.clock.advance(3000);
    tick(platform.context);
    const moved = await platform.get(url, undefined, {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).not.toBe(etag);
  });

  it('should keep a POSTed search out of every cache', async () => {
    const response = await platform.post('/api/remote/SearchFullByCulture', { searchText: 'real' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^(private, )?no-store$/);
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('personal answers', () => {
  it.each([
    '/api/user/balance',
    '/api/user/profile',
    '/api/bet/favorites',
    '/api/bet/coupon_history',
    '/api/basket',
  ])('should keep %s private and out of every cache', async (url) => {
    const cookie = await platform.signIn();
    const response = await platform.get(url, cookie);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const guest = await platform.get(url);
    expect(guest.headers['cache-control']).toBe('private, no-store');
  });

  it('should keep signing in private', async () => {
    const response = await platform.post('/api/user/login/email', {
      email: 'player@demo.test',
      password: 'demo1234',
    });
    expect(response.headers['set-cookie']).toBeDefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
