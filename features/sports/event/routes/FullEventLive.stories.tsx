import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearBetslip } from '../../../betslip/index.ts';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import type { FeedLanguage } from '../../../core/testing/feedNames.ts';
import { createFixtureApi, storyText, type FixtureRequest } from '../../../core/testing/index.ts';
import type { FeedItem } from '../../shared/api/feedTypes.ts';
import {
  inFeedLanguage,
  inRequestLanguage,
  requestLanguage,
} from '../../shared/testing/feedFixtures.ts';
import {
  eventNotFound,
  eventNotLive,
  finishedFullEvent,
  liveAdd,
  liveFullEvent,
  liveTennisEvent,
  liveUnchanged,
  networkDown,
  never,
  polledTimestamp,
} from '../fixtures.ts';
import {
  brandPollingEvery,
  withFeedFixture,
  type FeedStoryFixture,
} from '../testing/storyFixture.tsx';
import FullEventLiveScreen from './FullEventLiveScreen.tsx';

/** A poll's answer from the timestamp it sent, in the language it asks for. */
type Poll = (timestamp: number, language: FeedLanguage) => unknown;

function fixture(
  poll: Poll,
  options: { id?: number; event?: FeedItem; brand?: Brand } = {},
): { feed: FeedStoryFixture } {
  const id = options.id ?? liveFullEvent.id;
  return {
    feed: {
      api: createFixtureApi({
        'GET /api/feed/live/*': (request: FixtureRequest) =>
          poll(polledTimestamp(request.path), requestLanguage(request)),
        [`GET /api/feed/games/${String(id)}`]: options.event
          ? inRequestLanguage(options.event)
          : never,
      }),
      path: `/full-event/live/${String(id)}`,
      brand: options.brand,
    },
  };
}

const steady =
  (event = liveFullEvent): Poll =>
  (timestamp, language) =>
    timestamp === 0 ? liveAdd(inFeedLanguage(event, language)) : liveUnchanged(timestamp);

const meta = {
  title: 'Sports/Event/FullEventLive',
  component: FullEventLiveScreen,
  decorators: [withFeedFixture],
  beforeEach: () => clearBetslip(),
  parameters: fixture(steady()),
} satisfies Meta<typeof FullEventLiveScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the first poll. */
export const Loading: Story = {
  parameters: fixture(never),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(storyText('event:loading'))).toBeVisible();
  },
};

/**
 * A Premier League match in the 67th minute: score, clock, period scores, the live statistics
 * and every market group. Tapping an odd adds it to the slip.
 */
export const LiveEvent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Arsenal – Chelsea' });
    await expect(
      canvas.getByRole('region', { name: storyText('event:stats.title') }),
    ).toHaveTextContent(`${storyText('event:stats.corners')}5:3`);
    const home = canvas.getByRole('button', { name: '1, 2.10' });
    await userEvent.click(home);
    await waitFor(() => expect(home).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** Live tennis: sets, the game's points, and the two-way layout. */
export const LiveTennis: Story = {
  parameters: fixture(steady(liveTennisEvent), { id: liveTennisEvent.id }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Carlos Alcaraz – Jannik Sinner' });
    await expect(
      canvas.getByText(storyText('event:header.points', { points: '30:15' })),
    ).toBeVisible();
  },
};

/** Polls fail after the first answer: the event stays on screen and the page says it retries. */
export const Reconnecting: Story = {
  parameters: fixture(
    (timestamp, language) =>
      timestamp === 0
        ? liveAdd(inFeedLanguage(liveFullEvent, language))
        : Promise.reject(networkDown()),
    { brand: brandPollingEvery(300) },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(storyText('sports:live.reconnecting'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Arsenal – Chelsea' }),
    ).toBeVisible();
  },
};

/** The match left live (63): its final state with each odd's result. */
export const Finished: Story = {
  parameters: fixture(() => Promise.reject(eventNotLive()), { event: finishedFullEvent }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(storyText('event:header.finished'))).toBeVisible();
    await expect(canvas.getAllByText(storyText('event:result.won')).length).toBeGreaterThan(0);
  },
};

/** An unknown id (612). */
export const NotFound: Story = {
  parameters: fixture(() => Promise.reject(eventNotFound())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: storyText('event:notFound') }),
    ).toBeVisible();
  },
};

/** The first poll failed: nothing to show yet, and a retry. */
export const LoadError: Story = {
  parameters: fixture(() => Promise.reject(networkDown())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: storyText('event:retry') }),
    ).toBeVisible();
  },
};

/** In Portuguese. */
export const Portuguese: Story = {
  globals: { language: 'pt-PT' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Arsenal – Chelsea' });
    await expect(canvas.getByText(storyText('event:header.live'))).toBeVisible();
  },
};
