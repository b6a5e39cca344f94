import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetNotices } from '../../../core/notifications/index.ts';
import {
  createFixtureApi,
  fixtureBrand,
  fixturePlayer,
  neverAnswer,
  signedInSession,
  type FixtureRoutes,
} from '../../../core/testing/index.ts';
import type { Session } from '../../../core/session/index.ts';
import type { FreeBetStats } from '../api/freeBetStats.ts';
import {
  claimDayStats,
  claimRefusal,
  clocks,
  datedBrand,
  fixedClock,
  maxedStats,
  statsFailure,
  sundayStats,
} from '../testing/fixtures.ts';
import { renderFreeBets } from '../testing/renderFreeBets.tsx';
import FreeBetsScreen from './FreeBetsScreen.tsx';

afterEach(() => resetNotices());

async function renderScreen({
  routes = {},
  session = signedInSession,
  now = clocks.sunday,
  brand = fixtureBrand,
  language,
}: {
  routes?: FixtureRoutes;
  session?: Session;
  now?: number;
  brand?: typeof fixtureBrand;
  language?: 'en-US' | 'es-ES';
}) {
  const api = createFixtureApi(routes);
  const refresh = vi.fn(() => Promise.resolve());
  await renderFreeBets(<FreeBetsScreen clock={fixedClock(now)} />, {
    api,
    session,
    actions: { refresh },
    brand,
    language,
  });
  return { api, refresh, user: userEvent.setup() };
}

const yourFreeBets = () => screen.getByRole('region', { name: 'Your free bets' });
const detail = (term: string) => {
  const row = within(yourFreeBets()).getByText(term).closest('div');
  if (!row) throw new Error(`No row for ${term}`);
  return row;
};

describe('FreeBetsScreen', () => {
  it('should count down to Wednesday 00:00 Moscow and state the rules with the brand numbers', async () => {
    await renderScreen({ session: { status: 'guest' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Free bets' })).toBeInTheDocument();
    const countdown = screen.getByRole('region', { name: 'Until next Wednesday' });
    // Sunday 06:12 Moscow → Wednesday 00:00 Moscow.
    expect(countdown).toHaveTextContent('2 d 17 h 48 min');
    expect(within(countdown).getByText('48').closest('time')).toHaveAttribute(
      'dateTime',
      'P2DT17H48M',
    );

    const rules = screen.getByRole('region', { name: 'Campaign rules' });
    const items = within(rules)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // The demo brand's campaign pays in its players' pesos, and runs all year (no dates).
    expect(items).toEqual([
      'Only sports bets count, Live or Line (pre-match).',
      'For every $1,200 staked in a week (Monday to Sunday) you get one free bet of $100; $1,199 earns nothing.',
      'You can get at most 5 free bets a week.',
      'Free bets you earned are claimed on this page on Wednesdays.',
      'Each free bet of $100 is placed as a separate bet.',
      "A free bet's odds must be between 1.75 and 50.",
      'Unused free bets expire on Sunday at 12:00 Moscow time.',
    ]);
    expect(screen.queryByText(/The campaign (starts|ended)/)).not.toBeInTheDocument();
  });

  it('should ask a guest to sign in and show zero stats without calling the platform', async () => {
    const { api, user } = await renderScreen({ session: { status: 'guest' } });
    expect(within(yourFreeBets()).getByText('You need to log in to do this.')).toBeInTheDocument();
    expect(detail('Active free bets')).toHaveTextContent('0 x $100');
    expect(detail('Staked this week')).toHaveTextContent('$0');
    expect(detail('Earned this week')).toHaveTextContent('0 of 5');
    expect(detail('Left to the next free bet')).toHaveTextContent('$1,200');

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('sign-in');
    expect(api.calls).toEqual([]);
  });

  it('should show loading while the session is checked and while the stats load', async () => {
    await renderScreen({ session: { status: 'checking' } });
    expect(screen.getByText('Loading your free bets…')).toBeInTheDocument();
  });

  it('should show the active free bets, the turnover and what is left to the next one', async () => {
    const { api } = await renderScreen({
      routes: { 'GET /api/user/actualFreeBetStats': sundayStats },
    });
    await waitFor(() => expect(detail('Active free bets')).toHaveTextContent('1 x $100'));
    expect(detail('Staked this week')).toHaveTextContent('$1,199');
    expect(detail('Earned this week')).toHaveTextContent('0 of 5');
    expect(detail('Left to the next free bet')).toHaveTextContent('$1');
    expect(yourFreeBets()).toHaveTextContent('Free bets to claim on Wednesdays: 2.');
    // Sunday 12:00 Moscow, in the device's zone (UTC in tests).
    expect(yourFreeBets()).toHaveTextContent('Unused free bets expire on 22.11.2026 09:00.');
    expect(screen.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/user/actualFreeBetStats',
    ]);
  });

  it('should say when the weekly maximum is reached', async () => {
    await renderScreen({ routes: { 'GET /api/user/actualFreeBetStats': maxedStats } });
    await waitFor(() =>
      expect(detail('Left to the next free bet')).toHaveTextContent(
        "You reached this week's maximum",
      ),
    );
    expect(detail('Earned this week')).toHaveTextContent('5 of 5');
  });

  it('should claim on the claim day, say so, refresh the session and show the new counts', async () => {
    let stats: FreeBetStats = claimDayStats;
    const { api, refresh, user } = await renderScreen({
      now: clocks.wednesday,
      routes: {
        'GET /api/user/actualFreeBetStats': () => stats,
        'POST /api/user/activate-free-bets': () => {
          stats = { ...claimDayStats, active: 2, inactive: 0 };
          return { active: 2, inactive: 0 };
        },
      },
    });
    const claim = await screen.findByRole('button', { name: 'Claim 2 x $100' });
    expect(yourFreeBets()).toHaveTextContent('Today is claim day. You have 2 free bets waiting.');
    await user.click(claim);

    await waitFor(() => expect(detail('Active free bets')).toHaveTextContent('2 x $100'));
    expect(screen.getByRole('list', { name: 'Notifications' })).toHaveTextContent(
      'Free bets received!',
    );
    expect(refresh).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/api/user/activate-free-bets' }),
    ]);
  });

  it('should keep the button busy while the claim runs', async () => {
    const { user } = await renderScreen({
      now: clocks.wednesday,
      routes: {
        'GET /api/user/actualFreeBetStats': claimDayStats,
        'POST /api/user/activate-free-bets': neverAnswer,
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Claim 2/ }));
    expect(screen.getByRole('button', { name: /^Claim 2/ })).toHaveAttribute('aria-busy', 'true');
  });

  it("should show the platform's refusal and leave the claim possible", async () => {
    const { refresh, user } = await renderScreen({
      now: clocks.wednesday,
      routes: {
        'GET /api/user/actualFreeBetStats': claimDayStats,
        'POST /api/user/activate-free-bets': () =>
          Promise.reject(claimRefusal('Los freebets solo se pueden reclamar los miércoles')),
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Claim 2/ }));
    await waitFor(() =>
      expect(within(yourFreeBets()).getByRole('alert')).toHaveTextContent(
        'Los freebets solo se pueden reclamar los miércoles',
      ),
    );
    expect(screen.getByRole('button', { name: /^Claim 2/ })).toBeEnabled();
    expect(refresh).not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: 'Notifications' })).toBeEmptyDOMElement();
  });

  it("should fall back to the session's counts and the page's calendar for the spec's bare answer", async () => {
    await renderScreen({
      now: clocks.wednesday,
      routes: { 'GET /api/user/actualFreeBetStats': { bets_total_now: 0, possible_free_bets: 0 } },
    });
    // signedInSession: 2 inactive free bets; the page's clock says Wednesday.
    expect(await screen.findByRole('button', { name: /^Claim 2 x/ })).toBeInTheDocument();
  });

  it('should offer a retry when the stats fail to load', async () => {
    let fail = true;
    const { user } = await renderScreen({
      routes: {
        'GET /api/user/actualFreeBetStats': () =>
          fail ? Promise.reject(statsFailure()) : sundayStats,
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your free bets");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(detail('Staked this week')).toHaveTextContent('$1,199'));
  });

  it('should count down to the start of a campaign not begun, with no week to show', async () => {
    // Sunday 22 November; the dated brand's campaign runs 1 to 28 December.
    await renderScreen({ brand: datedBrand, now: clocks.sunday });
    expect(screen.getByText('The campaign starts on 01.12.2026.')).toBeInTheDocument();
    // Sunday 06:12 Moscow → Tuesday 1 December 00:00 Moscow.
    expect(screen.getByRole('region', { name: 'Until the campaign starts' })).toHaveTextContent(
      '8 d 17 h 48 min',
    );
    // Nothing counts yet: no claim day to wait for, no week's progress beside the start date.
    expect(screen.queryByRole('region', { name: 'Until next Wednesday' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your free bets' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Campaign rules' })).toHaveTextContent(
      'The campaign runs from 01.12.2026 to 28.12.2026.',
    );
  });

  it('should still offer free bets to claim before the start when the platform has some', async () => {
    await renderScreen({
      brand: datedBrand,
      now: clocks.wednesday,
      routes: { 'GET /api/user/actualFreeBetStats': claimDayStats },
    });
    expect(await screen.findByRole('button', { name: 'Claim 2 x $100' })).toBeEnabled();
    expect(screen.getByText('The campaign starts on 01.12.2026.')).toBeInTheDocument();
  });

  it('should say when the campaign has ended, without a claim day or a week to show', async () => {
    await renderScreen({
      brand: datedBrand,
      now: clocks.campaignEnded,
      routes: { 'GET /api/user/actualFreeBetStats': sundayStats },
    });
    expect(screen.getByText('The campaign ended on 28.12.2026.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Until/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your free bets' })).not.toBeInTheDocument();
  });

  it('should say nothing about the dates while the campaign runs', async () => {
    await renderScreen({
      brand: datedBrand,
      session: { status: 'guest' },
      now: clocks.campaignRunning,
    });
    expect(screen.queryByText(/The campaign (starts|ended)/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Until next Wednesday' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your free bets' })).toBeInTheDocument();
  });

  it('should tell a player in another currency that the campaign pays in its own', async () => {
    const dollars: Session = {
      status: 'player',
      user: { ...fixturePlayer, currency: 'USD' },
      balance: undefined,
    };
    const { api } = await renderScreen({
      session: dollars,
      routes: { 'GET /api/user/actualFreeBetStats': sundayStats },
    });
    expect(yourFreeBets()).toHaveTextContent(
      'This campaign pays in CLP: only accounts in CLP take part.',
    );
    // Their week is in dollars: it is neither asked for nor shown as pesos.
    expect(within(yourFreeBets()).queryByText('Staked this week')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('should tell a brand without the campaign that it is not available', async () => {
    await renderScreen({
      brand: { ...fixtureBrand, campaigns: { freeBets: { enabled: false } } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Free bets' })).toBeInTheDocument();
    expect(screen.getByText('This campaign is not available')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Campaign rules' })).not.toBeInTheDocument();
  });

  it('should speak Spanish with the claim button the spec words', async () => {
    await renderScreen({
      now: clocks.wednesday,
      language: 'es-ES',
      routes: { 'GET /api/user/actualFreeBetStats': claimDayStats },
    });
    expect(await screen.findByRole('button', { name: 'Reclamar 2 x $100' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hasta el próximo miércoles' })).toBeInTheDocument();
  });
});
