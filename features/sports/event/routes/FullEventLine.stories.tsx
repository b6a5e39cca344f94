import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearBetslip } from '../../../betslip/index.ts';
import { createFixtureApi, storyLanguage, storyText } from '../../../core/testing/index.ts';
import { feedEvent, inFeedLanguage, inRequestLanguage } from '../../shared/testing/feedFixtures.ts';
import {
  eventNotFound,
  fullTennisMarkets,
  lineFullEvent,
  networkDown,
  never,
} from '../fixtures.ts';
import { withFeedFixture, type FeedStoryFixture } from '../testing/storyFixture.tsx';
import FullEventLineScreen from './FullEventLineScreen.tsx';

function fixture(answer: unknown, id = 100132): { feed: FeedStoryFixture } {
  return {
    feed: {
      api: createFixtureApi({ [`GET /api/feed/games/${String(id)}`]: answer }),
      path: `/full-event/line/${String(id)}`,
    },
  };
}

const meta = {
  title: 'Sports/Event/FullEventLine',
  component: FullEventLineScreen,
  decorators: [withFeedFixture],
  beforeEach: () => clearBetslip(),
  parameters: fixture(inRequestLanguage(lineFullEvent)),
} satisfies Meta<typeof FullEventLineScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Real Madrid – Atlético Madrid' });

/** The event loads: skeletons under the page heading. */
export const Loading: Story = {
  parameters: fixture(never),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(storyText('event:loading'))).toBeVisible();
  },
};

/**
 * A LaLiga match before kick-off: every group in the order 1, 8, 2, 17, then the rest; handicap
 * and total lines with their size. Closing a group hides its prices; tapping an odd adds it.
 */
export const LineEvent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const shown = inFeedLanguage(lineFullEvent, storyLanguage());
    const doubleChance = canvas.getByRole('button', {
      name: shown.markets.find((market) => market.groupId === 8)?.name,
    });
    await userEvent.click(doubleChance);
    await expect(doubleChance).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: '1X, 1.30' })).toBeNull();
    const draw = canvas.getByRole('button', { name: 'X, 3.40' });
    await userEvent.click(draw);
    await waitFor(() => expect(draw).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** A sport without draws: the 1 2 result layout, and correct score in rows of two. */
export const NoDrawSport: Story = {
  parameters: fixture(
    inRequestLanguage(
      feedEvent({
        id: 100318,
        sportId: 4,
        sportName: 'Tenis',
        champId: 4001,
        champName: 'ATP Finales',
        countryId: 2,
        countryName: 'Europa',
        team1: 'Carlos Alcaraz',
        team2: 'Jannik Sinner',
        markets: fullTennisMarkets(100318),
      }),
    ),
    100318,
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Carlos Alcaraz – Jannik Sinner' });
    await expect(canvas.getByRole('button', { name: '2:1, 3.90' })).toBeVisible();
  },
};

/** The id is unknown (612): a way back to the top events. */
export const NotFound: Story = {
  parameters: fixture(() => Promise.reject(eventNotFound())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: storyText('event:notFound') }),
    ).toBeVisible();
  },
};

/** The event could not be loaded: the reason and a retry. */
export const LoadError: Story = {
  parameters: fixture(() => Promise.reject(networkDown())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: storyText('event:retry') }),
    ).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const starts = storyText('event:header.starts');
    await expect(
      within(canvasElement).getByText((content) => content.includes(starts)),
    ).toBeVisible();
  },
};
