import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import { createFixtureApi } from '../../../core/testing/index.ts';
import {
  never,
  resultSports,
  resultsNow,
  resultsRoutes,
  type ResultsFixtureOptions,
} from '../fixtures.ts';
import { renderResults } from '../testing/renderResults.tsx';
import ResultsScreen from './ResultsScreen.tsx';

async function renderScreen(options: ResultsFixtureOptions = {}) {
  const api = createFixtureApi(resultsRoutes(options));
  const rendered = await renderResults(<ResultsScreen now={resultsNow} />, api);
  return { api, i18n: rendered.i18n, user: userEvent.setup() };
}

const paths = (api: { calls: { path: string }[] }) => api.calls.map((call) => call.path);
const base = '/api/bs2/remote/api/results';

describe('ResultsScreen', () => {
  it('should load the last three days and today, as DDMMYYYY, in the language', async () => {
    const { api } = await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Results' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-15');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-18');
    await screen.findByRole('heading', { level: 2, name: 'Europe' });
    expect(paths(api)).toEqual([
      `${base}/en/sports/0/15112026/18112026`,
      `${base}/en/tournaments/0/15112026/18112026`,
    ]);
    expect(api.calls[0]?.query).toEqual({ lang: 'en' });
  });

  it('should group tourneys by country in the order of the answer', async () => {
    await renderScreen();
    await screen.findByRole('heading', { level: 2, name: 'Europe' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Europe', 'England', 'Spain', 'USA']);
    const europe = screen.getByRole('region', { name: 'Europe' });
    expect(
      within(europe)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['UEFA Champions League, Matches: 3', 'ATP, Matches: 3', 'EuroLeague, Matches: 1']);
  });

  it('should load a tourney’s games when it is first opened, and show scores', async () => {
    const { api, user } = await renderScreen();
    const tourney = await screen.findByRole('button', { name: /UEFA Champions League/ });
    expect(paths(api).some((path) => path.includes('/games/'))).toBe(false);
    await user.click(tourney);
    expect(tourney).toHaveAttribute('aria-expanded', 'true');
    const games = await screen.findByRole('list', { name: 'UEFA Champions League results' });
    const rows = within(games).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Real Madrid – Bayern Munich');
    expect(rows[0]).toHaveTextContent('2:1');
    expect(rows[0]).toHaveTextContent('Periods: 1:0, 1:1');
    expect(paths(api)).toContain(`${base}/en/games/1001/15112026/18112026`);

    // Reopened, the games show at once from the cache instead of a loading state.
    await user.click(tourney);
    expect(screen.queryByRole('list', { name: 'UEFA Champions League results' })).toBeNull();
    await user.click(tourney);
    expect(screen.getByRole('list', { name: 'UEFA Champions League results' })).toBeVisible();
  });

  it('should show one sport’s tourneys when its tab is chosen', async () => {
    const { api, user } = await renderScreen();
    await user.click(await screen.findByRole('tab', { name: 'Tennis (3)' }));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Europe',
      ]),
    );
    expect(screen.getByRole('button', { name: /ATP/ })).toBeInTheDocument();
    expect(paths(api)).toContain(`${base}/en/tournaments/4/15112026/18112026`);
    expect(screen.getByRole('tab', { name: 'Tennis (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('should send a new range and keep the days in the fields', async () => {
    const { api, user } = await renderScreen();
    await screen.findByRole('heading', { level: 2, name: 'Europe' });
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(paths(api)).toContain(`${base}/en/sports/0/01112026/18112026`));
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
  });

  it('should not send a reversed range', async () => {
    const { api, user } = await renderScreen();
    await screen.findByRole('heading', { level: 2, name: 'Europe' });
    const calls = api.calls.length;
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'The last day must be the same as or after the first day.',
    );
    expect(api.calls).toHaveLength(calls);
  });

  it('should not send more than 62 days', async () => {
    const { api, user } = await renderScreen();
    await screen.findByRole('heading', { level: 2, name: 'Europe' });
    const calls = api.calls.length;
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-09-17');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('Choose 62 days at most.');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(calls);
  });

  it('should ask again in the new language', async () => {
    const { api, i18n } = await renderScreen();
    await screen.findByRole('heading', { level: 2, name: 'Europe' });
    await act(() => i18n.changeLanguage('es-ES'));
    await screen.findByRole('heading', { level: 2, name: 'Europa' });
    expect(paths(api)).toContain(`${base}/es/sports/0/15112026/18112026`);
    expect(paths(api)).toContain(`${base}/es/tournaments/0/15112026/18112026`);
  });

  it('should say when there are no results for the days', async () => {
    await renderScreen({ sports: () => [], tourneys: () => [] });
    expect(
      await screen.findByRole('heading', { name: 'No results for these days' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('should show a loading state', async () => {
    await renderScreen({ sports: never, tourneys: never });
    expect(screen.getByText('Loading results')).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('should show the failure and load again on retry', async () => {
    let fail = true;
    const { api, user } = await renderScreen({
      sports: () => {
        if (fail) {
          return Promise.reject(new ApiError({ kind: 'http', httpStatus: 503, message: 'down' }));
        }
        return resultSports('en');
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Results could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Football (7)' })).toBeInTheDocument();
    expect(paths(api).filter((path) => path.includes('/sports/'))).toHaveLength(2);
  });

  it('should show a tourney’s failure with its own retry', async () => {
    const { user } = await renderScreen({
      games: () => Promise.reject(new ApiError({ kind: 'network', message: 'offline' })),
    });
    await user.click(await screen.findByRole('button', { name: /LaLiga/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Matches could not be loaded');
    expect(alert).toHaveTextContent('No connection');
  });
});
