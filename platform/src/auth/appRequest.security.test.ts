import { describe, expect, it } from 'vitest';
import { appRequestHeader } from '../../../schemas/appRequestHeader.ts';
import { withSessions, withTestPlatform } from '../testing.ts';

const platform = withTestPlatform();
// The partner is a player (role 0) without bans of its own (the demo player bans universalrace).
const cookies = withSessions(platform, 'partner');

/** What a browser says of a call's initiator (Fetch Metadata). */
const site = (value: string) => ({ 'sec-fetch-site': value });
const fromAnotherSite = site('cross-site');

const signedIn = async (cookie: string) =>
  (await platform.get('/api/user/check', cookie)).statusCode === 200;

/** Rows inserted, updated or deleted on the platform's connection so far. */
const writes = () =>
  platform.context.database.prepare('SELECT total_changes()').pluck().get() as number;

/** Every GET call that writes: sessions, payments, provider tokens and game sessions. */
const writingGets: Array<{ what: string; url: string; headers?: Record<string, string> }> = [
  {
    what: 'start an interkassa top-up',
    url: '/api/payment/interkassa/init?amount=7000&ik_pw_via=visa_cpaytrio_pay&payment_mode=160',
  },
  { what: 'get an inbet token', url: '/api/inbet/get_token?game=fruits-5' },
  { what: 'get a TV-bet token', url: '/api/tvbet/GenToken' },
  { what: 'get an ezugi token', url: '/api/for_ezugi/get_token' },
  { what: 'get a betgames token', url: '/api/betgames/GetUserTokenBetgames' },
  { what: 'get a fiable token', url: '/api/fiable/get_token' },
  {
    what: 'get a digital sportsbook front token',
    url: '/api/digitain/front/token',
    headers: { 'x-partner-name': 'demo' },
  },
  {
    what: 'open a live casino table',
    url: '/api/live_casino/game_url?table_id=lc-roulette-1&category=roulette',
  },
  { what: 'open an evolution slot', url: '/api/evolution/open_frame?page_id=1727053' },
  { what: 'get an evolution slot address', url: '/api/evolution/get_game_url?page_id=1727053' },
  {
    what: 'open a pragmatic game',
    url: '/api/pragmatic/game/link?game_id=vs25tigerofmacau&platform=MOBILE',
  },
  { what: 'open the horse races', url: '/api/universalrace/login' },
  { what: 'open a golden race frame', url: '/api/golden_race/open_frame?game_id=10101' },
];

describe('State changes on GET', () => {
  it('should keep the session when another site makes the browser call GET /api/user/logout', async () => {
    const cookie = await platform.signIn();
    for (const headers of [fromAnotherSite, site('same-site'), {}]) {
      // No Fetch Metadata and no app header ({}): an old browser's cross-site image or link.
      const logout = await platform.app.inject({
        method: 'GET',
        url: '/api/user/logout',
        headers: { cookie, ...headers },
      });
      expect(logout.statusCode).toBe(403);
      expect(logout.json()).toMatchObject({ success: false, codeStatus: 403 });
      expect(logout.cookies).toEqual([]);
      expect(await signedIn(cookie)).toBe(true);
    }
    // HEAD runs the same handler: `fetch(url, {method: 'HEAD', mode: 'no-cors'})` is cross-site too.
    const headCall = await platform.app.inject({
      method: 'HEAD',
      url: '/api/user/logout',
      headers: { cookie, ...fromAnotherSite },
    });
    expect(headCall.statusCode).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });

  it.each([
    ['the app', site('same-origin')],
    ['the player typing the address', site('none')],
    [
      'the app in a browser without Fetch Metadata',
      { [appRequestHeader.name]: appRequestHeader.value },
    ],
  ])('should end the session when %s calls GET /api/user/logout', async (_who, headers) => {
    const cookie = await platform.signIn();
    const logout = await platform.app.inject({
      method: 'GET',
      url: '/api/user/logout',
      headers: { cookie, ...headers },
    });
    expect(logout.statusCode).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
  });

  it.each(writingGets)(
    "should refuse another site's GET to $what, writing nothing, and serve the app's",
    async ({ url, headers }) => {
      const before = writes();
      const crossSite = await platform.get(url, cookies.partner, {
        ...headers,
        ...fromAnotherSite,
      });
      expect(writes(), `${url} wrote for another site`).toBe(before);
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.body).toMatchObject({ success: false, codeStatus: 403 });

      const own = await platform.get(url, cookies.partner, { ...headers, ...site('same-origin') });
      expect(own.body, own.text).toMatchObject({ success: true });
    },
  );
});
