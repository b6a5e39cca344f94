import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  type Page,
} from '@playwright/test';
import { brandPorts } from '../../playwright.config.ts';
import {
  layoutProblems,
  oddsDensity,
  settle,
  settleAfterResize,
  watchRequests,
  type LayoutException,
  type OddsDensity,
} from './support/layout.ts';
import { fundedPlayer } from './support/players.ts';

/*
 * Issue 21: the real app at phone widths. Every main route of the three brands, loaded once and
 * measured at 360, 390 and 414 px wide (844 high) against the page-wide rules of
 * support/layout.ts. A screenshot of each page at 390 px is attached for review.
 */

const widths = [360, 390, 414] as const;
const reviewWidth = 390;
const height = 844;

type BrandId = keyof typeof brandPorts;

/** What each brand's player and feed speak and pay in. */
const brands: Record<BrandId, { lang: string; currency: string; amount: number }> = {
  demo: { lang: 'es', currency: 'CLP', amount: 6000 },
  nightbet: { lang: 'en', currency: 'EUR', amount: 500 },
  costa: { lang: 'pt', currency: 'EUR', amount: 500 },
};

interface FeedEvent {
  id: number;
  sportId: number;
  sportName: string;
  countryId: number;
  champName: string;
  team1: string;
  team2: string;
  markets: Array<{
    name: string;
    odds: Array<{ id: string; name: string; c: number; b: boolean }>;
  }>;
}

/** What a route's address needs from the brand's feed, asked once per test (no page load). */
interface Feed {
  line: FeedEvent;
  live: FeedEvent;
  /** Two live events to follow in multi-live. */
  liveIds: number[];
}

interface RouteCase {
  name: string;
  path: (feed: Feed) => string;
  /** Signed in as a funded player of the brand's currency. */
  player?: boolean;
  /** Where the page lands when it redirects. */
  landsOn?: RegExp;
  /** Session storage the page starts with (what the player picked earlier in the visit). */
  session?: (feed: Feed) => Record<string, string>;
  /** What the player does on the loaded page before it is measured (no further page load). */
  open?: (page: Page) => Promise<void>;
  /** Narrow exceptions: rule, element and why. None may cover a whole page or rule. */
  exceptions?: LayoutException[];
  /**
   * A list of events held to the market leaders' density at 390 × 844: the first event's main
   * odds inside the first screen, and at least `eventsInTwoScreens` events' inside the first two.
   */
  density?: { eventsInTwoScreens: number };
}

const routes: RouteCase[] = [
  // The root redirects to the casino home (spec): the landing page and the casino home are one.
  { name: 'landing (casino home)', path: () => '/', landsOn: /\/slots\/home$/ },
  { name: 'top events', path: () => '/line/top-events', density: { eventsInTwoScreens: 5 } },
  { name: 'a sport', path: () => '/line/sport1', density: { eventsInTwoScreens: 5 } },
  { name: 'a country', path: (feed) => `/line/sport1country${String(feed.line.countryId)}` },
  {
    name: 'live',
    path: () => '/live',
    landsOn: /\/live\/selectedSport\/0$/,
    density: { eventsInTwoScreens: 5 },
  },
  // Multi-live is the live page's second tab: the events the player follows, side by side.
  {
    name: 'multi-live',
    path: () => '/live',
    landsOn: /\/live\/selectedSport\/0$/,
    session: (feed) => ({ 'sports.live.multiLive': JSON.stringify(feed.liveIds) }),
    open: async (page) => {
      await page.getByRole('tab', { name: /multi-live \(2\)/i }).click();
      await expect(page.getByRole('tab', { name: /multi-live/i })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      // Measured and pictured at rest, not with the focus ring of the tap.
      await page.evaluate(() => {
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      });
    },
  },
  { name: 'a line event', path: (feed) => `/full-event/line/${String(feed.line.id)}` },
  { name: 'a live event', path: (feed) => `/full-event/live/${String(feed.live.id)}` },
  { name: 'search', path: (feed) => `/line/search/${encodeURIComponent(feed.line.team1)}` },
  { name: 'favourites', path: () => '/Favorite', player: true },
  { name: 'esports', path: () => '/cybersport' },
  { name: 'results', path: () => '/Results' },
  { name: 'toto', path: () => '/toto' },
  { name: 'bet slip', path: () => '/basket' },
  { name: 'bet history', path: () => '/profile/bet-history', player: true },
  { name: 'casino lobby', path: () => '/slots/main' },
  { name: 'a provider lobby', path: () => '/slots/provider-games?sP=pragmatic' },
  { name: 'live casino', path: () => '/casinolive/main' },
  { name: 'crash games', path: () => '/slots/crash-games' },
  { name: 'profile: password', path: () => '/profile/change-password', player: true },
  { name: 'profile: details', path: () => '/profile/additional', player: true },
  { name: 'profile: promo codes', path: () => '/profile/promotional-codes', player: true },
  { name: 'profile: payments', path: () => '/profile/pay-history', player: true },
  { name: 'profile: casino history', path: () => '/profile/slots-bet-history', player: true },
  { name: 'top-up', path: () => '/profile/top-up', player: true },
  { name: 'withdrawal', path: () => '/profile/withdrawal', player: true },
  {
    name: 'profile: responsible gambling',
    path: () => '/profile/responsible-gambling',
    player: true,
  },
  { name: 'free bets', path: () => '/free-bets', player: true },
  { name: 'promotions', path: () => '/promotions' },
  { name: 'a flat page', path: () => '/flatPages/rules' },
];

async function feedOf(request: APIRequestContext, origin: string, lang: string): Promise<Feed> {
  const events = async (path: string) => {
    const answer = (await (
      await request.get(`${origin}${path}`, { params: { sportId: 1, lang } })
    ).json()) as { data: FeedEvent[] };
    const open = answer.data.filter((event) =>
      event.markets.some((market) => market.odds.some((odd) => !odd.b)),
    );
    if (open.length < 2) throw new Error(`fewer than two open football events at ${origin}${path}`);
    return open;
  };
  const [line] = await events('/api/feed/line/games');
  const live = await events('/api/feed/live/games');
  if (!line || !live[0]) throw new Error('no events');
  return { line, live: live[0], liveIds: live.slice(0, 2).map((event) => event.id) };
}

/**
 * What a worker asks once per brand and reuses: the feed's events the addresses need, and a
 * funded player's cookies (viewing pages changes nothing a later page shows; a sign-up and a
 * top-up for every page would double the suite's time).
 */
interface BrandState {
  feed: Feed;
  player: () => Promise<Cookie[]>;
}

const layoutTest = test.extend<object, { brandState: (brand: BrandId) => Promise<BrandState> }>({
  brandState: [
    async ({ browser }, use) => {
      const states = new Map<BrandId, Promise<BrandState>>();
      const contexts: BrowserContext[] = [];
      const stateOf = (brand: BrandId): Promise<BrandState> => {
        const origin = originOf(brand);
        const { lang, currency, amount } = brands[brand];
        let cookies: Promise<Cookie[]> | undefined;
        const player = () => {
          cookies ??= (async () => {
            const context = await browser.newContext();
            contexts.push(context);
            const page = await context.newPage();
            await fundedPlayer(page, origin, { label: 'layout', amount, currency, lang });
            return context.cookies();
          })();
          return cookies;
        };
        const known = states.get(brand);
        if (known) return known;
        const state = (async () => {
          const context = await browser.newContext();
          contexts.push(context);
          return { feed: await feedOf(context.request, origin, lang), player };
        })();
        states.set(brand, state);
        return state;
      };
      await use(stateOf);
      await Promise.all(contexts.map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
});

const originOf = (brand: BrandId) => `http://127.0.0.1:${String(brandPorts[brand])}`;

/**
 * A bet in the slip, as a previous visit would have left it, so the floating slip button is on
 * every page as it is for a player who has picked an odd.
 */
async function seedSlip(page: Page, event: FeedEvent): Promise<void> {
  const market = event.markets.find((candidate) => candidate.odds.some((odd) => !odd.b));
  const odd = market?.odds.find((candidate) => !candidate.b);
  if (!market || !odd) throw new Error('no open odd');
  const slip = {
    version: 1,
    type: { kind: 'single' },
    bets: [
      {
        id: odd.id,
        rate: odd.c,
        shortName: odd.name,
        marketName: market.name,
        teams: `${event.team1} - ${event.team2}`,
        sportName: event.sportName,
        tourneyName: event.champName,
        eventId: event.id,
        sportId: event.sportId,
        countryId: event.countryId,
        isLive: false,
      },
    ],
  };
  await page.addInitScript((value) => {
    window.localStorage.setItem('betslip', value);
  }, JSON.stringify(slip));
}

test.describe('the real app at phone widths', () => {
  for (const brand of Object.keys(brandPorts) as BrandId[]) {
    const origin = originOf(brand);

    for (const route of routes) {
      layoutTest(
        `${brand}: ${route.name} keeps its layout at 360, 390 and 414 px`,
        async ({ page, brandState }, testInfo) => {
          const { feed, player } = await brandState(brand);
          await page.setViewportSize({ width: reviewWidth, height });
          await seedSlip(page, feed.line);
          if (route.player) await page.context().addCookies(await player());
          const session = route.session?.(feed);
          if (session) {
            await page.addInitScript((entries) => {
              for (const [key, value] of Object.entries(entries)) {
                window.sessionStorage.setItem(key, value);
              }
            }, session);
          }
          watchRequests(page);
          await page.goto(`${origin}${route.path(feed)}`);
          if (route.landsOn) await expect(page).toHaveURL(route.landsOn);
          await expect(page.getByRole('main')).toBeVisible();
          await settle(page);
          // A notice a page opens for a new player (spec: they start open) is read and closed.
          const notice = page.getByRole('dialog');
          if (await notice.isVisible()) {
            await page.keyboard.press('Escape');
            await expect(notice).toBeHidden();
          }
          if (route.open) {
            await route.open(page);
            await settle(page);
          }

          const problems: string[] = [];
          for (const width of widths) {
            await page.setViewportSize({ width, height });
            await page.evaluate(() => window.scrollTo(0, 0));
            await settleAfterResize(page);
            const found = await layoutProblems(page, width, route.exceptions);
            problems.push(...found.map((problem) => `${String(width)} px: ${problem}`));
            if (width === reviewWidth && route.density) {
              problems.push(
                ...densityProblems(await oddsDensity(page), route.density.eventsInTwoScreens),
              );
            }
            if (width === reviewWidth) {
              const file = testInfo.outputPath(`${brand}-${slug(route.name)}-${String(width)}.png`);
              await page.screenshot({ path: file });
              await testInfo.attach(`${brand}, ${route.name}, ${String(width)} px`, {
                path: file,
                contentType: 'image/png',
              });
            }
          }
          expect(problems, `${brand} ${route.name} (${page.url()})`).toEqual([]);
        },
      );
    }
  }
});

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The density rule's findings, in the suite's one-line-per-problem form. */
function densityProblems(
  { firstOddsBottom, screenBottom, eventsWithinTwoScreens }: OddsDensity,
  least: number,
) {
  const problems: string[] = [];
  if (firstOddsBottom === undefined) return ['density: no event with odds on the page'];
  if (firstOddsBottom > screenBottom) {
    problems.push(
      `density: the first odds end at ${String(Math.round(firstOddsBottom))} px, below the first screen (${String(Math.round(screenBottom))} px)`,
    );
  }
  if (eventsWithinTwoScreens < least) {
    problems.push(
      `density: ${String(eventsWithinTwoScreens)} events' odds within two screens, under ${String(least)}`,
    );
  }
  return problems;
}
