import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createFixtureApi,
  signedInSession,
  type FixtureApi,
  type FixtureRoutes,
} from '../../../core/testing/index.ts';
import type { Session } from '../../../core/session/index.ts';
import { renderCasino } from '../../shared/testing/renderCasino.tsx';
import {
  calmJackpots,
  guestRoutes,
  playerRoutes,
  rawJackpot,
  rawWin,
  winNotFound,
} from '../testing/fixtures.ts';
import JackpotBlock from './JackpotBlock.tsx';

async function renderBlock(routes: FixtureRoutes, session: Session = { status: 'guest' }) {
  const api = createFixtureApi(routes);
  await renderCasino(<JackpotBlock />, { api, session });
  return { api, user: userEvent.setup() };
}

const calls = (api: FixtureApi, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path);

/** The jackpot cards, once loaded (the placeholders are list items too). */
async function cards() {
  await waitFor(() =>
    expect(screen.getByRole('region', { name: 'Jackpots' })).not.toHaveAttribute('aria-busy'),
  );
  return within(screen.getByRole('region', { name: 'Jackpots' })).getAllByRole('listitem');
}

async function threeCards(): Promise<[HTMLElement, HTMLElement, HTMLElement]> {
  const [grand, medium, small] = await cards();
  if (!grand || !medium || !small) throw new Error('Expected three jackpot cards');
  return [grand, medium, small];
}

describe('JackpotBlock', () => {
  it('should show a guest the three jackpots of the brand currency with their amounts', async () => {
    const { api } = await renderBlock(guestRoutes());
    const [grand, medium, small] = await threeCards();
    expect(grand).toHaveTextContent('Grand');
    expect(grand).toHaveTextContent('$5,231,870');
    expect(grand).toHaveTextContent('Last winner: pla*** · $9,800,000');
    expect(medium).toHaveTextContent('Medium');
    expect(medium).toHaveTextContent('$512,340');
    expect(small).toHaveTextContent('Small');
    expect(small).toHaveTextContent('$51,275');
    expect(within(grand).getByRole('presentation')).toHaveAttribute('loading', 'lazy');
    expect(calls(api, 'GET', '/api/casino/jackpots')[0]?.query).toEqual({ currency: 'CLP' });
  });

  it('should show only the three lowest amounts, largest as grand', async () => {
    await renderBlock(
      guestRoutes([
        ...calmJackpots,
        rawJackpot('grand', { id: 9, amount: 90_000_000, name: 'Mega' }),
      ]),
    );
    const shown = await cards();
    expect(shown).toHaveLength(3);
    expect(shown[0]).toHaveTextContent('$5,231,870');
    expect(screen.queryByText(/90,000,000/)).toBeNull();
  });

  it('should turn a jackpot past 0.7 of its last win red', async () => {
    await renderBlock(
      guestRoutes([
        rawJackpot('grand', { amount: 7_100_000, lastWinAmount: 10_000_000 }),
        ...calmJackpots.slice(1),
      ]),
    );
    const [grand, medium] = await threeCards();
    expect(grand.querySelector('[data-highlighted]')).toHaveAttribute('data-highlighted', 'true');
    expect(medium.querySelector('[data-highlighted]')).toHaveAttribute('data-highlighted', 'false');
    await waitFor(() =>
      expect(grand.querySelector('[data-highlighted]')).toHaveAttribute(
        'data-highlighted',
        'false',
      ),
    );
  });

  it('should hold the place with placeholders while the jackpots load', async () => {
    await renderBlock({ 'GET /api/casino/jackpots': () => new Promise(() => {}) });
    const block = screen.getByRole('region', { name: 'Jackpots' });
    expect(block).toHaveAttribute('aria-busy', 'true');
    expect(within(block).getAllByRole('listitem')).toHaveLength(3);
    expect(block).toHaveTextContent('Loading the jackpots');
  });

  it('should hide the block when the jackpots cannot be loaded, or there are none', async () => {
    const { api } = await renderBlock({
      'GET /api/casino/jackpots': () => Promise.reject(new Error('offline')),
    });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Jackpots' })).toBeNull());

    await renderBlock(guestRoutes([]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Jackpots' })).toBeNull());
  });

  it("should show a player the jackpots of their balance, without polling the guests' list", async () => {
    const { api } = await renderBlock(playerRoutes(), signedInSession);
    expect(await cards()).toHaveLength(3);
    expect(calls(api, 'GET', '/api/casino/jackpots')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should celebrate a won jackpot and, dismissed, mark it shown and reload the list', async () => {
    const { api, user } = await renderBlock(
      playerRoutes({ wins: [rawWin(71, 'medium', 523_410)] }),
      signedInSession,
    );
    const dialog = await screen.findByRole('dialog', { name: 'You won a jackpot!' });
    expect(dialog).toHaveAccessibleDescription(
      'Medium jackpot: the prize is already in your balance.',
    );
    // Pesos, paid and shown whole.
    expect(dialog).toHaveTextContent('$523,410');
    expect(dialog).not.toHaveTextContent('$523,410.00');

    await user.click(within(dialog).getByRole('button', { name: 'Awesome!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(api, 'POST', '/api/user/jackpot_is_shown').map((call) => call.body)).toEqual([
      { JackpotId: 71 },
    ]);
    expect(calls(api, 'GET', '/api/user/balance')).toHaveLength(2);
  });

  it('should show several wins one at a time', async () => {
    const { user } = await renderBlock(
      playerRoutes({ wins: [rawWin(72, 'grand', 5_002_000), rawWin(71, 'small', 50_120)] }),
      signedInSession,
    );
    const first = await screen.findByRole('dialog', { name: 'You won a jackpot!' });
    expect(first).toHaveTextContent('$5,002,000');
    expect(first).toHaveTextContent('More prizes to see: 1');

    await user.click(within(first).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'You won a jackpot!' })).toHaveTextContent(
        '$50,120',
      ),
    );
    expect(screen.getByRole('dialog')).not.toHaveTextContent('More prizes to see');
  });

  it('should drop the first win locally when the dismissal fails, without reloading', async () => {
    const { api, user } = await renderBlock(
      playerRoutes({
        wins: [rawWin(72, 'grand', 5_002_000), rawWin(71, 'small', 50_120)],
        markShown: winNotFound,
      }),
      signedInSession,
    );
    const dialog = await screen.findByRole('dialog', { name: 'You won a jackpot!' });
    await user.click(within(dialog).getByRole('button', { name: 'Awesome!' }));

    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'You won a jackpot!' })).toHaveTextContent(
        '$50,120',
      ),
    );
    expect(calls(api, 'POST', '/api/user/jackpot_is_shown')).toHaveLength(1);
    expect(calls(api, 'GET', '/api/user/balance')).toHaveLength(1);
  });
});
