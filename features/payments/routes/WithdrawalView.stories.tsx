import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney } from '../../core/format/index.ts';
import {
  containing,
  createFixtureApi,
  storyLanguage,
  storyLocale,
  storyText,
} from '../../core/testing/index.ts';
import type { CashierList } from '../components/CashierField.tsx';
import {
  cashiersFixture,
  cashiersIn,
  openTransactionsFixture,
  openWithdrawalsFixture,
  paymentMessages,
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
  render: (args) => <WithdrawalView {...args} cashiers={namedInStoryLanguage(args.cashiers)} />,
} satisfies Meta<typeof WithdrawalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A loaded list as the platform answers it in the story's language (its pinned cashiers named). */
function namedInStoryLanguage(list: CashierList): CashierList {
  return list.status === 'ready' ? { ...list, cashiers: cashiersIn(storyLanguage()) } : list;
}

const amountField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: storyText('payments:amount.label') });
const methodField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: storyText('payments:withdrawal.method') });
const submitName = () => storyText('payments:withdrawal.submit');

export const Loading: Story = { args: { loading: true, pending: undefined } };

/** The form and the withdrawals under way (check_transactions). */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText('payments:withdrawal.title') }),
    ).toBeVisible();
    const pending = canvas.getByRole('list', {
      name: storyText('payments:withdrawal.pending.title'),
    });
    await expect(within(pending).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const NothingPending: Story = {
  args: { pending: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(storyText('payments:withdrawal.pending.none')),
    ).toBeVisible();
  },
};

/** A cash payout: the cashier list, head office first, with the chosen desk's address. */
export const CashierChosen: Story = {
  args: { defaultDraft: { mode: 'cashier', cashierId: '4', requisites: '', amount: '20000' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cashier = canvas.getByRole('combobox', {
      name: storyText('payments:withdrawal.cashier'),
    });
    const names = within(cashier)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // The platform's order: head office first, "another cashier" last.
    const cashiers = cashiersIn(storyLanguage());
    await expect(names.slice(1, 2)).toEqual([cashiers[0]?.first_name]);
    await expect(names.at(-1)).toBe(cashiers.at(-1)?.first_name);
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
    await expect(
      canvas.getByRole('combobox', { name: storyText('payments:withdrawal.cashier') }),
    ).toHaveAccessibleDescription(storyText('errors:payment.cashiersUnavailable'));
    await userEvent.click(canvas.getByRole('button', { name: storyText('payments:retry') }));
    if (args.cashiers.status === 'error') await expect(args.cashiers.onRetry).toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: submitName() }));
    await expect(methodField(canvasElement)).toBeInvalid();
    await expect(
      canvas.getByRole('textbox', { name: storyText('payments:withdrawal.requisites.generic') }),
    ).toBeInvalid();
    await expect(amountField(canvasElement)).toBeInvalid();
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
  play: async (context) => {
    const { canvasElement, args } = context;
    await userEvent.click(within(canvasElement).getByRole('button', { name: submitName() }));
    // A card payout: the withdrawal limits, the maximum as the view writes money.
    const maximum = formatMoney(
      settingsFixture.limits.payment.withdrawal.max,
      args.currency,
      storyLocale(),
      {
        symbols: args.symbols,
      },
    );
    // The description holds the limits' hint, then the error.
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(
      containing(storyText('payments:amount.aboveMaximum', { max: maximum })),
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
  'GET /api/payment/get_cashier_list': () => ({ cashiers: cashiersIn(storyLanguage()) }),
  'GET /api/payment/check_transactions': openTransactionsFixture,
};

async function fillCardWithdrawal(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(
    await canvas.findByRole('combobox', { name: storyText('payments:withdrawal.method') }),
    storyText('payments:withdrawal.mode.card'),
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: storyText('payments:withdrawal.requisites.card') }),
    '4111111111111111',
  );
  await userEvent.type(amountField(canvasElement), '15000');
  await userEvent.click(canvas.getByRole('button', { name: submitName() }));
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
    await fillCardWithdrawal(canvasElement);
    await waitFor(() => expect(amountField(canvasElement)).toHaveValue(''));
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
          throw paymentRefusal(114, paymentMessages.onePerDay[storyLanguage()], 409);
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await fillCardWithdrawal(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      paymentMessages.onePerDay[storyLanguage()],
    );
    await expect(amountField(canvasElement)).toHaveValue('15000');
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
      storyText('errors:other.insufficientFunds'),
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
          throw paymentRefusal(106, paymentMessages.belowMinimum[storyLanguage()]);
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await fillCardWithdrawal(canvasElement);
    // The Spanish text is one the specs quote, shown from the catalogue; the others as sent.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      paymentMessages.belowMinimum[storyLanguage()],
    );
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
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      storyText('errors:payment.badPaymentId'),
    );
  },
};
