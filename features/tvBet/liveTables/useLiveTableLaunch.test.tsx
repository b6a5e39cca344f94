import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetNotices } from '../../core/notifications/index.ts';
import { createFixtureApi, type FixtureRoutes } from '../../core/testing/index.ts';
import type { Session } from '../../core/session/index.ts';
import { genToken, platformFailure } from '../testing/fixtures.ts';
import { renderTvBet } from '../testing/renderTvBet.tsx';
import { betgamesTables } from './betgames.ts';
import { ezugiTables } from './ezugi.ts';
import { fiableTables } from './fiable.ts';
import { tvbetTables } from './tvbet.ts';
import type { LiveTableProvider } from './types.ts';
import { useLiveTableLaunch } from './useLiveTableLaunch.ts';

const tables: [LiveTableProvider, string | undefined][] = [
  [betgamesTables, 'bg-1'],
  [fiableTables, undefined],
  [ezugiTables, '1000'],
  [tvbetTables, undefined],
];

/** One button per provider, as a live-tables page would show them, and each one's flag. */
function Probe({ openUrl }: { openUrl: (url: string) => void }) {
  const { open, processing } = useLiveTableLaunch({ openUrl });
  return (
    <ul aria-label="Providers">
      {tables.map(([provider, tableId]) => (
        <li key={provider.key}>
          <button type="button" onClick={() => void open(provider, tableId)}>
            {provider.key}
          </button>
          <output aria-label={`${provider.key} processing`}>
            {String(processing(provider.key))}
          </output>
        </li>
      ))}
    </ul>
  );
}

async function renderProbe(
  routes: FixtureRoutes,
  options: { session?: Session; blocklist?: readonly string[] } = {},
) {
  const api = createFixtureApi(routes);
  const openUrl = vi.fn();
  await renderTvBet(<Probe openUrl={openUrl} />, { api, ...options });
  return { api, openUrl, user: userEvent.setup() };
}

const flag = (key: string) => screen.getByRole('status', { name: `${key} processing` });
const notices = () => within(screen.getByRole('list', { name: 'Notifications' }));
const tokenAnswer = (gameUrl: string) => ({ token: 'T', expires_at: 'later', game_url: gameUrl });

afterEach(() => resetNotices());

describe('useLiveTableLaunch', () => {
  it('should raise the flag during the call, follow the game_url and lower the flag', async () => {
    let answer: (value: unknown) => void = () => {};
    const { openUrl, user } = await renderProbe({
      'GET /api/betgames/GetUserTokenBetgames': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await user.click(screen.getByRole('button', { name: 'betgames' }));
    expect(flag('betgames')).toHaveTextContent('true');
    expect(flag('fiable')).toHaveTextContent('false');
    answer(tokenAnswer('/demo/live-table/?token=T&table=bg-1'));
    await waitFor(() => expect(flag('betgames')).toHaveTextContent('false'));
    expect(openUrl).toHaveBeenCalledExactlyOnceWith('/demo/live-table/?token=T&table=bg-1');
  });

  it('should reset the flag when the token call fails, and notify why', async () => {
    const { openUrl, user } = await renderProbe({
      'GET /api/fiable/get_token': platformFailure(500, 500),
    });
    await user.click(screen.getByRole('button', { name: 'fiable' }));
    await waitFor(() => expect(flag('fiable')).toHaveTextContent('false'));
    expect(openUrl).not.toHaveBeenCalled();
    expect(notices().getByRole('listitem')).toHaveAttribute('data-type', 'error');
  });

  it('should let a failed provider be tried again', async () => {
    let attempt = 0;
    const { openUrl, user } = await renderProbe({
      'GET /api/fiable/get_token': () =>
        ++attempt === 1 ? platformFailure(500, 500)() : tokenAnswer('/demo/live-table/?t=2'),
    });
    await user.click(screen.getByRole('button', { name: 'fiable' }));
    await waitFor(() => expect(flag('fiable')).toHaveTextContent('false'));
    await user.click(screen.getByRole('button', { name: 'fiable' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo/live-table/?t=2'));
  });

  it('should ignore a second tap while the provider has a call running', async () => {
    const { api, user } = await renderProbe({
      'GET /api/betgames/GetUserTokenBetgames': () => new Promise(() => {}),
    });
    await user.click(screen.getByRole('button', { name: 'betgames' }));
    await user.click(screen.getByRole('button', { name: 'betgames' }));
    expect(api.calls).toHaveLength(1);
  });

  it.each(['javascript:alert(document.cookie)', '//evil.example/table'])(
    'should refuse to follow %j, reset the flag and notify errorSession',
    async (gameUrl) => {
      const { openUrl, user } = await renderProbe({
        'GET /api/betgames/GetUserTokenBetgames': tokenAnswer(gameUrl),
      });
      await user.click(screen.getByRole('button', { name: 'betgames' }));
      expect(
        await notices().findByText('The game could not be started. Try again.'),
      ).toBeInTheDocument();
      expect(openUrl).not.toHaveBeenCalled();
      expect(flag('betgames')).toHaveTextContent('false');
    },
  );

  it('should open an ezugi table through its two calls', async () => {
    const { api, openUrl, user } = await renderProbe({
      'GET /api/for_ezugi/get_token': { token: 'EZ', operatorId: 10042, expires_at: 'later' },
      'GET /api/live_tables/auth': { game_url: '/demo/live-table/?table=1000', language: 'en-US' },
    });
    await user.click(screen.getByRole('button', { name: 'ezugi' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('/demo/live-table/?table=1000'));
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/for_ezugi/get_token',
      '/api/live_tables/auth',
    ]);
    expect(api.calls[1]?.query).toMatchObject({ language: 'en-US', selectGame: '1000' });
  });

  it("should open the brand's TV-bet frame with a fresh token", async () => {
    const { openUrl, user } = await renderProbe({ 'GET /api/tvbet/GenToken': genToken });
    await user.click(screen.getByRole('button', { name: 'tvbet' }));
    await waitFor(() =>
      expect(openUrl).toHaveBeenCalledWith(
        `${window.location.origin}/demo/tvbet/?lng=en&clientId=demo-demo&token=${genToken.token}`,
      ),
    );
  });

  it('should ask a guest to log in instead of calling', async () => {
    const { api, user } = await renderProbe({}, { session: { status: 'guest' } });
    await user.click(screen.getByRole('button', { name: 'betgames' }));
    expect(notices().getByText('Please log in.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('should not call a provider banned for the player', async () => {
    const { api, user } = await renderProbe({}, { blocklist: ['ezugi'] });
    await user.click(screen.getByRole('button', { name: 'ezugi' }));
    expect(
      notices().getByText('This provider is not available for your account.'),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
