import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createFixtureApi } from '../../core/testing/index.ts';
import {
  cashiersFixture,
  openTransactionsFixture,
  openWithdrawalsFixture,
  paymentRefusal,
  settingsFixture,
} from '../testing/fixtures.ts';
import { withFixtures } from '../testing/withFixtures.tsx';
import WithdrawalScreen from './WithdrawalScreen.tsx';
import { WithdrawalView } from './WithdrawalView.tsx';

const meta = {
  title: 'Payments/Withdrawal',
  component: WithdrawalView,
  args: {
    loading: false,
    currency: 'CLP',
    symbols: { CLP: '$' },
    limits: settingsFixture.limits.payment,
    cashiers: { status: 'ready', cashiers: cashiersFixture },
    pending: openWithdrawalsFixture,
    submitting: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof WithdrawalView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true, pending: undefined } };

/** The form and the withdrawals under way (check_transactions). */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Retirar' })).toBeVisible();
    const pending = canvas.getByRole('list', { name: 'Retiros en curso' });
    await expect(within(pending).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const NothingPending: Story = {
  args: { pending: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tienes retiros en curso.')).toBeVisible();
  },
};

/** A cash payout: the cashier list, head office first, with the chosen desk's address. */
export const CashierChosen: Story = {
  args: { defaultDraft: { mode: 'cashier', cashierId: '4', requisites: '', amount: '20000' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cashier = canvas.getByRole('combobox', { name: 'Caja' });
    const names = within(cashier)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names.slice(1, 2)).toEqual(['Caja central']);
    await expect(names.at(-1)).toBe('Otro cajero (acordar con soporte)');
    await expect(canvas.getByText(/Av\. O'Higgins 1560/)).toBeVisible();
  },
};

export const CashiersLoading: Story = {
  args: {
    cashiers: { status: 'loading' },
    defaultDraft: { mode: 'cashier', cashierId: '', requisites: '', amount: '' },
  },
};

export const CashiersFailed: Story = {
  args: {
    cashiers: { status: 'error', onRetry: fn(), retrying: false },
    defaultDraft: { mode: 'cashier', cashierId: '', requisites: '', amount: '' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Caja' })).toHaveAccessibleDescription(
      'No pudimos obtener una lista de cajeros. Inténtalo más tarde.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    if (args.cashiers.status === 'error') await expect(args.cashiers.onRetry).toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar retiro' }));
    await expect(canvas.getByRole('combobox', { name: 'Método de retiro' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Datos de pago' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Monto' })).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Above the maximum of the method's limits (spec, section 5). */
export const AboveMaximum: Story = {
  args: {
    defaultDraft: {
      mode: 'card',
      cashierId: '',
      requisites: '4111111111111111',
      amount: '2000000',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar retiro' }));
    await expect(canvas.getByRole('textbox', { name: 'Monto' })).toHaveAccessibleDescription(
      /Cantidad mayor que máxima/,
    );
  },
};

export const Submitting: Story = {
  args: {
    submitting: true,
    defaultDraft: {
      mode: 'bank_transfer',
      cashierId: '',
      requisites: 'Banco Estado 000123456789',
      amount: '15000',
    },
  },
};

/** Code 114 as the catalogue words it. */
export const OnePerDay: Story = {
  args: {
    serverError: 'Solo se permite un retiro por día. Inténtalo mañana.',
    defaultDraft: { mode: 'card', cashierId: '', requisites: '4111111111111111', amount: '15000' },
  },
};

export const English: Story = {
  args: { defaultDraft: { mode: 'platilka', cashierId: '', requisites: '', amount: '' } },
  globals: { language: 'en-US' },
};

const screenRoutes = {
  'GET /api/site/settings': settingsFixture,
  'GET /api/payment/get_cashier_list': { cashiers: cashiersFixture },
  'GET /api/payment/check_transactions': openTransactionsFixture,
};

async function fillCardWithdrawal(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(
    await canvas.findByRole('combobox', { name: 'Método de retiro' }),
    'Tarjeta bancaria',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Número de tarjeta' }),
    '4111111111111111',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: 'Monto' }), '15000');
  await userEvent.click(canvas.getByRole('button', { name: 'Solicitar retiro' }));
  return canvas;
}

/** The screen: a request goes through and the form starts afresh. */
export const ScreenSuccess: StoryObj<typeof WithdrawalScreen> = {
  render: () => <WithdrawalScreen />,
  decorators: [
    withFixtures(
      createFixtureApi({
        ...screenRoutes,
        'POST /api/payment/withdrawal': { ...openWithdrawalsFixture[1], id: 9, balance: 985 },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await fillCardWithdrawal(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Monto' })).toHaveValue(''));
  },
};

/** Codes 114, 106, 501 and 102 from the platform: its message, the typed values kept. */
export const ScreenOnePerDay: StoryObj<typeof WithdrawalScreen> = {
  render: () => <WithdrawalScreen />,
  decorators: [
    withFixtures(
      createFixtureApi({
        ...screenRoutes,
        'POST /api/payment/withdrawal': () => {
          throw paymentRefusal(114, 'Solo se permite un retiro por día', 409);
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await fillCardWithdrawal(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Solo se permite un retiro por día',
    );
    await expect(canvas.getByRole('textbox', { name: 'Monto' })).toHaveValue('15000');
  },
};

export const ScreenInsufficientFunds: StoryObj<typeof WithdrawalScreen> = {
  render: () => <WithdrawalScreen />,
  decorators: [
    withFixtures(
      createFixtureApi({
        ...screenRoutes,
        'POST /api/payment/withdrawal': () => {
          throw paymentRefusal(501);
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await fillCardWithdrawal(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Fondos insuficientes. Recarga e inténtalo de nuevo.',
    );
  },
};

export const ScreenBelowMinimum: StoryObj<typeof WithdrawalScreen> = {
  render: () => <WithdrawalScreen />,
  decorators: [
    withFixtures(
      createFixtureApi({
        ...screenRoutes,
        'POST /api/payment/withdrawal': () => {
          throw paymentRefusal(106, 'Cantidad menor que mínima');
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await fillCardWithdrawal(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Cantidad menor que mínima');
  },
};

export const ScreenUnknownMethod: StoryObj<typeof WithdrawalScreen> = {
  render: () => <WithdrawalScreen />,
  decorators: [
    withFixtures(
      createFixtureApi({
        ...screenRoutes,
        'POST /api/payment/withdrawal': () => {
          throw paymentRefusal(102);
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await fillCardWithdrawal(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Pago no encontrado.');
  },
};
