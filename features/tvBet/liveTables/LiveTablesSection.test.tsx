import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAuthModal } from '../../core/authModal/index.ts';
import { resetNotices } from '../../core/notifications/index.ts';
import type { Session } from '../../core/session/index.ts';
import { createFixtureApi, fixtureBrand, type FixtureRoutes } from '../../core/testing/index.ts';
import type { Brand } from '../../../schemas/generated/brand.ts';
import { platformFailure } from '../testing/fixtures.ts';
import { renderTvBet } from '../testing/renderTvBet.tsx';
import LiveTablesSection from './LiveTablesSection.tsx';
import { fiableList, fiableListAnswer, tokenAnswer } from '../testing/liveTableFixtures.ts';

interface Options {
  session?: Session;
  blocklist?: readonly string[];
  brand?: Brand;
  language?: 'en-US' | 'es-ES';
}

async function renderSection(routes: FixtureRoutes, options: Options = {}) {
  const api = createFixtureApi({ 'GET /api/fiable/game_list': fiableListAnswer, ...routes });
  const openUrl = vi.fn();
  const view = await renderTvBet(<LiveTablesSection openUrl={openUrl} />, { api, ...options });
  return { api, openUrl, view, user: userEvent.setup() };
}

const section = (name = 'More live tables') => within(screen.getByRole('region', { name }));
const button = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  resetNotices();
  closeAuthModal();
});

describe('LiveTablesSection', () => {
  it("should list fiable's tables with their category and limits in the player's currency", async () => {
    const { api } = await renderSection({});
    const list = await screen.findByRole('list', { name: 'Fiable tables' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Fiable Roulette');
    expect(rows[0]).toHaveTextContent('Roulette · $1 – $500');
    expect(rows[1]).toHaveTextContent('Blackjack · $5 – $1,000');
    expect(api.calls).toEqual([
      expect.objectContaining({ path: '/api/fiable/game_list', query: { lang: 'en' } }),
    ]);
  });

  it('should open a fiable table, spinning its button and holding the others meanwhile', async () => {
    let answer: (value: unknown) => void = () => {};
    const { api, openUrl, user } = await renderSection({
      'GET /api/fiable/get_token': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Play Fiable Roulette' }));
    expect(button('Play Fiable Roulette')).toHaveAttribute('aria-busy', 'true');
    expect(button('Play Fiable Blackjack')).toBeDisabled();
    expect(button('Open the Betgames lobby')).not.toHaveAttribute('aria-busy');
    answer(tokenAnswer('/demo/live-table/?token=T&lang=en&table=fi-roulette'));
    await waitFor(() =>
      expect(openUrl).toHaveBeenCalledWith('/demo/live-table/?token=T&lang=en&table=fi-roulette'),
    );
    expect(button('Play Fiable Roulette')).not.toHaveAttribute('aria-busy');
    expect(button('Play Fiable Blackjack')).toBeEnabled();
    expect(api.calls.at(-1)).toMatchObject({
      path: '/api/fiable/get_token',
      query: { lang: 'en', game_id: 'fi-roulette' },
    });
  });

  it("should open betgames' lobby without a game_id", async () => {
    const { api, openUrl, user } = await renderSection({
      'GET /api/betgames/GetUserTokenBetgames': tokenAnswer('/demo/live-table/?token=T&lang=en'),
    });
    await user.click(button('Open the Betgames lobby'));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo/live-table/?token=T&lang=en'));
    const call = api.calls.find((candidate) => candidate.path.startsWith('/api/betgames/'));
    expect(call?.query).toEqual({ lang: 'en' });
  });

  it('should open the ezugi table chosen from its four', async () => {
    const { api, openUrl, user } = await renderSection({
      'GET /api/for_ezugi/get_token': { token: 'EZ', operatorId: 10042, expires_at: 'later' },
      'GET /api/live_tables/auth': { game_url: '/demo/live-table/?table=1001', language: 'en-US' },
    });
    const ezugi = within(screen.getByRole('list', { name: 'Ezugi tables' }));
    expect(ezugi.getAllByRole('listitem')).toHaveLength(4);
    await user.click(button('Play Auto Roulette'));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo/live-table/?table=1001'));
    expect(api.calls.at(-1)?.query).toMatchObject({ selectGame: '1001', operatorId: 10042 });
  });

  it('should let the player try again after a failure, which is notified', async () => {
    const { openUrl, user } = await renderSection({
      'GET /api/betgames/GetUserTokenBetgames': platformFailure(500, 500),
    });
    await user.click(button('Open the Betgames lobby'));
    const notices = within(screen.getByRole('list', { name: 'Notifications' }));
    expect(await notices.findByRole('listitem')).toHaveAttribute('data-type', 'error');
    expect(button('Open the Betgames lobby')).not.toHaveAttribute('aria-busy');
    expect(openUrl).not.toHaveBeenCalled();
  });

  it('should show a failed fiable list with a retry that brings the tables', async () => {
    let attempt = 0;
    const { user } = await renderSection({
      'GET /api/fiable/game_list': () =>
        ++attempt === 1 ? platformFailure(500, 500)() : fiableList,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Fiable tables could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Fiable tables' })).toBeInTheDocument();
  });

  it('should say when fiable has no tables', async () => {
    await renderSection({ 'GET /api/fiable/game_list': [] });
    expect(await screen.findByText('Fiable has no open tables right now.')).toBeInTheDocument();
  });

  it('should ask a guest to log in instead of calling, and not list fiable', async () => {
    const { api, user } = await renderSection({}, { session: { status: 'guest' } });
    expect(section().getByText('Log in to play at these tables.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Fiable' })).toBeNull();
    await user.click(button('Play Ezugi Roulette'));
    expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('sign-in');
    closeAuthModal();
    await user.click(button('Log in'));
    expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('sign-in');
    expect(api.calls).toEqual([]);
  });

  it("should hide a banned provider's part and not call it", async () => {
    const { api } = await renderSection({}, { blocklist: ['fiable', 'betgames'] });
    expect(screen.queryByRole('heading', { name: 'Fiable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open the Betgames lobby' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Ezugi' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('should link to the TV games page only when the brand offers it', async () => {
    await renderSection({});
    expect(screen.getByRole('link', { name: 'See TV games' })).toHaveAttribute('href', '/tv-bet');
  });

  it('should render nothing when every provider is off', async () => {
    const brand = {
      ...fixtureBrand,
      integrations: { ...fixtureBrand.integrations, tvbet: undefined },
    };
    const { view } = await renderSection({}, { brand, blocklist: ['fiable', 'betgames', 'ezugi'] });
    expect(screen.queryByRole('region')).toBeNull();
    expect(view.container.querySelector('section')).toBeNull();
  });

  it('should speak Spanish', async () => {
    await renderSection({}, { language: 'es-ES' });
    const spanish = section('Más mesas en vivo');
    expect(spanish.getByRole('button', { name: 'Abrir el lobby de Betgames' })).toBeInTheDocument();
    expect(
      await spanish.findByRole('button', { name: 'Jugar en Fiable Roulette' }),
    ).toBeInTheDocument();
    expect(spanish.getByRole('link', { name: 'Ver juegos de TV' })).toBeInTheDocument();
    // Chilean pesos in Spanish as Chile writes them: the brand's sign first, no decimals.
    expect(spanish.getByText('Ruleta · $1 – $500')).toBeInTheDocument();
  });
});
