// @vitest-environment jsdom
import { runInThisContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSessions, withTestPlatform } from '../../../testing.ts';

/**
 * The demo pages' scripts, run in a DOM: each page is loaded, its same-origin scripts executed,
 * and fetch answered by the platform itself. Timers are fake, so countdowns never run on real time.
 */
const platform = withTestPlatform();
const cookies = withSessions(platform, 'player');

async function bridgedFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(address, window.location.origin);
  const response = await platform.request({
    method: (init.method ?? 'GET') as 'GET' | 'POST',
    url: url.pathname + url.search,
    headers: init.headers as Record<string, string> | undefined,
    payload: typeof init.body === 'string' ? init.body : undefined,
  });
  return new Response(response.text, {
    status: response.statusCode,
    headers: { 'content-type': String(response.headers['content-type']) },
  });
}

/** Lets pending fetches and their promise chains finish. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
}

/** Shows a demo page in the document and runs its scripts, as a browser would. */
async function openPage(url: string): Promise<void> {
  const page = await platform.get(url);
  const parsed = new DOMParser().parseFromString(page.text, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  for (const attribute of [...document.body.attributes])
    document.body.removeAttribute(attribute.name);
  for (const attribute of [...parsed.body.attributes])
    document.body.setAttribute(attribute.name, attribute.value);
  for (const script of [...parsed.querySelectorAll('script')])
    await runScript(script.getAttribute('src') ?? '');
  await settle();
}

async function runScript(path: string): Promise<void> {
  const script = await platform.get(path);
  // Runs in the test's global scope, where the DOM lives, as a classic <script> would.
  runInThisContext(script.text, { filename: path });
}

const text = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? '';
const click = (selector: string) => (document.querySelector(selector) as HTMLElement).click();

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'requestAnimationFrame'] });
  vi.stubGlobal('fetch', bridgedFetch);
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('demo page scripts in a DOM', () => {
  it('should play a twenty-one round and show the balance the platform keeps', async () => {
    const init = await platform.post<{ token: string }>(
      '/api/casino/get_init_params',
      { game_type: 0 },
      cookies.player,
    );
    await openPage(
      `/demo/twenty-one/?balance=1000&currency=CLP&token=${init.body.data.token}&min=1&max=100&userId=1&home=/slots/main`,
    );
    (document.getElementById('bet-amount') as HTMLInputElement).value = '10';
    click('#deal');
    await settle();
    if (!(document.getElementById('stand') as HTMLButtonElement).disabled) {
      click('#stand');
      await settle();
    }
    const { database } = platform.context;
    const { cents } = database
      .prepare('SELECT balance_cents AS cents FROM users WHERE id = 1')
      .get() as { cents: number };
    const round = database
      .prepare('SELECT bet_cents AS bet, state, payout_cents AS payout FROM twenty_one_rounds')
      .get() as { bet: number; state: string; payout: number };
    expect(round).toMatchObject({ bet: 1000, state: 'finished' });
    expect(cents).toBe(100000 - 1000 + round.payout);
    // Pesos have no minor unit: the balance is written without decimals.
    expect(text('#balance')).toBe(String(cents / 100));
    const playerCards = document.querySelectorAll('#player-cards .playing-card');
    expect(playerCards.length).toBeGreaterThanOrEqual(2);
    expect(playerCards[0]?.querySelector('.suit')?.textContent).toMatch(/^[♠♥♦♣]$/);
    expect(text('#round-message')).not.toBe('');
    expect((document.getElementById('deal') as HTMLButtonElement).disabled).toBe(false);
  });

  it('should load the digital sportsbook history with the token when switching to it', async () => {
    const front = await platform.get<{ token: string }>(
      '/api/digitain/front/token',
      cookies.player,
      {
        'x-partner-name': 'demo',
      },
    );
    await openPage(`/demo/digsport/?token=${front.body.data.token}&lang=en&route=home`);
    expect(document.querySelector<HTMLElement>('section[data-route="history"]')?.hidden).toBe(true);
    click('nav a[data-route="history"]');
    await settle();
    expect(document.querySelector<HTMLElement>('section[data-route="history"]')?.hidden).toBe(
      false,
    );
    expect(document.querySelectorAll('#history-rows tr')).toHaveLength(10);
    expect(text('#history-state')).toBe('10 / 27');
    click('#history-more');
    await settle();
    expect(document.querySelectorAll('#history-rows tr')).toHaveLength(20);
  });

  it("should show the app's viewport messages in the TV-bet frame, from its own origin only", async () => {
    const { token } = (await platform.get<{ token: string }>('/api/tvbet/GenToken', cookies.player))
      .body.data;
    await openPage(`/demo/tvbet/?lng=en&clientId=demo-demo&token=${token}`);
    const message = (origin: string) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { scrollTop: 120, viewportHeight: 640 },
          origin,
          source: window,
        }),
      );
    message('https://evil.example');
    expect(text('#parent-viewport')).toBe('no data yet');
    message(window.location.origin);
    expect(text('#parent-viewport')).toBe('scrollTop=120, viewportHeight=640');
  });

  it('should render the inbet game into a container and spin through billing', async () => {
    const issued = await platform.get<{ token: string }>(
      '/api/inbet/get_token?game=fruits&lang=en',
      cookies.player,
    );
    document.body.innerHTML = '<div id="slot"></div>';
    await runScript('/demo/inbet/launcher.js');
    const launcher = (
      window as unknown as { InbetLauncher: { init(options: object): { destroy(): void } } }
    ).InbetLauncher;
    const game = launcher.init({
      container: 'slot',
      game: 'fruits',
      billing: '/api/inbet/billing',
      token: issued.body.data.token,
      coefficient: 1,
      currency: 'CLP',
      language: 1,
      homePage: 'javascript:alert(1)',
    });
    await settle();
    const credits = () =>
      Number(/\d+/.exec(document.querySelector('#slot p')?.textContent ?? '')?.[0]);
    const before = credits();
    expect(before).toBeGreaterThan(0);
    expect(document.querySelector('#slot a')?.getAttribute('href')).toBe('/slots/main');
    // A credit is worth one peso, written without decimals as pesos have none.
    const betValue = [...document.querySelectorAll('#slot p')].find((p) =>
      p.textContent?.startsWith('Bet ='),
    );
    expect(betValue?.textContent).toBe('Bet = 1 CLP');
    (document.querySelector('#slot button') as HTMLButtonElement).click();
    await settle();
    const balance = (
      platform.context.database
        .prepare('SELECT balance_cents AS cents FROM users WHERE id = 1')
        .get() as { cents: number }
    ).cents;
    expect(credits()).toBe(balance / 100);
    expect(document.querySelector('#slot [aria-live]')?.textContent).toMatch(/^(Win: \d+|No win)$/);
    game.destroy();
    expect(document.getElementById('slot')?.childElementCount).toBe(0);
  });

  it('should deal a round of cards on the live blackjack table as the page opens', async () => {
    const issued = await platform.get<{ game_url: string }>(
      '/api/fiable/get_token?game_id=fi-blackjack&lang=en',
      cookies.player,
    );
    await openPage(issued.body.data.game_url);
    // The cards come one by one; the round ends after the last.
    vi.advanceTimersByTime(6000);
    const dealt = (seat: string) => document.querySelectorAll(`#${seat}-cards .playing-card`);
    expect(dealt('bottom').length).toBeGreaterThanOrEqual(2);
    expect(dealt('top').length).toBeGreaterThanOrEqual(2);
    expect(dealt('bottom')[0]?.textContent).toMatch(/^(A|[2-9]|10|J|Q|K)[♠♥♦♣]/);
    expect(text('#round-status')).toMatch(
      /^Player \d+( \(bust\))? · Dealer \d+( \(bust\))? — (Blackjack\. )?(Player wins|Dealer wins|Push)$/,
    );
    expect(text('#bottom-total')).toMatch(/^\d+/);
    expect(document.querySelectorAll('#round-results li')).toHaveLength(1);
  });

  it('should open a launched live baccarat as a card table that deals without a stake', async () => {
    const game = platform.context.database
      .prepare(
        `SELECT route_provider AS provider, game_id AS gameId FROM casino_games
         WHERE kind = 'live' AND game_name LIKE '%Baccarat%' AND in_lobby = 1 LIMIT 1`,
      )
      .get() as { provider: string; gameId: string };
    const launched = await platform.post<{ url: string }>(
      '/api/casino/session',
      { ...game, lang: 'pt' },
      cookies.player,
    );
    await openPage(launched.body.data.url);
    vi.advanceTimersByTime(6000);
    expect(document.querySelectorAll('#bottom-cards .playing-card').length).toBeGreaterThanOrEqual(
      2,
    );
    expect(text('#result')).toMatch(
      /^Jogador \d · Banca \d — (Ganha o jogador|Ganha a banca|Empate)$/,
    );
    expect(document.querySelectorAll('#history li')).toHaveLength(1);
    expect((document.getElementById('round') as HTMLButtonElement).disabled).toBe(false);
  });
});
