import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearBetslip } from '../../../betslip/index.ts';
import type { FixtureRequest } from '../../../core/testing/index.ts';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { renderFeedScreen } from '../../event/testing/renderFeedScreen.tsx';
import { madridResults, never, searchFailure } from '../fixtures.ts';
import LineSearchScreen from './LineSearchScreen.tsx';

const SEARCH = 'POST /api/remote/SearchFullByCulture';

async function renderSearch(path: string, answer: unknown = madridResults) {
  const api = createFixtureApi({ [SEARCH]: answer });
  await renderFeedScreen(<LineSearchScreen />, { api, path });
  return { api, user: userEvent.setup() };
}

const currentPath = () => screen.getByRole('status', { name: 'Current address' });

afterEach(() => clearBetslip());

describe('LineSearchScreen', () => {
  it('should search the text of the address in the interface language', async () => {
    const { api } = await renderSearch('/line/search/madrid');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(await screen.findByText('Found: 4')).toBeInTheDocument();
    expect(api.calls.map((call) => [call.path, call.body])).toEqual([
      ['/api/remote/SearchFullByCulture', { culture: 'en', searchText: 'madrid' }],
    ]);
    expect(screen.getByRole('searchbox', { name: 'Team or tournament' })).toHaveValue('madrid');
  });

  it('should read the text from the query of /Search', async () => {
    const { api } = await renderSearch('/Search?searchText=Real%20Madrid');
    await screen.findByText('Found: 4');
    expect(api.calls[0]?.body).toEqual({ culture: 'en', searchText: 'Real Madrid' });
  });

  it('should group line events by sport and tourney', async () => {
    await renderSearch('/line/search/madrid');
    await screen.findByText('Found: 4');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Fútbol (3)', 'Baloncesto (1)']);
    const laLiga = screen.getByRole('region', { name: 'España. LaLiga' });
    expect(
      within(laLiga)
        .getAllByRole('article')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Real Madrid - Atlético Madrid', 'Getafe - Real Madrid']);
    expect(screen.queryByRole('article', { name: /Rayo Vallecano/ })).toBeNull();
  });

  it('should collapse all when any is open, then expand all', async () => {
    const { user } = await renderSearch('/line/search/madrid');
    await screen.findByText('Found: 4');
    const triggers = [/LaLiga/, /UEFA Liga de Campeones/, /EuroLiga/].map((name) =>
      screen.getByRole('button', { name }),
    );
    const expanded = () => triggers.map((trigger) => trigger.getAttribute('aria-expanded'));
    expect(expanded()).toEqual(['true', 'true', 'true']);
    await user.click(triggers[1] ?? document.body);
    expect(expanded()).toEqual(['true', 'false', 'true']);
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(expanded()).toEqual(['false', 'false', 'false']);
    expect(screen.queryByRole('article')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(expanded()).toEqual(['true', 'true', 'true']);
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('should navigate to the search address of a submitted text', async () => {
    const { api, user } = await renderSearch('/Search');
    const field = screen.getByRole('searchbox', { name: 'Team or tournament' });
    await user.type(field, 'Atlético Madrid');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentPath()).toHaveTextContent('/line/search/Atl%C3%A9tico%20Madrid');
    await screen.findByText('Found: 4');
    expect(api.calls[0]?.body).toEqual({ culture: 'en', searchText: 'Atlético Madrid' });
  });

  it('should show only the form and a hint without text, and refuse a blank search', async () => {
    const { api, user } = await renderSearch('/Search');
    expect(screen.getByText(/press Search/)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('searchbox')).toHaveAccessibleDescription(
      'Type a team or tournament to search for.',
    );
    expect(currentPath()).toHaveTextContent('/Search');
    expect(api.calls).toEqual([]);
  });

  it('should say when nothing was found', async () => {
    await renderSearch('/line/search/zzz', []);
    expect(await screen.findByRole('heading', { name: 'Nothing found for “zzz”' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Collapse all' })).toBeNull();
  });

  it('should show a loading state', async () => {
    await renderSearch('/line/search/madrid', never);
    expect(screen.getByText('Searching…')).toHaveAttribute('role', 'status');
  });

  it('should show a failure and search again on retry', async () => {
    let fail = true;
    const { api, user } = await renderSearch('/line/search/madrid', (request: FixtureRequest) =>
      fail ? Promise.reject(searchFailure()) : [madridResults[2]].filter(() => request.body),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search failed');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Found: 1')).toBeVisible();
    await waitFor(() => expect(api.calls).toHaveLength(2));
  });

  it('should add a tapped odd to the slip', async () => {
    const { user } = await renderSearch('/line/search/madrid');
    await screen.findByText('Found: 4');
    const row = screen.getByRole('article', { name: 'Getafe - Real Madrid' });
    const away = within(row).getByRole('button', { name: '2, 1.62' });
    await user.click(away);
    expect(away).toHaveAttribute('aria-pressed', 'true');
  });
});
