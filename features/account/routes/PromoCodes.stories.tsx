import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../core/errors/index.ts';
import {
  asTextContent,
  createFixtureApi,
  fieldLabel,
  fixtureBrand,
  fixturePlayer,
  signedInSession,
  storyLanguage,
  storyLocale,
  storyText,
} from '../../core/testing/index.ts';
import { moneyFormat } from '../components/money.ts';
import type { PromoCodeActivation, PromoCodeCheck } from '../model/promoCode.ts';
import {
  freeBetsActivation,
  freeBetsCheck,
  promoRefusal,
  promoRefusalText,
  welcomeActivation,
  welcomeCheck,
} from '../testing/fixtures.ts';
import { never, withAccountFixture, type AccountFixture } from '../testing/storyFixture.tsx';
import PromoCodesScreen from './PromoCodesScreen.tsx';

function fixture(routes: Record<string, unknown>): { account: AccountFixture } {
  return {
    account: {
      api: createFixtureApi(routes),
      session: signedInSession,
      actions: { refresh: fn(() => Promise.resolve()) },
      path: '/profile/promotional-codes',
    },
  };
}

/** A code the platform refuses, with its message in the story's language (promoMessages.ts). */
function refused(code: number) {
  return fixture({
    'POST /api/payment/check_promocode': () =>
      Promise.reject(promoRefusal(code, promoRefusalText(code, storyLanguage()))),
  });
}

const reloadCheck: PromoCodeCheck = {
  code: 'RELOAD50',
  type: 'deposit-bonus',
  amount: 4000,
  free_bets: 0,
  percent: 50,
  valid_until: null,
};
const reloadActivation: PromoCodeActivation = {
  ...reloadCheck,
  free_bets: { active: 0, inactive: 2 },
  balance: 1000,
  bonus_balance: 4100,
};

const meta = {
  title: 'Account/PromoCodes',
  component: PromoCodesScreen,
  decorators: [withAccountFixture],
  parameters: fixture({
    'POST /api/payment/check_promocode': welcomeCheck,
    'POST /api/payment/promocode/activation': welcomeActivation,
  }),
} satisfies Meta<typeof PromoCodesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

interface PlayContext {
  canvasElement: HTMLElement;
  loaded: Record<string, unknown>;
}

const activateName = () => storyText('account:promo.activate');

function playCode(
  code: string,
  expected: (field: HTMLElement, root: HTMLElement, context: PlayContext) => Promise<void>,
) {
  return async (context: PlayContext) => {
    const canvas = within(context.canvasElement);
    const field = canvas.getByLabelText(fieldLabel(storyText('account:promo.code')));
    await userEvent.type(field, code);
    await userEvent.click(canvas.getByRole('button', { name: activateName() }));
    await expected(field, context.canvasElement, context);
  };
}

/** A refusal's message, as the platform sends it in the story's language. */
function playRefusal(code: number, typed: string) {
  return playCode(typed, async (field) => {
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(promoRefusalText(code, storyLanguage())),
    );
  });
}

const result = (root: HTMLElement) =>
  within(root).getByRole('status', { name: storyText('account:promo.result') });

/** Money as the screen writes it: the player's currency, the story's language, brand symbols. */
const money = (amount: number) =>
  moneyFormat(fixturePlayer.currency, storyLocale(), fixtureBrand.currencies.symbols)(amount);

export const Empty: Story = {};

/** Activate without a code: the field asks for one; nothing is sent. */
export const CodeRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: activateName() }));
    await expect(
      canvas.getByLabelText(fieldLabel(storyText('account:promo.code'))),
    ).toHaveAccessibleDescription(storyText('account:promo.required'));
  },
};

/** Check and activation run: the button shows a spinner. */
export const Activating: Story = {
  parameters: fixture({ 'POST /api/payment/check_promocode': never }),
  play: playCode('WELCOME100', async (_field, root) => {
    await expect(within(root).getByRole('button', { name: activateName() })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  }),
};

/** A bonus code: the amount credited to the bonus wallet and the bonus balance after it. */
export const BonusCredited: Story = {
  play: playCode('WELCOME100', async (_field, root) => {
    const credited = storyText('account:promo.bonusCredited', {
      amount: money(welcomeActivation.amount),
    });
    await waitFor(() => expect(result(root)).toHaveTextContent(asTextContent(credited)));
  }),
};

/** A free-bet code: how many free bets came, and how many are active now. */
export const FreeBetsCredited: Story = {
  parameters: fixture({
    'POST /api/payment/check_promocode': freeBetsCheck,
    'POST /api/payment/promocode/activation': freeBetsActivation,
  }),
  play: playCode('FREEBETS3', async (_field, root) => {
    const received = storyText('account:promo.freeBetsCredited', {
      count: freeBetsCheck.free_bets,
    });
    await waitFor(() => expect(result(root)).toHaveTextContent(received));
  }),
};

/** A deposit bonus: a share of the last top-up, credited as bonus. */
export const DepositBonusCredited: Story = {
  parameters: fixture({
    'POST /api/payment/check_promocode': reloadCheck,
    'POST /api/payment/promocode/activation': reloadActivation,
  }),
  play: playCode('RELOAD50', async (_field, root) => {
    await waitFor(() => expect(result(root)).toHaveTextContent('RELOAD50'));
  }),
};

/** 2200: no such code. */
export const NotFound: Story = {
  parameters: refused(2200),
  play: playRefusal(2200, 'NOEXISTE'),
};

/** 2201: expired. */
export const Expired: Story = {
  parameters: refused(2201),
  play: playRefusal(2201, 'SUMMER2025'),
};

/** 2202: this player already activated it. */
export const AlreadyActivated: Story = {
  parameters: refused(2202),
  play: playRefusal(2202, 'WELCOME100'),
};

/** 2207: the player belongs to another partner. */
export const OtherPartnersCode: Story = {
  parameters: refused(2207),
  play: playRefusal(2207, 'RIVAL-PARTNER'),
};

/** 2214: the deposit bonus's conditions are not met. */
export const ConditionsNotMet: Story = {
  parameters: refused(2214),
  play: playRefusal(2214, 'HIGHROLLER'),
};

/** No connection: the catalogue's message, the code kept. */
export const NoConnection: Story = {
  parameters: fixture({
    'POST /api/payment/check_promocode': () =>
      Promise.reject(new ApiError({ kind: 'network', message: 'offline' })),
  }),
  play: playCode('WELCOME100', async (field) => {
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(storyText('errors:general.network')),
    );
    await expect(field).toHaveValue('WELCOME100');
  }),
};

/** The bonus in English, where the sign goes before the amount. */
export const EnglishBonus: Story = {
  globals: { language: 'en-US' },
  play: BonusCredited.play,
};
