import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearBetslip } from '../../../betslip/index.ts';
import { resetNotices } from '../../../core/notifications/index.ts';
import { createFixtureApi, type FixtureApi } from '../../../core/testing/index.ts';
import { lineNow } from '../fixtures.ts';
import { lineRoutes, type LineFixtureOptions } from '../testing/lineRoutes.ts';
import { renderLine } from '../testing/renderLine.tsx';
import TopEventsScreen from './TopEventsScreen.tsx';

afterEach(() => {
  clearBetslip();
  resetNotices();
});

async function renderScreen(options: LineFixtureOptions = {}, path = '/line/top-events') {
  const api = createFixtureApi(lineRoutes(options));
  await renderLine(<TopEventsScreen now={lineNow} />, { api, path });
  return { api, user: userEvent.setup() };
}

// `hidden`: an open sheet hides the rest of the page from the accessibility tree.
const address = () => screen.getByRole('status', { name: 'Current address', hidden: true });
const mapCalls = (api: FixtureApi) =>
  api.calls.filter((call) => call.path === '/api/feed/line/map');

describe('TopEventsScreen', () => {
  it('should show the top tourneys grouped by sport, in the language', async () => {
    const { api } = await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Top events' })).toBeVisible();
    // The first sport comes with the page, the others a step each.
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((node) => node.textContent)).toEqual([
        'Football',
        'Tennis',
        'Basketball',
      ]),
    );
    const top = api.calls.find((call) => call.path === '/api/feed/line/games/top');
    expect(top?.query).toEqual({ lang: 'en' });
  });

  it('should offer Top and every sport of the menu as links', async () => {
    await renderScreen();
    const nav = screen.getByRole('navigation', { name: 'Sports' });
    expect(within(nav).getByRole('link', { name: 'Top' })).toHaveAttribute('aria-current', 'page');
    expect(await within(nav).findByRole('link', { name: 'Tennis' })).toHaveAttribute(
      'href',
      '/line/sport4',
    );
  });

  it('should search only when the form is submitted, with the text in the address', async () => {
    const { user } = await renderScreen();
    const field = screen.getByRole('searchbox', { name: 'Search events' });
    await user.type(field, 'Real Madrid');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(address()).toHaveTextContent(/^\/line\/top-events$/);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(address()).toHaveTextContent('/line/search/Real%20Madrid');
  });

  it('should ignore a blank search', async () => {
    const { user } = await renderScreen();
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), '   {Enter}');
    expect(address()).toHaveTextContent(/^\/line\/top-events$/);
  });

  it('should ask a guest to log in when they favourite an event', async () => {
    const { api, user } = await renderScreen();
    await user.click(
      await screen.findByRole('button', { name: 'Favourite: Real Madrid - Atlético Madrid' }),
    );
    const notices = screen.getByRole('list', { name: 'Notifications' });
    expect(within(notices).getByText('You need to log in to do this.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/bet/favorit'))).toBe(false);
  });

  it('should filter the sport menu by day and carry the filter to a country', async () => {
    const { api, user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Sports' }));
    const menu = await screen.findByRole('dialog', { name: 'Sports and countries' });
    const tomorrow = within(menu).getByRole('button', { name: 'Tomorrow' });
    expect(within(menu).getByRole('button', { name: '20.11' })).toBeVisible();
    await user.click(tomorrow);
    expect(tomorrow).toHaveAttribute('aria-pressed', 'true');
    expect(address()).toHaveTextContent('/line/top-events?day=1');
    await waitFor(() =>
      expect(mapCalls(api).at(-1)?.query).toMatchObject({
        fromDate: new Date(2026, 10, 19).toISOString(),
      }),
    );

    await user.click(within(menu).getByRole('button', { name: /Football/ }));
    expect(within(menu).getByRole('link', { name: /Spain/ })).toHaveAttribute(
      'href',
      '/line/sport1country5?day=1',
    );
  });

  it('should make the day and pre-start filters exclude each other', async () => {
    const { user } = await renderScreen({}, '/line/top-events?day=2');
    await user.click(screen.getByRole('button', { name: 'Sports' }));
    const menu = await screen.findByRole('dialog', { name: 'Sports and countries' });
    expect(within(menu).getByRole('button', { name: '20.11' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(menu).getByRole('button', { name: '6 h' }));
    expect(within(menu).getByRole('button', { name: '20.11' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(address()).toHaveTextContent('/line/top-events?hours=6');
  });

  it('should show the line error when the sport menu fails', async () => {
    const { user } = await renderScreen({ map: 'error' });
    await user.click(screen.getByRole('button', { name: 'Sports' }));
    const menu = await screen.findByRole('dialog', { name: 'Sports and countries' });
    expect(await within(menu).findByRole('alert')).toHaveTextContent(/^Line error/);
  });

  it('should hold the list’s place while the top events load', async () => {
    await renderScreen({ top: 'loading' });
    expect(screen.getByRole('status', { name: '' })).toHaveAttribute('aria-busy', 'true');
  });

  it('should say when there are no top events', async () => {
    await renderScreen({ top: () => [] });
    expect(await screen.findByRole('heading', { name: 'No top events right now' })).toBeVisible();
  });

  it('should show a failure of the top events with a retry', async () => {
    await renderScreen({ top: 'error' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the top events');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
