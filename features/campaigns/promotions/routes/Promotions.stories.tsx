import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../core/errors/index.ts';
import {
  createFixtureApi,
  fixtureBrand,
  neverAnswer,
  startingWith,
  storyLanguage,
  storyText,
  withAppFixture,
  type AppFixture,
  type FixtureRoutes,
} from '../../../core/testing/index.ts';
import { phoneWinnersPath } from '../api/phoneWinners.ts';
import { weekLabel, type WinnersWeek } from '../model/phoneWinners.ts';
import {
  currentWeek,
  historyWeeks,
  ownPrizeIn,
  phoneWinnerCode,
  phoneWinnerSession,
  promotionIn,
} from '../testing/fixtures.ts';
import { withPromotionsLocales } from '../testing/storyLocales.tsx';
import PromotionsScreen from './PromotionsScreen.tsx';

const route = `GET ${phoneWinnersPath}`;

/** The promotion as the platform answers it, in the story's language. */
const promotion = () => promotionIn(storyLanguage());

function fixture(routes: FixtureRoutes = {}): { app: AppFixture } {
  return {
    app: { api: createFixtureApi({ [route]: promotion, ...routes }), path: '/promotions' },
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

/** A week's winners list, named by its dates as the page writes them in the story's language. */
const winnersOf = (root: HTMLElement, { week }: WinnersWeek) =>
  within(root).findByRole('list', {
    name: storyText('promotions:week.winnersOf', { range: weekLabel(week, storyLanguage()) }),
  });

const retryName = () => storyText('promotions:retry');

/**
 * The latest week as a guest or another player sees it: phone prizes with their type, never
 * their claim code; BIG WINs, cash wins; rules; earlier weeks.
 */
export const Winners: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await winnersOf(canvasElement, currentWeek);
    const rows = within(list).getAllByRole('listitem');
    const bigWin = storyText('promotions:winner.bigWin');
    await expect(rows[0]).toHaveTextContent(
      storyText('promotions:winner.prizeType', {
        type: storyText('promotions:winner.codeTypePhone'),
      }),
    );
    await expect(rows[0]).not.toHaveTextContent('PH-');
    await expect(rows[2]).toHaveTextContent(bigWin);
    await expect(rows[3]).not.toHaveTextContent(bigWin);
    await expect(
      canvas.getByRole('region', { name: storyText('promotions:rules.title') }),
    ).toBeVisible();
  },
};

/** The phone winner signed in: their own claim code, only the prize type for the other phone. */
export const OwnClaimCode: Story = {
  parameters: {
    app: {
      api: createFixtureApi({ [route]: () => ownPrizeIn(storyLanguage()) }),
      path: '/promotions',
      session: phoneWinnerSession,
    },
  },
  play: async ({ canvasElement }) => {
    const list = await winnersOf(canvasElement, currentWeek);
    const [own, other] = within(list).getAllByRole('listitem');
    const phone = storyText('promotions:winner.codeTypePhone');
    await expect(own).toHaveTextContent(
      storyText('promotions:winner.code', { type: phone, code: phoneWinnerCode }),
    );
    await expect(other).toHaveTextContent(
      storyText('promotions:winner.prizeType', { type: phone }),
    );
    await expect(other).not.toHaveTextContent('PH-');
  },
};

/** An earlier week opened on its winners. */
export const HistoryOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = await canvas.findByRole('region', {
      name: storyText('promotions:history.title'),
    });
    const [earlier] = historyWeeks;
    if (!earlier) throw new Error('The fixture has no earlier week.');
    // The week's trigger: its dates, then how many won.
    const week = within(history).getByRole('button', {
      name: startingWith(weekLabel(earlier.week, storyLanguage())),
    });
    await userEvent.click(week);
    await expect(week).toHaveAttribute('aria-expanded', 'true');
    const list = await winnersOf(canvasElement, earlier);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(earlier.winners.length);
  },
};

/** The week closed without winners. */
export const EmptyWeek: Story = {
  parameters: fixture({
    [route]: () => ({ ...promotion(), current: { ...currentWeek, winners: [] } }),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: storyText('promotions:week.emptyTitle'),
      }),
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
    await expect(alert).toHaveTextContent(storyText('promotions:errorTitle'));
    await expect(within(alert).getByRole('button', { name: retryName() })).toBeEnabled();
  },
};

/** Retry after a failure loads the winners. */
export const RetryAfterFailure: Story = {
  beforeEach: () => {
    flaky.failed = false;
  },
  parameters: fixture({
    [route]: () => {
      if (flaky.failed) return promotion();
      flaky.failed = true;
      throw new ApiError({ kind: 'server', httpStatus: 503 });
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: retryName() }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(await winnersOf(canvasElement, currentWeek)).toBeVisible();
  },
};

export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(await winnersOf(canvasElement, currentWeek)).toBeVisible();
  },
};

export const PortugueseDark: Story = {
  globals: { language: 'pt-PT', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: storyText('promotions:current.title'),
      }),
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
      within(canvasElement).getByRole('heading', {
        name: storyText('promotions:unavailable.title'),
      }),
    ).toBeVisible();
  },
};
