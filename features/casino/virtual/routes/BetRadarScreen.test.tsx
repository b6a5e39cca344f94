import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/errors/index.ts';
import { resetNotices } from '../../../core/notifications/index.ts';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { stubIntersectionObserver } from '../../shared/testing/intersectionObserver.ts';
import { betRadarEntries, virtualRoutes } from '../testing/fixtures.ts';
import { renderVirtual } from '../testing/renderVirtual.tsx';
import BetRadarScreen from './BetRadarScreen.tsx';

let clock = 10_000;
let viewport: ReturnType<typeof stubIntersectionObserver>;

beforeEach(() => {
  viewport = stubIntersectionObserver();
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
});

afterEach(() => {
  resetNotices();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const list = () => screen.getByRole('list', { name: 'Virtual sports games' });
const tiles = () => within(list()).queryAllByRole('button');
/** Waits for the list to show `count` tiles. */
const expectTiles = (count: number) => waitFor(() => expect(tiles()).toHaveLength(count));
const notices = () => screen.getByRole('list', { name: 'Notifications' });

async function scrollToEnd() {
  clock += 600;
  act(() => viewport.scrollToEnd());
  await act(() => Promise.resolve());
}

describe('BetRadarScreen', () => {
  it('should ask for the BetRadar games on load and show 12 tiles under the open provider header', async () => {
    const api = createFixtureApi(virtualRoutes());
    await renderVirtual(<BetRadarScreen openUrl={vi.fn()} />, { api });
    expect(screen.getByRole('heading', { level: 1, name: 'Virtual sports' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Betradar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectTiles(12);
    expect(screen.getByRole('button', { name: 'Virtual Football League' })).toBeInTheDocument();
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/betradar/games',
        query: { merchant: 'BetRadar' },
      }),
    ]);
    const menu = screen.getByRole('navigation', { name: 'Casino sections' });
    expect(within(menu).getByRole('link', { name: 'Virtual' })).toHaveAttribute(
      'href',
      '/virtual-games',
    );
  });

  it('should show 12 more tiles each time the end of the list is reached, up to the 32 games', async () => {
    const api = createFixtureApi(virtualRoutes());
    await renderVirtual(<BetRadarScreen openUrl={vi.fn()} />, { api });
    await expectTiles(12);
    await scrollToEnd();
    await expectTiles(24);
    await scrollToEnd();
    await expectTiles(32);
    expect(viewport.watched()).toBe(0);
    const images = within(list()).getAllByRole('presentation');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[31]).toHaveAttribute('loading', 'lazy');
    expect(images[31]).toHaveAttribute('width', '400');
    expect(images[31]).toHaveAttribute('height', '300');
    expect(api.calls).toHaveLength(1);
  });

  it('should not step twice within 500 ms', async () => {
    const api = createFixtureApi(virtualRoutes());
    await renderVirtual(<BetRadarScreen openUrl={vi.fn()} />, { api });
    await expectTiles(12);
    await scrollToEnd();
    clock += 100;
    act(() => viewport.scrollToEnd());
    await expectTiles(24);
  });

  it('should collapse and reopen the provider header', async () => {
    const api = createFixtureApi(virtualRoutes());
    await renderVirtual(<BetRadarScreen openUrl={vi.fn()} />, { api });
    await expectTiles(12);
    const header = screen.getByRole('button', { name: 'Betradar' });
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Virtual sports games' })).not.toBeInTheDocument();
    await userEvent.click(header);
    await expectTiles(12);
  });

  it('should start a session with the page code and argument 1, then go to the game', async () => {
    const openUrl = vi.fn();
    const api = createFixtureApi(virtualRoutes({ gameUrl: '/demo/bet-radar/?session=s1' }));
    await renderVirtual(<BetRadarScreen openUrl={openUrl} />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Virtual Tennis Cup' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo/bet-radar/?session=s1'));
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/betradar/session',
      body: { page_code: 'br_tennis_cup', arg: 1 },
    });
    // The frame value is set: the menu and the list give way to the game's opening.
    expect(screen.queryByRole('navigation', { name: 'Casino sections' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Virtual sports games' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the game' })).toHaveAttribute(
      'href',
      expect.stringContaining('/demo/bet-radar/?session=s1'),
    );
  });

  it('should cover the page while the session starts and ignore more taps', async () => {
    const api = createFixtureApi(virtualRoutes({ launch: 'loading' }));
    await renderVirtual(<BetRadarScreen openUrl={vi.fn()} />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Virtual Football League' }));
    expect(await screen.findByText('Starting the game session')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Virtual Football Cup' }));
    expect(api.calls.filter((call) => call.path === '/api/betradar/session')).toHaveLength(1);
  });

  it('should say why a session failed, drop the overlay and keep the list', async () => {
    const openUrl = vi.fn();
    let attempts = 0;
    const api = createFixtureApi({
      ...virtualRoutes(),
      'POST /api/betradar/session': () => {
        attempts += 1;
        if (attempts === 1) {
          return Promise.reject(
            new ApiError({ kind: 'server', httpStatus: 401, codeStatus: 1, message: 'guest' }),
          );
        }
        return { game_url: '/demo/bet-radar/?session=s2' };
      },
    });
    await renderVirtual(<BetRadarScreen openUrl={openUrl} />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Virtual Football League' }));
    expect(await within(notices()).findByText('Please log in.')).toBeInTheDocument();
    expect(openUrl).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.queryByText('Starting the game session')).not.toBeInTheDocument(),
    );
    await expectTiles(12);
    await userEvent.click(screen.getByRole('button', { name: 'Virtual Football League' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo/bet-radar/?session=s2'));
  });

  it('should refuse to follow an address that is not a path or an http(s) URL', async () => {
    const openUrl = vi.fn();
    const api = createFixtureApi(virtualRoutes({ gameUrl: 'javascript:alert(1)' }));
    await renderVirtual(<BetRadarScreen openUrl={openUrl} />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Virtual Football League' }));
    expect(
      await within(notices()).findByText('The game could not be started. Try again.'),
    ).toBeInTheDocument();
    expect(openUrl).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation', { name: 'Casino sections' })).toBeInTheDocument();
  });

  it('should show the failure with a retry when the list does not load', async () => {
    let attempts = 0;
    const api = createFixtureApi({
      ...virtualRoutes(),
      'GET /api/betradar/games': () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new ApiError({ kind: 'network', message: 'offline' }))
          : betRadarEntries;
      },
    });
    await renderVirtual(<BetRadarScreen openUrl={vi.fn()} />, { api });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not load the games' }),
    ).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expectTiles(12);
  });

  it('should say when there are no games', async () => {
    const api = createFixtureApi(virtualRoutes({ betRadar: 'empty' }));
    await renderVirtual(<BetRadarScreen openUrl={vi.fn()} />, { api });
    expect(await screen.findByRole('heading', { name: 'No games right now' })).toBeInTheDocument();
  });

  it('should ask a guest to sign in instead of asking for the list', async () => {
    const api = createFixtureApi(virtualRoutes());
    await renderVirtual(<BetRadarScreen openUrl={vi.fn()} />, {
      api,
      session: { status: 'guest' },
    });
    expect(screen.getByRole('button', { name: 'Betradar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('sign-in');
    expect(api.calls).toHaveLength(0);
  });

  it('should show placeholders while the auth check runs', async () => {
    const api = createFixtureApi(virtualRoutes());
    await renderVirtual(<BetRadarScreen openUrl={vi.fn()} />, {
      api,
      session: { status: 'checking' },
    });
    expect(screen.getByRole('list', { name: 'Virtual sports games' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(api.calls).toHaveLength(0);
  });
});
