import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/errors/index.ts';
import { resetNotices } from '../../core/notifications/index.ts';
import {
  createFixtureApi,
  type FixtureRequest,
  type FixtureRoutes,
} from '../../core/testing/index.ts';
import {
  cashoutBetsFixture,
  couponsFixture,
  freshOffer,
  historyPage,
  movedOffer,
  never,
  pendingSingle,
  sellRefusal,
} from '../testing/fixtures.ts';
import { renderHistory } from '../testing/renderHistory.tsx';
import BetHistoryScreen from './BetHistoryScreen.tsx';

let sold = false;

function routes(extra: FixtureRoutes = {}): FixtureRoutes {
  return {
    'POST /api/bet/coupon_history': () =>
      historyPage(
        sold
          ? couponsFixture.map((coupon) =>
              coupon.id === pendingSingle.id
                ? { ...coupon, status: 17410, amountOut: freshOffer.returnAmount }
                : coupon,
            )
          : couponsFixture,
      ),
    'POST /api/remote/GetUserCashoutBets': () => (sold ? [] : cashoutBetsFixture),
    'GET /api/bet/sell': freshOffer,
    'POST /api/bet/sell': () => {
      sold = true;
      return { id: pendingSingle.id, status: 17410, returnAmount: 1210, balance: 2210 };
    },
    ...extra,
  };
}

async function openCashout(extra: FixtureRoutes = {}) {
  const api = createFixtureApi(routes(extra));
  const refresh = vi.fn(() => Promise.resolve());
  const user = userEvent.setup();
  await renderHistory(<BetHistoryScreen today="2026-11-21T12:00:00" />, {
    api,
    actions: { refresh },
  });
  const list = await screen.findByRole('list', { name: 'Coupons' });
  await user.click(await within(list).findByRole('button', { name: 'Cash out $1,187' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cash out' });
  return { api, user, refresh, dialog };
}

const sells = (api: { calls: FixtureRequest[] }) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === '/api/bet/sell');

beforeEach(() => {
  sold = false;
  resetNotices();
});

describe('cash-out', () => {
  it('should fetch a fresh offer, sell at it, then say so and show the coupon sold', async () => {
    const { api, user, refresh, dialog } = await openCashout();
    expect(api.calls.find((call) => call.path === '/api/bet/sell')?.query).toEqual({
      couponId: 41,
    });
    expect(await within(dialog).findByText('$1,210')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Stake $1,000 · current odds 1.96');
    await user.click(within(dialog).getByRole('button', { name: 'Cash out $1,210' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sells(api).map((call) => call.body)).toEqual([
      { couponId: 41, currentCoef: 1.96, sum: 1210 },
    ]);
    expect(screen.getByRole('list', { name: 'Notifications' })).toHaveTextContent('Bet sold.');
    expect(refresh).toHaveBeenCalled();
    const list = screen.getByRole('list', { name: 'Coupons' });
    await waitFor(() =>
      expect(within(list).getAllByRole('article')[0]).toHaveTextContent('Sold for$1,210'),
    );
    expect(within(list).queryByRole('button', { name: /Cash out/ })).toBeNull();
  });

  it('should show the sale processing and ignore a second tap', async () => {
    const { api, user, dialog } = await openCashout({ 'POST /api/bet/sell': never });
    const confirm = await within(dialog).findByRole('button', { name: 'Cash out $1,210' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.click(confirm);
    expect(sells(api)).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Keep the bet' })).toBeDisabled();
  });

  it('should show the new offer when the odds moved and sell at it once accepted', async () => {
    let attempts = 0;
    const { api, user, dialog } = await openCashout({
      'POST /api/bet/sell': () => {
        attempts += 1;
        if (attempts === 1) throw sellRefusal('CoeffChanged', { offer: movedOffer });
        return { id: 41, status: 17410, returnAmount: 1050, balance: 2050 };
      },
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Cash out $1,210' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The odds have changed. Check the new offer.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Accept $1,050' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sells(api).at(-1)?.body).toEqual({ couponId: 41, currentCoef: 2.26, sum: 1050 });
  });

  it.each([
    ['AlreadySold', 'This bet has already been sold.'],
    ['NotForSale', 'This bet is not for sale.'],
    ['FreeBet', "Free bets can't be sold."],
    ['SomeBetsUnavailable', 'Some bets are not available.'],
  ])('should explain a %s refusal', async (status, message) => {
    const { user, dialog } = await openCashout({
      'POST /api/bet/sell': () => {
        throw sellRefusal(status);
      },
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Cash out $1,210' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('list', { name: 'Notifications', hidden: true })).toBeEmptyDOMElement();
  });

  it('should explain an offer refused before any sale', async () => {
    const { dialog } = await openCashout({
      'GET /api/bet/sell': () => {
        throw sellRefusal('NotForSale');
      },
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This bet is not for sale.');
    expect(within(dialog).queryByRole('button', { name: /Cash out \$/ })).toBeNull();
  });

  it('should describe any other failure through the catalogue', async () => {
    const { user, dialog } = await openCashout({
      'POST /api/bet/sell': () => {
        throw new ApiError({ kind: 'network' });
      },
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Cash out $1,210' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/connection/i);
  });
});
