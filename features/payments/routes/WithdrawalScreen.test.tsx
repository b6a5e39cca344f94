import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetNotices, useNotices } from '../../core/notifications/index.ts';
import { createFixtureApi, type FixtureRoutes } from '../../core/testing/index.ts';
import {
  cashiersFixture,
  never,
  openTransactionsFixture,
  paymentRefusal,
  settingsFixture,
} from '../testing/fixtures.ts';
import { renderScreen } from '../testing/renderScreen.tsx';
import WithdrawalScreen from './WithdrawalScreen.tsx';

const settingsWithOwnEWalletLimits = {
  ...settingsFixture,
  limits: {
    ...settingsFixture.limits,
    payment: { ...settingsFixture.limits.payment, e_withdrawal: { min: 20_000, max: 500_000 } },
  },
};

/** The notices the shell would show, listed for assertions. */
function NoticeProbe() {
  const notices = useNotices();
  return (
    <ul aria-label="notices">
      {notices.map((notice) => (
        <li key={notice.id}>
          {'key' in notice.message ? notice.message.key : notice.message.text}
        </li>
      ))}
    </ul>
  );
}

async function renderWithdrawal(routes: FixtureRoutes = {}) {
  const api = createFixtureApi({
    'GET /api/site/settings': settingsWithOwnEWalletLimits,
    'GET /api/payment/get_cashier_list': { cashiers: cashiersFixture },
    'GET /api/payment/check_transactions': openTransactionsFixture,
    'POST /api/payment/withdrawal': (request: { body: unknown }) => ({
      id: 7,
      created_at: '2026-11-18T12:00:00.000Z',
      value: 15_000,
      type: 8,
      status: 0,
      currency: 'CLP',
      is_closed: false,
      payment_mode: 'card',
      purse: '4111',
      comment: null,
      balance: 985,
      request: request.body,
    }),
    ...routes,
  });
  const actions = { refresh: vi.fn(() => Promise.resolve()) };
  await renderScreen(
    <>
      <WithdrawalScreen />
      <NoticeProbe />
    </>,
    { api, actions },
  );
  return { api, actions, user: userEvent.setup() };
}

const method = () => screen.getByRole('combobox', { name: 'Withdrawal method' });
const amount = () => screen.getByRole('textbox', { name: 'Amount' });
const submit = () => screen.getByRole('button', { name: 'Request withdrawal' });
const posts = (api: { calls: { method: string }[] }) =>
  api.calls.filter((call) => call.method === 'POST');

afterEach(() => resetNotices());

describe('WithdrawalScreen', () => {
  it('should show a spinner while the limits load and list the withdrawals under way', async () => {
    await renderWithdrawal({ 'GET /api/site/settings': never });
    expect(screen.getByRole('status')).toHaveTextContent('Loading withdrawal limits');
    const pending = await screen.findByRole('list', { name: 'Withdrawals in progress' });
    const rows = within(pending).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('$25,000');
    expect(rows[0]).toHaveTextContent('In process');
    expect(rows[1]).toHaveTextContent('Created');
  });

  it('should check every field on submit without calling the platform', async () => {
    const { api, user } = await renderWithdrawal();
    await user.click(await screen.findByRole('button', { name: 'Request withdrawal' }));
    expect(method()).toHaveAccessibleDescription('Choose how you want to receive the money.');
    expect(screen.getByRole('textbox', { name: 'Payout details' })).toHaveAccessibleDescription(
      "Enter where you'll receive the money.",
    );
    expect(amount()).toHaveAccessibleDescription(expect.stringContaining('Enter an amount.'));
    expect(posts(api)).toEqual([]);
  });

  it('should use the e-wallet limits for Platilka', async () => {
    const { user } = await renderWithdrawal();
    await screen.findByRole('button', { name: 'Request withdrawal' });
    expect(amount()).toHaveAccessibleDescription('Minimum $10,000 · maximum $1,500,000');
    await user.selectOptions(method(), 'Platilka');
    expect(amount()).toHaveAccessibleDescription('Minimum $20,000 · maximum $500,000');
    await user.type(
      screen.getByRole('textbox', { name: 'Platilka phone or account' }),
      '987654321',
    );
    await user.type(amount(), '15000');
    await user.click(submit());
    expect(amount()).toHaveAccessibleDescription(
      expect.stringContaining('The amount is below the minimum. ($20,000)'),
    );
  });

  it('should pay out at a cashier chosen from the pinned list', async () => {
    const { api, user } = await renderWithdrawal({
      // A server that does not pin: the form still offers the head office first.
      'GET /api/payment/get_cashier_list': { cashiers: [...cashiersFixture].reverse() },
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Withdrawal method' }),
      'At a cashier (cash)',
    );
    const cashier = await screen.findByRole('combobox', { name: 'Cashier' });
    await waitFor(() => expect(cashier).toBeEnabled());
    const options = within(cashier).getAllByRole('option').slice(1);
    expect(options.map((option) => option.textContent)).toEqual([
      'Caja central',
      'María González',
      'Camila Rojas',
      'Andrés Soto',
      'Otro cajero (acordar con soporte)',
    ]);
    await user.selectOptions(cashier, 'Andrés Soto');
    expect(screen.getByText('Av. Balmaceda 2470, La Serena · +56 9 5567 3404')).toBeInTheDocument();
    await user.type(amount(), '15000');
    await user.click(submit());
    await waitFor(() =>
      expect(posts(api)).toMatchObject([
        {
          path: '/api/payment/withdrawal',
          body: { requisites: '', amount: 15_000, payment_mode: 'cashier', cashier_id: 5 },
        },
      ]),
    );
  });

  it('should confirm a request, read the balance again and start a fresh form', async () => {
    const { api, actions, user } = await renderWithdrawal();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Withdrawal method' }),
      'Bank card',
    );
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4111111111111111');
    await user.type(amount(), '15000');
    await user.click(submit());
    const notices = screen.getByRole('list', { name: 'notices' });
    await waitFor(() => expect(notices).toHaveTextContent('withdrawal.success'));
    expect(actions.refresh).toHaveBeenCalled();
    expect(posts(api)).toMatchObject([
      {
        body: {
          requisites: '4111111111111111',
          amount: 15_000,
          payment_mode: 'card',
          cashier_id: null,
        },
      },
    ]);
    await waitFor(() => expect(amount()).toHaveValue(''));
    expect(
      api.calls.filter((call) => call.path === '/api/payment/check_transactions'),
    ).toHaveLength(2);
  });

  it.each([
    [114, 'Only one withdrawal a day', 409, 'Only one withdrawal a day'],
    [114, undefined, 409, 'Only one withdrawal per day is allowed. Try again tomorrow.'],
    [106, 'Cantidad menor que mínima', 400, 'The amount is below the minimum.'],
    [501, undefined, 400, 'Insufficient funds. Top up and try again.'],
    [102, 'Unknown payment method', 400, 'Unknown payment method'],
  ])(
    'should show code %d (%s) and keep the typed values',
    async (code, serverMessage, httpStatus, shown) => {
      const { user } = await renderWithdrawal({
        'POST /api/payment/withdrawal': () => {
          throw paymentRefusal(code, serverMessage, httpStatus);
        },
      });
      await user.selectOptions(
        await screen.findByRole('combobox', { name: 'Withdrawal method' }),
        'Bank transfer',
      );
      await user.type(
        screen.getByRole('textbox', { name: 'Bank and account number' }),
        'Banco Estado 123',
      );
      await user.type(amount(), '20000');
      await user.click(submit());
      expect(await screen.findByRole('alert')).toHaveTextContent(shown);
      expect(method()).toHaveValue('bank_transfer');
      expect(screen.getByRole('textbox', { name: 'Bank and account number' })).toHaveValue(
        'Banco Estado 123',
      );
      expect(amount()).toHaveValue('20000');
      expect(screen.getByRole('list', { name: 'notices' })).toBeEmptyDOMElement();
    },
  );

  it('should say when the cashiers cannot be listed and try again', async () => {
    let fail = true;
    const { user } = await renderWithdrawal({
      'GET /api/payment/get_cashier_list': () => {
        if (fail) throw paymentRefusal(999);
        return { cashiers: cashiersFixture };
      },
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Withdrawal method' }),
      'At a cashier (cash)',
    );
    const cashier = screen.getByRole('combobox', { name: 'Cashier' });
    await waitFor(() =>
      expect(cashier).toHaveAccessibleDescription(
        "We couldn't get the list of cashiers. Try again later.",
      ),
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cashier).toBeEnabled());
  });
});
