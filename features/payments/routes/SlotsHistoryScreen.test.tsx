import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createFixtureApi,
  type FixtureRequest,
  type FixtureRoutes,
} from '../../core/testing/index.ts';
import {
  paymentRefusal,
  providersFixture,
  slotsPage,
  slotsRoundsFixture,
} from '../testing/fixtures.ts';
import { renderScreen } from '../testing/renderScreen.tsx';
import SlotsHistoryScreen from './SlotsHistoryScreen.tsx';

const historyPath = '/api/user/getSlotsBetHistory';

async function renderSlots(routes: FixtureRoutes = {}) {
  const api = createFixtureApi({
    'GET /api/casino/providers': providersFixture,
    [`GET ${historyPath}`]: (request: FixtureRequest) =>
      slotsPage(slotsRoundsFixture, Number(request.query.page)),
    ...routes,
  });
  await renderScreen(<SlotsHistoryScreen today="2026-11-18T12:00:00" />, { api });
  return { api, user: userEvent.setup() };
}

const queries = (api: { calls: FixtureRequest[] }) =>
  api.calls.filter((call) => call.path === historyPath).map((call) => call.query);

describe('SlotsHistoryScreen', () => {
  it('should list the first page of the last 30 days without narrowing filters', async () => {
    const { api } = await renderSlots();
    const list = await screen.findByRole('list', { name: 'Casino rounds' });
    expect(queries(api)).toEqual([{ from: '2026-10-19', to: '2026-11-18', page: 1, count: 10 }]);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Pragmatic Play · Slots');
    expect(rows[0]).toHaveTextContent('Super Koi Link · Won $400');
    expect(rows[0]).toHaveTextContent('Stake $100');
    expect(rows[0]).toHaveTextContent('Won');
    expect(rows[2]).toHaveTextContent('BetSolutions · Crash');
    expect(rows[3]).toHaveTextContent('Evolution · Live');
    expect(rows[3]).toHaveTextContent('Lost');
  });

  it('should page through the rounds with 1-based pages', async () => {
    const { api, user } = await renderSlots();
    const pages = await screen.findByRole('navigation', { name: 'History pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries(api).at(-1)).toMatchObject({ page: 2 }));
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('should send the filters by the spec’s rule and go back to page 1', async () => {
    const { api, user } = await renderSlots();
    const pages = await screen.findByRole('navigation', { name: 'History pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries(api).at(-1)).toMatchObject({ page: 2 }));
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    const providers = screen.getByRole('group', { name: 'Providers' });
    await user.click(within(providers).getByRole('button', { name: 'NetEnt' }));
    await user.click(within(providers).getByRole('button', { name: 'Evoplay' }));
    expect(within(providers).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const result = screen.getByRole('group', { name: 'Result' });
    await user.click(within(result).getByRole('button', { name: 'Won' }));
    const types = screen.getByRole('group', { name: 'Game type' });
    await user.click(within(types).getByRole('button', { name: 'Crash' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(queries(api).at(-1)).toEqual({
        from: '2026-10-19',
        to: '2026-11-18',
        page: 1,
        count: 10,
        providers: ['netent', 'evoplay'],
        statuses: 1,
        gameTypes: 'crash',
      }),
    );

    // Both results, or none, send no status filter; 'all' clears the providers.
    await user.click(within(result).getByRole('button', { name: 'Lost' }));
    await user.click(within(providers).getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(queries(api).at(-1)).toEqual({
        from: '2026-10-19',
        to: '2026-11-18',
        page: 1,
        count: 10,
        gameTypes: 'crash',
      }),
    );
  });

  it('should fall back to the spec’s providers when the list cannot be had', async () => {
    const { user } = await renderSlots({
      'GET /api/casino/providers': () => {
        throw paymentRefusal(500, undefined, 500);
      },
    });
    await screen.findByRole('list', { name: 'Casino rounds' });
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    const providers = screen.getByRole('group', { name: 'Providers' });
    expect(within(providers).getAllByRole('button')).toHaveLength(17);
    expect(within(providers).getByRole('button', { name: 'microgaming' })).toBeInTheDocument();
  });

  it('should say when no round matches, and when the history fails', async () => {
    await renderSlots({ [`GET ${historyPath}`]: slotsPage([], 1, 0) });
    expect(
      await screen.findByRole('heading', { name: 'No rounds match these filters' }),
    ).toBeInTheDocument();
  });

  it('should offer to try again after a failure', async () => {
    let fail = true;
    const { user } = await renderSlots({
      [`GET ${historyPath}`]: () => {
        if (fail) throw paymentRefusal(0, undefined, 502);
        return slotsPage(slotsRoundsFixture);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your rounds");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Casino rounds' })).toBeInTheDocument();
  });
});
