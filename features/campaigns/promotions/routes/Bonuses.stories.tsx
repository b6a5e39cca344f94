import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VisuallyHidden } from '../../../../design-system/index.ts';
import { closeAuthModal } from '../../../core/authModal/index.ts';
import { ApiError } from '../../../core/errors/index.ts';
import { formatMoney } from '../../../core/format/index.ts';
import type { Session } from '../../../core/session/index.ts';
import {
  AuthModalState,
  asTextContent,
  createFixtureApi,
  fixtureBrand,
  neverAnswer,
  signedInSession,
  storyLocale,
  storyText,
  withAppFixture,
  type AppFixture,
  type FixtureRoutes,
} from '../../../core/testing/index.ts';
import { settingsPath } from '../api/bonusSettings.ts';
import { settingsFixture, usdSettingsFixture } from '../testing/fixtures.ts';
import { withPromotionsLocales } from '../testing/storyLocales.tsx';
import BonusesScreen from './BonusesScreen.tsx';

const route = `GET ${settingsPath}`;

function fixture(
  routes: FixtureRoutes = {},
  extra: Partial<AppFixture> & { session?: Session } = {},
): { app: AppFixture } {
  return {
    app: {
      api: createFixtureApi({ [route]: settingsFixture, ...routes }),
      session: signedInSession,
      path: '/bellator',
      ...extra,
    },
  };
}

/** Fails until the story's retry: the answer after a failure. */
const flaky = { failed: false };

const meta = {
  title: 'Promotions/Bonuses',
  component: BonusesScreen,
  decorators: [withPromotionsLocales, withAppFixture],
  // The app shows the page inside its gutters (inPageGutter in the descriptor), as padded here.
  parameters: { ...fixture(), layout: 'padded' },
} satisfies Meta<typeof BonusesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bonus amount as the cards write it (the settings' currency, the story's language), read as text. */
const money = (amount: number, currency: string) =>
  asTextContent(
    formatMoney(amount, currency, storyLocale(), {
      symbols: fixtureBrand.currencies.symbols,
    }),
  );

const welcomeBonus = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('article', {
    name: storyText('promotions:bonuses.registration.title'),
  });

const signUpName = () => storyText('promotions:bonuses.guest.signUp');
const retryName = () => storyText('promotions:retry');
const { bonus } = settingsFixture.limits;

/**
 * A CLP player: the welcome bonus the platform credits at sign-up, then the brand's campaigns;
 * no card for the settings' express bonus, cashback or bonus bets, which nothing pays.
 */
export const Player: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const welcome = await welcomeBonus(context.canvasElement);
    await expect(welcome).toHaveTextContent(
      money(bonus.registrationBonus ?? 0, settingsFixture.currency),
    );
    await expect(welcome).toHaveTextContent(storyText('promotions:bonuses.registration.text'));
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(
      canvas.getByRole('link', { name: storyText('promotions:bonuses.freeBets.action') }),
    ).toHaveAttribute('href', '/free-bets');
    await expect(canvas.queryByRole('button', { name: signUpName() })).toBeNull();
  },
};

/** A guest sees the same bonuses with a call to sign up, which opens registration. */
export const Guest: Story = {
  parameters: fixture({}, { session: { status: 'guest' } }),
  render: () => (
    <>
      <BonusesScreen />
      <VisuallyHidden>
        <AuthModalState />
      </VisuallyHidden>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const call = await canvas.findByRole('region', {
      name: storyText('promotions:bonuses.guest.title'),
    });
    await userEvent.click(within(call).getByRole('button', { name: signUpName() }));
    await expect(canvas.getByRole('status', { name: 'Auth modal' })).toHaveTextContent(
      'registration',
    );
    closeAuthModal();
  },
};

/** A USD player: the amounts in dollars. */
export const DollarPlayer: Story = {
  parameters: fixture({ [route]: usdSettingsFixture }),
  globals: { language: 'en-US' },
  play: async (context) => {
    await expect(await welcomeBonus(context.canvasElement)).toHaveTextContent(
      money(usdSettingsFixture.limits.bonus.registrationBonus ?? 0, usdSettingsFixture.currency),
    );
  },
};

/** A brand without campaigns whose platform offers no bonus. */
export const NothingOnOffer: Story = {
  parameters: fixture(
    { [route]: { ...settingsFixture, limits: { ...settingsFixture.limits, bonus: {} } } },
    { brand: { ...fixtureBrand, campaigns: {} } },
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: storyText('promotions:bonuses.emptyTitle'),
      }),
    ).toBeVisible();
  },
};

/** Waiting for the settings. */
export const Loading: Story = { parameters: fixture({ [route]: neverAnswer }) };

/** The settings could not be loaded: the reason and a retry. */
export const LoadFailed: Story = {
  parameters: fixture({
    [route]: () => {
      throw new ApiError({ kind: 'network' });
    },
  }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(storyText('promotions:bonuses.errorTitle'));
    await expect(within(alert).getByRole('button', { name: retryName() })).toBeEnabled();
  },
};

/** Retry after a failure loads the bonuses. */
export const RetryAfterFailure: Story = {
  beforeEach: () => {
    flaky.failed = false;
  },
  parameters: fixture({
    [route]: () => {
      if (flaky.failed) return settingsFixture;
      flaky.failed = true;
      throw new ApiError({ kind: 'server', httpStatus: 503 });
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: retryName() }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(await welcomeBonus(canvasElement)).toBeVisible();
  },
};

export const PortugueseGuest: Story = {
  parameters: fixture({}, { session: { status: 'guest' } }),
  globals: { language: 'pt-PT' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: signUpName() }),
    ).toBeVisible();
  },
};
