import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { renderFeedScreen } from '../../event/testing/renderFeedScreen.tsx';
import { madridResults } from '../fixtures.ts';
import LiveSearchScreen from './LiveSearchScreen.tsx';

async function renderLiveSearch(path: string, answer: unknown = madridResults) {
  const api = createFixtureApi({ 'POST /api/remote/SearchFullByCulture': answer });
  await renderFeedScreen(<LiveSearchScreen />, { api, path });
  return { api, user: userEvent.setup() };
}

describe('LiveSearchScreen', () => {
  it('should list only live events, with score and clock, linking to the live page', async () => {
    await renderLiveSearch('/live/search/madrid');
    expect(screen.getByRole('heading', { level: 1, name: 'Live search' })).toBeInTheDocument();
    expect(await screen.findByText('Found: 2')).toBeInTheDocument();
    const row = screen.getByRole('article', { name: 'Rayo Vallecano - Atlético Madrid' });
    expect(row).toHaveTextContent('0:1');
    expect(row).toHaveTextContent('38:12');
    expect(within(row).getAllByRole('link')[0]).toHaveAttribute('href', '/full-event/live/100245');
    expect(screen.queryByRole('article', { name: /Getafe/ })).toBeNull();
  });

  it('should read the text from the query of /live/search', async () => {
    const { api } = await renderLiveSearch('/live/search?search=madrid');
    await screen.findByText('Found: 2');
    expect(api.calls[0]?.body).toEqual({ culture: 'en', searchText: 'madrid' });
  });

  it('should navigate to the live search address of a submitted text', async () => {
    const { user } = await renderLiveSearch('/live/search');
    expect(screen.getByText(/find live events/)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'barcelona{Enter}');
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/live/search/barcelona',
    );
    expect(await screen.findByText('Found: 2')).toBeInTheDocument();
  });

  it('should say when no live event matches', async () => {
    await renderLiveSearch('/live/search/getafe', [madridResults[3]]);
    expect(
      await screen.findByRole('heading', { name: 'No live events found for “getafe”' }),
    ).toBeVisible();
  });
});
