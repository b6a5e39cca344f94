import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearBetslip } from '../../../betslip/index.ts';
import { createFixtureApi, storyText } from '../../../core/testing/index.ts';
import { listInRequestLanguage } from '../../shared/testing/feedFixtures.ts';
import { withFeedFixture, type FeedStoryFixture } from '../../event/testing/storyFixture.tsx';
import { madridResults, searchFailure } from '../fixtures.ts';
import LiveSearchScreen from './LiveSearchScreen.tsx';

function fixture(
  path: string,
  answer: unknown = listInRequestLanguage(madridResults),
): { feed: FeedStoryFixture } {
  return {
    feed: {
      api: createFixtureApi({ 'POST /api/remote/SearchFullByCulture': answer }),
      path,
    },
  };
}

const meta = {
  title: 'Sports/Search/LiveSearch',
  component: LiveSearchScreen,
  decorators: [withFeedFixture],
  beforeEach: () => clearBetslip(),
  parameters: fixture('/live/search/madrid'),
} satisfies Meta<typeof LiveSearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /live/search without text: the form and a hint. */
export const EmptyForm: Story = {
  parameters: fixture('/live/search'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(storyText('search:liveHint'))).toBeVisible();
  },
};

/** Live events found for "madrid": score and clock on each row. */
export const LiveResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(storyText('search:found', { count: 2 }))).toBeVisible();
    await expect(
      canvas.getByRole('article', { name: 'Rayo Vallecano - Atlético Madrid' }),
    ).toHaveTextContent('38:12');
  },
};

/** Submitting goes to /live/search/<text>. */
export const SubmitSearch: Story = {
  parameters: fixture('/live/search'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'madrid{Enter}');
    await expect(await canvas.findByText(storyText('search:found', { count: 2 }))).toBeVisible();
  },
};

/** No live event matches (line ones are left out). */
export const NoResults: Story = {
  parameters: fixture('/live/search/getafe', listInRequestLanguage(madridResults.slice(3, 4))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: storyText('search:liveEmpty', { text: 'getafe' }),
      }),
    ).toBeVisible();
  },
};

/** The search failed. */
export const SearchError: Story = {
  parameters: fixture('/live/search/madrid', () => Promise.reject(searchFailure())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: storyText('search:retry') }),
    ).toBeVisible();
  },
};
