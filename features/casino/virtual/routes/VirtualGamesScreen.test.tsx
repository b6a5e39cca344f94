import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import { createFixtureApi, fixtureBrand } from '../../../core/testing/index.ts';
import { virtualRoutes } from '../testing/fixtures.ts';
import { renderVirtual } from '../testing/renderVirtual.tsx';
import VirtualGamesScreen from './VirtualGamesScreen.tsx';

const path = ['/virtual-games'];
const racingLinks = () =>
  within(screen.getByRole('list', { name: 'Virtual racing' })).queryAllByRole('link');

describe('VirtualGamesScreen', () => {
  it('should show the racing games and the way to the virtual sports, with the virtual tab current', async () => {
    const api = createFixtureApi(virtualRoutes());
    await renderVirtual(<VirtualGamesScreen />, { api, history: path });
    expect(screen.getByRole('heading', { level: 1, name: 'Virtual games' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Casino sections' });
    expect(within(menu).getByRole('link', { name: 'Virtual' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const racing = screen.getByRole('region', { name: 'Virtual racing' });
    await waitFor(() => expect(racingLinks()).toHaveLength(6));
    expect(within(racing).getByRole('link', { name: 'Horse Racing' })).toHaveAttribute(
      'href',
      '/virtual-games/golden-race/10101',
    );
    expect(within(racing).getByRole('link', { name: 'See all races' })).toHaveAttribute(
      'href',
      '/virtual-games/golden-race',
    );
    const sports = screen.getByRole('region', { name: 'Virtual sports' });
    expect(within(sports).getByRole('link', { name: 'See virtual sports' })).toHaveAttribute(
      'href',
      '/bet-radar',
    );
    expect(api.calls.map((call) => call.path)).toEqual(['/api/golden_race/game_list']);
  });

  it('should hide the racing section when its provider is banned, without asking for it', async () => {
    const api = createFixtureApi(virtualRoutes());
    await renderVirtual(<VirtualGamesScreen />, { api, history: path, blocklist: ['goldenrace'] });
    expect(screen.queryByRole('region', { name: 'Virtual racing' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Virtual sports' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('should hide the virtual-sports section when the brand bans its provider', async () => {
    const api = createFixtureApi(virtualRoutes());
    const brand: Brand = { ...fixtureBrand, bannedProviders: ['betradar'] };
    await renderVirtual(<VirtualGamesScreen />, { api, history: path, brand });
    expect(screen.queryByRole('region', { name: 'Virtual sports' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Virtual racing' })).toBeInTheDocument();
  });

  it('should say that nothing is available when both providers are banned', async () => {
    const api = createFixtureApi(virtualRoutes());
    await renderVirtual(<VirtualGamesScreen />, {
      api,
      history: path,
      blocklist: ['goldenrace', 'betradar'],
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'No virtual games available' }),
    ).toBeInTheDocument();
  });

  it('should ask a guest to sign in for the races and still show the virtual sports', async () => {
    const api = createFixtureApi(virtualRoutes());
    await renderVirtual(<VirtualGamesScreen />, {
      api,
      history: path,
      session: { status: 'guest' },
    });
    const racing = screen.getByRole('region', { name: 'Virtual racing' });
    expect(within(racing).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See virtual sports' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
