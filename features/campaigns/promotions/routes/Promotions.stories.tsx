import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../core/errors/index.ts';
import {
  createFixtureApi,
  fixtureBrand,
  neverAnswer,
  withAppFixture,
  type AppFixture,
  type FixtureRoutes,
} from '../../../core/testing/index.ts';
import { phoneWinnersPath } from '../api/phoneWinners.ts';
import { ownPrizeFixture, phoneWinnerSession, promotionFixture } from '../testing/fixtures.ts';
import { withPromotionsLocales } from '../testing/storyLocales.tsx';
import PromotionsScreen from './PromotionsScreen.tsx';

const route = `GET ${phoneWinnersPath}`;

function fixture(routes: FixtureRoutes = {}): { app: AppFixture } {
  return {
    app: { api: createFixtureApi({ [route]: promotionFixture, ...routes }), path: '/promotions' },
  };
}

/** Fails until the story's retry: the answer after a failure. */
const flaky = { failed: false };

const meta = {
  title: 'Promotions/Promotions',
  component: PromotionsScreen,
  decorators: [withPromotionsLocales, withAppFixture],
  // The app shows the page inside its gutters (inPageGutter in the descriptor), as padded here.
  parameters: { ...fixture(), layout: 'padded' },
} satisfies Meta<typeof PromotionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The latest week as a guest or another player sees it: phone prizes with their type, never
 * their claim code; BIG WINs, cash wins; rules; earlier weeks.
 */
export const Winners: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: /^Ganadores de la semana del 9–15/ });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Premio: teléfono');
    await expect(rows[0]).not.toHaveTextContent('PH-');
    await expect(rows[2]).toHaveTextContent('BIG WIN');
    await expect(rows[3]).not.toHaveTextContent('BIG WIN');
    await expect(canvas.getByRole('region', { name: 'Reglas' })).toBeVisible();
  },
};

/** The phone winner signed in: their own claim code, only the prize type for the other phone. */
export const OwnClaimCode: Story = {
  parameters: {
    app: {
      api: createFixtureApi({ [route]: ownPrizeFixture }),
      path: '/promotions',
      session: phoneWinnerSession,
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const t = (loaded.i18n as i18n).getFixedT(null, 'promotions');
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: /9–15/ });
    const [own, other] = within(list).getAllByRole('listitem');
    const phone = t('winner.codeTypePhone');
    await expect(own).toHaveTextContent(t('winner.code', { type: phone, code: 'PH-7K2M-Q9XA' }));
    await expect(other).toHaveTextContent(t('winner.prizeType', { type: phone }));
    await expect(other).not.toHaveTextContent('PH-');
  },
};

/** An earlier week opened on its winners. */
export const HistoryOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = await canvas.findByRole('region', { name: 'Semanas anteriores' });
    const week = within(history).getByRole('button', { name: /^2–8 nov 2026/ });
    await userEvent.click(week);
    await expect(week).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('list', { name: /^Ganadores de la semana del 2–8/ });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The week closed without winners. */
export const EmptyWeek: Story = {
  parameters: fixture({
    [route]: { ...promotionFixture, current: { ...promotionFixture.current, winners: [] } },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No hay ganadores esta semana' }),
    ).toBeVisible();
  },
};

/** Waiting for the platform. */
export const Loading: Story = { parameters: fixture({ [route]: neverAnswer }) };

/** The platform could not be reached: the reason and a retry. */
export const LoadFailed: Story = {
  parameters: fixture({
    [route]: () => {
      throw new ApiError({ kind: 'network' });
    },
  }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No pudimos cargar los ganadores');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  },
};

/** Retry after a failure loads the winners. */
export const RetryAfterFailure: Story = {
  beforeEach: () => {
    flaky.failed = false;
  },
  parameters: fixture({
    [route]: () => {
      if (flaky.failed) return promotionFixture;
      flaky.failed = true;
      throw new ApiError({ kind: 'server', httpStatus: 503 });
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(
      canvas.getByRole('list', { name: /^Ganadores de la semana del 9–15/ }),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: /^Winners of the week of 9–15/ }),
    ).toBeVisible();
  },
};

export const PortugueseDark: Story = {
  globals: { language: 'pt-PT', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Últimos vencedores' }),
    ).toBeVisible();
  },
};

/** A brand that runs no phone-prize draw (nightbet): the page says so and asks for nothing. */
export const NotRunByTheBrand: Story = {
  parameters: {
    app: {
      api: createFixtureApi({}),
      path: '/promotions',
      brand: { ...fixtureBrand, campaigns: { promotions: { enabled: false } } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Esta promoción no está disponible' }),
    ).toBeVisible();
  },
};
