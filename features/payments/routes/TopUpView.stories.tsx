import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { brandText } from '../../core/brand/index.ts';
import { formatMoney } from '../../core/format/index.ts';
import {
  containing,
  createFixtureApi,
  fixtureBrand,
  storyLanguage,
  storyLocale,
  storyText,
} from '../../core/testing/index.ts';
import {
  never,
  paymentMessages,
  paymentRefusal,
  settingsFixture,
  usdSession,
} from '../testing/fixtures.ts';
import { withFixtures } from '../testing/withFixtures.tsx';
import TopUpScreen from './TopUpScreen.tsx';
import { TopUpView } from './TopUpView.tsx';

/**
 * Names a brand gives some of the aggregator's modes (the cards and e-wallets); the view calls
 * the others by their kind and place ("Cripto 2").
 */
const modeNames = {
  '63': 'Visa',
  '160': 'Mastercard',
  '114': 'MACH',
  '64': 'Mercado Pago',
  '150': 'Tenpo',
  '2': 'Skrill',
};

const meta = {
  title: 'Payments/TopUp',
  component: TopUpView,
  args: {
    status: 'form',
    currency: 'CLP',
    symbols: { CLP: '$' },
    limits: settingsFixture.limits.payment,
    phoneCountries: ['CL', 'BR', 'VE'],
    usdTopUp: { href: 'https://chat.example.com/demo-bet/usd-top-up', external: true },
    modeNames,
    submitting: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof TopUpView>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: storyText('payments:amount.label') });
const submitName = () => storyText('payments:topUp.submit');

/** An aggregator mode as the demo brand names it, in the story's language (the screen stories). */
function demoModeName(mode: string): string {
  const name = brandText(
    fixtureBrand.paymentModes?.[mode],
    storyLocale(),
    fixtureBrand.languages.default ?? 'es-es',
  );
  if (!name) throw new Error(`The demo brand names no payment mode ${mode}.`);
  return name;
}

/** A mode the brand does not name: its kind and place among that kind's modes. */
const unnamedMode = (kind: 'crypto', place: number) =>
  storyText('payments:topUp.unnamedMode', {
    kind: storyText(`payments:topUp.kind.${kind}`),
    place,
  });

interface MoneyContext {
  loaded: Record<string, unknown>;
  args: { currency: string; symbols?: Record<string, string | undefined> | undefined };
}

/** An amount as the view writes it: its currency and symbols, in the story's language. */
const money = (context: MoneyContext, amount: number) =>
  formatMoney(amount, context.args.currency, storyLocale(), {
    symbols: context.args.symbols,
  });

/** The amount's hint: the method's limits. */
const range = (context: MoneyContext, limits: { min: number; max: number }) =>
  storyText('payments:amount.range', {
    min: money(context, limits.min),
    max: money(context, limits.max),
  });

const { top_up: topUpLimits, e_top_up: eWalletLimits } = settingsFixture.limits.payment;

/** The initial-loading flag: the limits are on their way. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      storyText('payments:topUp.loading'),
    );
  },
};

export const Form: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText('payments:topUp.title') }),
    ).toBeVisible();
    await expect(amountField(context.canvasElement)).toHaveAccessibleDescription(
      range(context, topUpLimits),
    );
    // The brand names the cards; the cryptocurrencies go by their kind and place.
    await expect(canvas.getByRole('button', { name: modeNames['63'] })).toBeVisible();
    const crypto = canvas.getByRole('group', { name: storyText('payments:topUp.group.crypto') });
    await expect(
      within(crypto)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([unnamedMode('crypto', 1), unnamedMode('crypto', 2), unnamedMode('crypto', 3)]);
  },
};

/** An aggregator e-wallet: the e-wallet limits apply. */
export const EWalletChosen: Story = {
  args: { defaultMethodId: 'aggregator:114' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: modeNames['114'] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(amountField(context.canvasElement)).toHaveAccessibleDescription(
      range(context, eWalletLimits),
    );
  },
};

/** Platilka's mobile method charges a phone, so it asks for the number. */
export const PlatilkaMobile: Story = {
  args: { defaultMethodId: 'platilka:mobile' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: storyText('payments:topUp.phone') }),
    ).toBeVisible();
  },
};

/** A number with every digit but no owner (CL 000000000) is refused before the round trip. */
export const PlatilkaMobileImpossibleNumber: Story = {
  args: { defaultMethodId: 'platilka:mobile' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(amountField(canvasElement), '7000');
    const phone = canvas.getByRole('textbox', { name: storyText('payments:topUp.phone') });
    await userEvent.type(phone, '000000000');
    await userEvent.click(canvas.getByRole('button', { name: submitName() }));
    await expect(phone).toHaveAccessibleDescription(
      expect.stringContaining(storyText('payments:topUp.phoneInvalid')),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: submitName() }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyText('payments:topUp.chooseMethod'),
    );
    await expect(amountField(canvasElement)).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec, section 5: below the minimum reads the catalogue's 'Cantidad menor que mínima'. */
export const BelowMinimum: Story = {
  args: { defaultMethodId: 'aggregator:63' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await userEvent.type(amountField(canvasElement), '5000');
    await userEvent.click(canvas.getByRole('button', { name: submitName() }));
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(
      containing(
        `${storyText('errors:payment.belowMinimum')} (${money(context, topUpLimits.min)})`,
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { defaultMethodId: 'payku:webpay', submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: submitName() })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The platform's refusal of the amount, in the story's language as the platform sends it. */
export const ServerError: Story = {
  args: { defaultMethodId: 'aggregator:63' },
  render: (args) => (
    <TopUpView {...args} serverError={paymentMessages.aboveMaximum[storyLanguage()]} />
  ),
};

/** Spec, section 2: USD players top up through the brand's chat. */
export const UsdPlayer: Story = {
  args: { status: 'usd', currency: 'USD' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: containing(storyText('payments:topUp.usd.chat')),
    });
    await expect(link).toHaveAttribute('href', 'https://chat.example.com/demo-bet/usd-top-up');
  },
};

/** A brand without any chat: the contacts page instead. */
export const UsdPlayerWithoutChat: Story = {
  args: { status: 'usd', currency: 'USD', usdTopUp: { href: '/contacts', external: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: storyText('payments:topUp.usd.contacts') }),
    ).toHaveAttribute('href', '/contacts');
  },
};

export const English: Story = {
  args: { defaultMethodId: 'aggregator:160' },
  globals: { language: 'en-US' },
};

export const Portuguese: Story = {
  args: { defaultMethodId: 'platilka:wallet' },
  globals: { language: 'pt-PT' },
};

const goToCheckout = fn();

/** The screen against a fixture platform: the init answers, the browser would leave. */
export const ScreenStartsCheckout: StoryObj<typeof TopUpScreen> = {
  render: () => <TopUpScreen goToCheckout={goToCheckout} />,
  decorators: [
    withFixtures(
      createFixtureApi({
        'GET /api/site/settings': settingsFixture,
        'POST /api/payment/freekassa/init': {
          url: '/demo/checkout/3f2a9c0d?lang=es',
          payment_id: 12,
          status: 0,
          amount: 6000,
          currency: 'CLP',
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: demoModeName('63') }));
    await userEvent.type(amountField(canvasElement), '6000');
    await userEvent.click(canvas.getByRole('button', { name: submitName() }));
    await waitFor(() =>
      expect(goToCheckout).toHaveBeenCalledWith('/demo/checkout/3f2a9c0d?lang=es'),
    );
  },
};

/** The platform refuses (code 101): its message shows and the typed amount stays. */
export const ScreenServerRefusal: StoryObj<typeof TopUpScreen> = {
  render: () => <TopUpScreen goToCheckout={fn()} />,
  decorators: [
    withFixtures(
      createFixtureApi({
        'GET /api/site/settings': settingsFixture,
        'POST /api/payment/freekassa/init': () => {
          throw paymentRefusal(101, paymentMessages.aboveMaximum[storyLanguage()]);
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: demoModeName('160') }));
    await userEvent.type(amountField(canvasElement), '8000');
    await userEvent.click(canvas.getByRole('button', { name: submitName() }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      paymentMessages.aboveMaximum[storyLanguage()],
    );
    await expect(amountField(canvasElement)).toHaveValue('8000');
  },
};

export const ScreenLoading: StoryObj<typeof TopUpScreen> = {
  render: () => <TopUpScreen />,
  decorators: [withFixtures(createFixtureApi({ 'GET /api/site/settings': never }))],
};

export const ScreenUsdPlayer: StoryObj<typeof TopUpScreen> = {
  render: () => <TopUpScreen />,
  decorators: [
    withFixtures(createFixtureApi({ 'GET /api/site/settings': settingsFixture }), usdSession),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', {
        name: containing(storyText('payments:topUp.usd.chat')),
      }),
    ).toHaveAttribute('href', 'https://chat.example.com/demo-bet/usd-top-up');
  },
};
