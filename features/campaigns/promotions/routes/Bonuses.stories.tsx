import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VisuallyHidden } from '../../../../design-system/index.ts';
import { closeAuthModal } from '../../../core/authModal/index.ts';
import { ApiError } from '../../../core/errors/index.ts';
import type { Session } from '../../../core/session/index.ts';
import {
  AuthModalState,
  createFixtureApi,
  fixtureBrand,
  neverAnswer,
  signedInSession,
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

/** A CLP player: every bonus of the settings, then the brand's campaigns. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const welcome = await canvas.findByRole('article', { name: 'Bono de bienvenida' });
    await expect(welcome).toHaveTextContent('10.000,00');
    await expect(canvas.getByRole('article', { name: 'Bono de combinadas' })).toHaveTextContent(
      'Hasta +10 %',
    );
    await expect(canvas.getByRole('link', { name: 'Ver mis apuestas gratis' })).toHaveAttribute(
      'href',
      '/free-bets',
    );
    await expect(canvas.queryByRole('button', { name: 'Regístrate' })).toBeNull();
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
    const call = await canvas.findByRole('region', { name: 'Regístrate y obtén tus bonos' });
    await userEvent.click(within(call).getByRole('button', { name: 'Regístrate' }));
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
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('article', { name: 'Welcome bonus' }),
    ).toHaveTextContent('$10.00');
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
      await within(canvasElement).findByRole('heading', { name: 'No hay bonos por ahora' }),
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
    await expect(alert).toHaveTextContent('No pudimos cargar los bonos');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
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
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getByRole('article', { name: 'Bono de bienvenida' })).toBeVisible();
  },
};

export const PortugueseGuest: Story = {
  parameters: fixture({}, { session: { status: 'guest' } }),
  globals: { language: 'pt-PT' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Registar' }),
    ).toBeVisible();
  },
};
