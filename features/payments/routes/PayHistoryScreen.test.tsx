import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../schemas/generated/brand.ts';
import { createFixtureApi, fixtureBrand, type FixtureRoutes } from '../../core/testing/index.ts';
import { paymentRefusal, paymentsFixture, withdrawalsFixture } from '../testing/fixtures.ts';
import { renderScreen } from '../testing/renderScreen.tsx';
import PayHistoryScreen from './PayHistoryScreen.tsx';

const historyPath = '/api/payment/history/payment-with-withdrawal';

async function renderHistory(routes: FixtureRoutes = {}, brand?: Brand) {
  const api = createFixtureApi({
    [`GET ${historyPath}`]: {
      // Oldest first on purpose: the screen sorts them itself.
      payments: [...paymentsFixture].reverse(),
      withdrawals: withdrawalsFixture,
    },
    ...routes,
  });
  await renderScreen(<PayHistoryScreen today="2026-11-18T12:00:00" />, { api, brand });
  return { api, user: userEvent.setup() };
}

const historyCalls = (api: { calls: { path: string; query: unknown }[] }) =>
  api.calls.filter((call) => call.path === historyPath).map((call) => call.query);

describe('PayHistoryScreen', () => {
  it('should ask for the last 30 days and list top-ups and withdrawals newest first', async () => {
    const { api } = await renderHistory();
    const list = await screen.findByRole('list', { name: 'Top-ups and withdrawals' });
    expect(historyCalls(api)).toEqual([{ begin: '2026-10-19', end: '2026-11-18' }]);
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-19');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-18');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('span span')?.textContent)).toEqual([
      'Withdrawal',
      'Top-up',
      'Cashier withdrawal',
      'Withdrawal',
      'Top-up at a cashier',
      'Withdrawal',
      'Top-up via aggregator',
      'Top-up by the operator',
    ]);
    expect(rows[0]).toHaveTextContent(
      `${dayjs('2026-11-15T15:00:00.000Z').format('DD.MM.YYYY HH:mm')} · Bank transfer`,
    );
    expect(rows[0]).toHaveTextContent('−$12,000');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[1]).toHaveTextContent('+$8,000');
    expect(rows[1]).toHaveTextContent('Completed');
    expect(rows[3]).toHaveTextContent('Cancelled');
  });

  describe('a withdrawal to an aggregator mode', () => {
    const routes = {
      [`GET ${historyPath}`]: {
        payments: [],
        withdrawals: [
          { ...withdrawalsFixture[0], id: 8, payment_mode: '63' },
          { ...withdrawalsFixture[0], id: 7, payment_mode: '45' },
        ],
      },
    };
    const modes = async () =>
      within(await screen.findByRole('list', { name: 'Top-ups and withdrawals' }))
        .getAllByRole('listitem')
        .map((row) => / · ([^−]+)−/u.exec(row.textContent ?? '')?.[1]);

    it('should be named as the brand names the mode', async () => {
      await renderHistory(routes);
      expect(await modes()).toEqual(['Visa card', 'Bitcoin']);
    });

    it('should be named by its kind and place when the brand names none', async () => {
      await renderHistory(routes, { ...fixtureBrand, paymentModes: {} });
      expect(await modes()).toEqual(['Card 1', 'Crypto 1']);
    });
  });

  it('should load another range once it is valid', async () => {
    const { api, user } = await renderHistory();
    await screen.findByRole('list', { name: 'Top-ups and withdrawals' });
    const from = screen.getByLabelText('From');
    // jsdom's date input takes no typing; the browser reports a whole date as one change.
    fireEvent.change(from, { target: { value: '2026-11-20' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      "The last day can't be before the first.",
    );
    expect(historyCalls(api)).toHaveLength(1);
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(historyCalls(api)).toEqual([
        { begin: '2026-10-19', end: '2026-11-18' },
        { begin: '2026-11-01', end: '2026-11-18' },
      ]),
    );
  });

  it('should say when there is nothing in the range', async () => {
    await renderHistory({ [`GET ${historyPath}`]: { payments: [], withdrawals: [] } });
    expect(
      await screen.findByRole('heading', { name: 'No payments on these dates' }),
    ).toBeInTheDocument();
  });

  it('should show a failure with a way to try again', async () => {
    let fail = true;
    const { user } = await renderHistory({
      [`GET ${historyPath}`]: () => {
        if (fail) throw paymentRefusal(500, undefined, 500);
        return { payments: paymentsFixture, withdrawals: [] };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your history");
    expect(alert).toHaveTextContent('The service is temporarily unavailable.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('list', { name: 'Top-ups and withdrawals' }),
    ).toBeInTheDocument();
  });
});
