import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetNotices } from '../../core/notifications/index.ts';
import costaBrandFile from '../../../config/costa/brand.json';
import type { Brand } from '../../../schemas/generated/brand.ts';
import { formatMoney } from '../../core/format/index.ts';
import type { Session } from '../../core/session/index.ts';
import {
  createFixtureApi,
  fixturePlayer,
  neverAnswer,
  signedInSession,
} from '../../core/testing/index.ts';
import { resetSlipForTests, slipState } from '../model/slipStore.ts';
import type { SlipState } from '../model/slip.ts';
import { betslipRoutes, refusal, type BetslipFixtureOptions } from './BetslipPanel.fixtures.ts';
import { BetslipPanel } from './BetslipPanel.tsx';
import { fixtureBets } from './SlipPanel.fixtures.ts';
import { renderBetslip } from './testing/renderBetslip.tsx';

const [realMadrid, coloColo, boca] = fixtureBets;
if (!realMadrid || !coloColo || !boca) throw new Error('fixtures');

function slipOf(bets?: SlipState['bets'], type: SlipState['type'] = { kind: 'single' }): void {
  resetSlipForTests({ bets: bets ?? fixtureBets.slice(0, 1), type, processing: false });
}

function setup(options: BetslipFixtureOptions = {}, player = true) {
  const api = createFixtureApi(betslipRoutes(options));
  const refresh = vi.fn(() => Promise.resolve());
  return {
    api,
    refresh,
    render: () =>
      renderBetslip(<BetslipPanel />, {
        api,
        session: player ? signedInSession : { status: 'guest' },
        actions: { refresh },
      }),
  };
}

const placeCalls = (api: ReturnType<typeof createFixtureApi>) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === '/api/bet/place');

afterEach(() => {
  resetSlipForTests();
  resetNotices();
  window.localStorage.clear();
});

describe('BetslipPanel', () => {
  it('should show a moved price from the feed with its arrow, for guests too', async () => {
    slipOf();
    await setup({ rates: { [realMadrid.id]: 2.25 } }, false).render();
    expect(await screen.findByRole('img', { name: 'Odds went up, was 2.10' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Odds changes' })).toHaveTextContent(
      'Odds changed for Real Madrid - Barcelona: 2.10 → 2.25',
    );
  });

  it('should send a guest to sign in', async () => {
    slipOf();
    const { api, render } = setup({}, false);
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to place a bet' }));
    expect(screen.getByRole('status', { name: 'Auth modal' })).toHaveTextContent('sign-in');
    expect(placeCalls(api)).toHaveLength(0);
  });

  it('should check the stake against the server limits before sending', async () => {
    slipOf();
    const { api, render } = setup();
    await render();
    await screen.findByText('From $100 to $1,000,000');
    const stake = screen.getByLabelText(/^Stake/);
    await userEvent.type(stake, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(stake).toHaveAccessibleDescription(/The stake is below the minimum/);
    expect(stake).toHaveValue('50');
    expect(stake).toHaveFocus();
    expect(placeCalls(api)).toHaveLength(0);
  });

  describe("costa's stake limits (0.50 to 8,000 EUR in its brand file)", () => {
    const costa = costaBrandFile as unknown as Brand;
    const euros = (amount: number) =>
      formatMoney(amount, 'EUR', 'en-US', { symbols: costa.currencies.symbols });
    const hint = `From ${euros(0.5)} to ${euros(8000)}`;
    const euroPlayer = { ...signedInSession, user: { ...fixturePlayer, currency: 'EUR' } };

    async function renderCosta(session: Session = euroPlayer) {
      slipOf();
      // The platform's own limits have not answered: the slip holds to the brand's.
      const api = createFixtureApi({
        ...betslipRoutes(),
        'GET /api/bet/coupon_limits': neverAnswer,
      });
      await renderBetslip(<BetslipPanel />, { api, session, brand: costa });
      return api;
    }

    it('should show them to a guest', async () => {
      await renderCosta({ status: 'guest' });
      expect(await screen.findByText(hint)).toBeInTheDocument();
    });

    it.each([
      ['0.49', 'The stake is below the minimum. Increase it and try again.'],
      ['8000.01', 'The stake is above the maximum. Lower it and try again.'],
    ])('should refuse a stake of %s with its message, sending nothing', async (typed, message) => {
      const api = await renderCosta();
      await screen.findByText(hint);
      const stake = screen.getByLabelText(/^Stake/);
      await userEvent.type(stake, typed);
      await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
      expect(stake).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(placeCalls(api)).toHaveLength(0);
    });

    it('should send a stake on the minimum', async () => {
      const api = await renderCosta();
      await userEvent.type(await screen.findByLabelText(/^Stake/), '0.5');
      await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
      await waitFor(() => expect(placeCalls(api)).toHaveLength(1));
      expect(placeCalls(api)[0]?.body).toMatchObject({ coupon: { sum: 0.5 } });
    });
  });

  it('should place the coupon once, then clear the slip and refresh the balance', async () => {
    slipOf([realMadrid, coloColo, boca], { kind: 'express' });
    const { api, refresh, render } = setup();
    await render();
    await userEvent.type(screen.getByLabelText(/^Stake/), '1500');
    await userEvent.click(screen.getByRole('switch', { name: /Accept odds changes/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));

    expect(
      await screen.findByRole('heading', { name: 'Your bet slip is empty' }),
    ).toBeInTheDocument();
    const [call] = placeCalls(api);
    expect(placeCalls(api)).toHaveLength(1);
    expect(call?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/u);
    expect(call?.body).toMatchObject({
      coupon: {
        sum: 1500,
        acceptCoefChanges: true,
        bets: [
          { id: realMadrid.id, coef: 2.1 },
          { id: coloColo.id, coef: 1.85 },
          { id: boca.id, coef: 3.4 },
        ],
      },
    });
    expect(slipState().bets).toEqual([]);
    expect(refresh).toHaveBeenCalled();
    expect(
      within(screen.getByRole('list', { name: 'Notifications' })).getByText(
        'Your bet has been placed.',
      ),
    ).toBeInTheDocument();
  });

  it('should show a refusal per match and mark the bet, keeping the slip', async () => {
    slipOf();
    const { render } = setup({
      place: () => {
        throw refusal(614, [{ id: realMadrid.id, errorCode: 4 }], 'Coefficient changed');
      },
    });
    await render();
    await userEvent.type(screen.getByLabelText(/^Stake/), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Real Madrid - Barcelona: The odds have changed. Check them and place the bet again.',
      ),
    );
    expect(slipState().bets).toHaveLength(1);
    expect(screen.getByLabelText(/^Stake/)).toHaveValue('1000');
  });

  it('should compute the potential win of a system from the stake', async () => {
    slipOf([realMadrid, coloColo, boca], { kind: 'system', size: 2 });
    await setup().render();
    await userEvent.type(screen.getByLabelText(/^Stake/), '300');
    // 2 of 3: 100 on each of 3.89, 7.14 and 6.29.
    expect(screen.getByText('$1,732')).toBeInTheDocument();
    expect(screen.getByText(/3 combinations/)).toBeInTheDocument();
  });

  it('should offer free bets to a player who has some', async () => {
    slipOf();
    const { api, render } = setup({ freeBetsActive: 2 });
    await render();
    const funding = await screen.findByLabelText('Pay with');
    await userEvent.selectOptions(funding, 'freeBet');
    expect(screen.queryByLabelText(/^Stake/)).not.toBeInTheDocument();
    expect(screen.getByText(/one free bet of/)).toBeInTheDocument();
    // A free bet pays its winnings only: 100 at 2.10 wins 110, as the platform pays it.
    expect(screen.getByText('$110')).toBeInTheDocument();
    expect(screen.queryByText('$210')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(placeCalls(api)).toHaveLength(1));
    expect(placeCalls(api)[0]?.body).toMatchObject({ coupon: { useFreeBet: true } });
  });

  it('should keep one-click settings for a player, starting at the minimum stake', async () => {
    slipOf();
    await setup().render();
    await userEvent.click(screen.getByRole('switch', { name: /One-click betting/ }));
    const amount = screen.getByLabelText(/^One-click amount/);
    // The spec's default of 50 is below the CLP minimum of 100.
    expect(amount).toHaveValue('100');
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    expect(JSON.parse(window.localStorage.getItem('betslip.oneClick') ?? '{}')).toEqual({
      enabled: true,
      amount: 500,
    });
  });
});
