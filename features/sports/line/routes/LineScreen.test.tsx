import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearBetslip } from '../../../betslip/index.ts';
import { createFixtureApi, type FixtureApi } from '../../../core/testing/index.ts';
import { lineEvents, lineNow } from '../fixtures.ts';
import { lineRoutes, serverFailure, type LineFixtureOptions } from '../testing/lineRoutes.ts';
import { renderLine } from '../testing/renderLine.tsx';
import LineScreen from './LineScreen.tsx';

afterEach(() => clearBetslip());

async function renderScreen(path: string, options: LineFixtureOptions = {}) {
  const api = createFixtureApi(lineRoutes(options));
  await renderLine(<LineScreen now={lineNow} />, { api, path });
  return { api, user: userEvent.setup() };
}

const gameCalls = (api: FixtureApi) =>
  api.calls.filter((call) => call.path === '/api/feed/line/games');

describe('LineScreen', () => {
  it('should load the line of a country and name the sport and country', async () => {
    const { api } = await renderScreen('/line/sport1country5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Football' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Spain' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Spain\. LaLiga/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('article', { name: 'Real Madrid - Atlético Madrid' })).toBeVisible();
    expect(gameCalls(api)[0]?.query).toEqual({ lang: 'en', sportId: 1, countryId: 5 });
  });

  it('should show every country of a sport without a country segment', async () => {
    const { api } = await renderScreen('/line/sport1');
    expect(await screen.findByRole('heading', { level: 2, name: 'All countries' })).toBeVisible();
    // The first tourney comes with the page, the others a step each.
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /League|LaLiga/ })).toHaveLength(3),
    );
    expect(gameCalls(api)[0]?.query).toEqual({ lang: 'en', sportId: 1 });
  });

  it('should close every tourney when any is open, and open them all when none is', async () => {
    const { user } = await renderScreen('/line/sport1');
    const tourneys = await screen.findAllByRole('button', { name: /League|LaLiga/ });
    await user.click(tourneys[0] as HTMLElement);
    expect(tourneys[0]).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    for (const tourney of tourneys) expect(tourney).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('article')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    for (const tourney of tourneys) expect(tourney).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Collapse all' })).toBeVisible();
  });

  it('should show the handicap and total size between their prices', async () => {
    await renderScreen('/line/sport4');
    const row = await screen.findByRole('article', { name: 'Carlos Alcaraz - Jannik Sinner' });
    expect(within(row).getAllByRole('button', { name: /, \d+\.\d\d$/ })).toHaveLength(6);
    expect(within(row).getByText('-1.5')).toBeVisible();
    expect(within(row).getByText('2.5')).toBeVisible();
  });

  it('should put a tapped odd in the slip (the button becomes pressed)', async () => {
    const { user } = await renderScreen('/line/sport1country5');
    const row = await screen.findByRole('article', { name: 'Real Madrid - Atlético Madrid' });
    const home = within(row).getByRole('button', { name: /^1, / });
    expect(home).toHaveAttribute('aria-pressed', 'false');
    await user.click(home);
    expect(home).toHaveAttribute('aria-pressed', 'true');
  });

  it('should load the day of the address and drop it when the filter is removed', async () => {
    const { api, user } = await renderScreen('/line/sport1?day=1');
    await screen.findByRole('heading', { level: 1, name: 'Football' });
    expect(gameCalls(api)[0]?.query).toMatchObject({
      sportId: 1,
      fromDate: new Date(2026, 10, 19).toISOString(),
    });
    await user.click(screen.getByRole('button', { name: /Remove filter/ }));
    await waitFor(() => expect(gameCalls(api)).toHaveLength(2));
    expect(gameCalls(api)[1]?.query).toEqual({ lang: 'en', sportId: 1 });
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      /^\/line\/sport1$/,
    );
  });

  it('should send a pre-start window as filterTime in seconds', async () => {
    const { api } = await renderScreen('/line/sport1?hours=6');
    await screen.findByRole('heading', { level: 1, name: 'Football' });
    expect(gameCalls(api)[0]?.query).toEqual({ lang: 'en', sportId: 1, filterTime: 21_600 });
    expect(screen.getByText('Within 6 h')).toBeVisible();
  });

  it('should show an empty line with the sport name from the sport menu', async () => {
    await renderScreen('/line/sport3', { games: () => [] });
    expect(await screen.findByRole('heading', { level: 2, name: 'No events' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Basketball' })).toBeVisible();
  });

  it('should show a failure with a retry that loads again', async () => {
    let fail = true;
    const { api, user } = await renderScreen('/line/sport1', {
      games: (lang) => (fail ? serverFailure() : lineEvents(lang)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the events');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /LaLiga/ })).toBeVisible();
    expect(gameCalls(api)).toHaveLength(2);
  });

  it('should show a not-found state for an address that names no sport', async () => {
    const { api } = await renderScreen('/line/sportxcountry5');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This line does not exist' }),
    ).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('should show the top events for sport 0', async () => {
    await renderScreen('/line/sport0');
    expect(screen.getByRole('heading', { level: 1, name: 'Top events' })).toBeVisible();
  });
});
