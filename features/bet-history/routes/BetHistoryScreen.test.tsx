import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAuthModal, useAuthModal } from '../../core/authModal/index.ts';
import { resetNotices } from '../../core/notifications/index.ts';
import {
  createFixtureApi,
  type FixtureRequest,
  type FixtureRoutes,
} from '../../core/testing/index.ts';
import {
  cashoutBetsFixture,
  couponsFixture,
  expressContent,
  historyPage,
  pendingExpress,
  unavailable,
} from '../testing/fixtures.ts';
import { renderHistory } from '../testing/renderHistory.tsx';
import BetHistoryScreen from './BetHistoryScreen.tsx';

const historyPath = '/api/bet/coupon_history';
const today = '2026-11-21T12:00:00';

function routes(extra: FixtureRoutes = {}): FixtureRoutes {
  return {
    [`POST ${historyPath}`]: (request: FixtureRequest) => {
      const body = request.body as { coupon_id?: number; page?: number };
      if (body.coupon_id === pendingExpress.id) return expressContent;
      return historyPage(couponsFixture, body.page ?? 1, 3);
    },
    'POST /api/remote/GetUserCashoutBets': cashoutBetsFixture,
    ...extra,
  };
}

async function renderScreen(extra: FixtureRoutes = {}, path?: string) {
  const api = createFixtureApi(routes(extra));
  await renderHistory(<BetHistoryScreen today={today} />, { api, path });
  return { api, user: userEvent.setup() };
}

const listBodies = (api: { calls: FixtureRequest[] }) =>
  api.calls
    .filter((call) => call.path === historyPath)
    .map((call) => call.body as Record<string, unknown>)
    .filter((body) => !('coupon_id' in body));

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Coupons' })).getAllByRole('article');

beforeEach(() => resetNotices());

describe('BetHistoryScreen', () => {
  it('should list the first page of the last 30 days with nothing narrowed', async () => {
    const { api } = await renderScreen();
    const coupons = await cards();
    expect(listBodies(api)).toEqual([
      {
        from_date: dayjs('2026-10-22').startOf('day').toISOString(),
        to_date: dayjs('2026-11-21').endOf('day').toISOString(),
        count: 10,
        page: 1,
      },
    ]);
    expect(coupons).toHaveLength(8);
    const [single, express] = coupons;
    expect(single).toHaveAccessibleName('Single · No. 4817263540');
    expect(single).toHaveTextContent('Colo-Colo - Universidad de Chile');
    expect(single).toHaveTextContent('Resultado del partido: 1');
    expect(single).toHaveTextContent('Score 1:0');
    expect(single).toHaveTextContent('Stake$1,000');
    expect(single).toHaveTextContent('Odds2.50');
    expect(single).toHaveTextContent('Possible win$2,500');
    expect(single).toHaveTextContent('Pending');
    expect(express).toHaveAccessibleName('Accumulator · No. 3902817465');
    expect(express).toHaveTextContent('3 selections');
    expect(coupons[2]).toHaveTextContent('Won');
    expect(coupons[3]).toHaveTextContent('Lost');
    expect(coupons[4]).toHaveTextContent('Returned');
    expect(coupons[5]).toHaveTextContent('Sold for$1,870');
    expect(coupons[6]).toHaveAccessibleName('System 2/3 · No. 6152738490');
    expect(coupons[7]).toHaveTextContent('Free bet');
  });

  it('should offer a cash-out only on the pending coupon that can be sold', async () => {
    await renderScreen();
    const coupons = await cards();
    expect(
      await within(coupons[0] as HTMLElement).findByRole('button', { name: 'Cash out $1,187' }),
    ).toBeInTheDocument();
    for (const card of coupons.slice(1)) {
      expect(within(card).queryByRole('button', { name: /Cash out/ })).toBeNull();
    }
  });

  it('should send the spec’s status rule and keep the filter in the address', async () => {
    const { api, user } = await renderScreen();
    await cards();
    const statuses = screen.getByRole('group', { name: 'Status' });
    await user.click(within(statuses).getByRole('button', { name: 'Sold' }));
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Game type' })).getByRole('button', {
        name: 'Live',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(listBodies(api).at(-1)).toMatchObject({ page: 1, status: [17410], types: ['live'] }),
    );
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/profile/bet-history?from=2026-10-22&to=2026-11-21&status=sold&type=live',
    );

    // Two statuses: no status filter at all.
    await user.click(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Lost' }),
    );
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
        'status=lost&status=sold',
      ),
    );
    expect(listBodies(api).at(-1)).not.toHaveProperty('status');
  });

  it('should read the filter and page from the address on a reload', async () => {
    const { api } = await renderScreen(
      {},
      '/profile/bet-history?from=2026-11-01&to=2026-11-10&status=win&page=2',
    );
    await cards();
    expect(listBodies(api)).toEqual([
      {
        from_date: dayjs('2026-11-01').startOf('day').toISOString(),
        to_date: dayjs('2026-11-10').endOf('day').toISOString(),
        count: 10,
        page: 2,
        status: [34],
      },
    ]);
    expect(
      within(screen.getByRole('group', { name: 'Status' })).getByRole('button', { name: 'Won' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('should refuse a range whose last day comes before the first, and ask nothing', async () => {
    const { api, user } = await renderScreen();
    await cards();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-25');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      "The last day can't be before the first.",
    );
    expect(listBodies(api)).toHaveLength(1);
  });

  it('should page with 1-based pages', async () => {
    const { api, user } = await renderScreen();
    await cards();
    const pages = screen.getByRole('navigation', { name: 'History pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listBodies(api).at(-1)).toMatchObject({ page: 2 }));
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('should open a coupon’s content with each bet', async () => {
    const { api, user } = await renderScreen();
    const coupons = await cards();
    await user.click(within(coupons[1] as HTMLElement).getByRole('button', { name: 'Bets' }));
    const sheet = await screen.findByRole('dialog', { name: 'Coupon 3902817465' });
    const bets = await within(sheet).findByRole('list', { name: 'Bets of the coupon' });
    const items = within(bets).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Colo-Colo - Cobresal');
    expect(items[0]).toHaveTextContent('Live');
    expect(items[1]).toHaveTextContent('LaLiga');
    expect(items[1]).toHaveTextContent('Hándicap: H1 (-1.5)');
    expect(items[1]).toHaveTextContent('2.00');
    expect(api.calls.some((call) => (call.body as { coupon_id?: number }).coupon_id === 40)).toBe(
      true,
    );
  });

  it('should say when nothing matches, and offer a retry when the list fails', async () => {
    let fail = true;
    const { user } = await renderScreen({
      [`POST ${historyPath}`]: () => {
        if (fail) throw unavailable();
        return historyPage([], 1, 0);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your bets");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'No bets match these filters' }),
    ).toBeInTheDocument();
  });

  it('should ask a guest to log in, and open the sign-in', async () => {
    const api = createFixtureApi({});
    const user = userEvent.setup();
    const seen = vi.fn();
    function AuthModalProbe() {
      seen(useAuthModal());
      return null;
    }
    await renderHistory(
      <>
        <BetHistoryScreen today={today} />
        <AuthModalProbe />
      </>,
      { api, session: { status: 'guest' } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Bet history' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Please log in to continue.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'sign-in' }));
    expect(api.calls).toHaveLength(0);
    closeAuthModal();
  });
});
