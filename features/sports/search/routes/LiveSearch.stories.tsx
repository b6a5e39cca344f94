import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearBetslip } from '../../../betslip/index.ts';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { withFeedFixture, type FeedStoryFixture } from '../../event/testing/storyFixture.tsx';
import { madridResults, searchFailure } from '../fixtures.ts';
import LiveSearchScreen from './LiveSearchScreen.tsx';

function fixture(path: string, answer: unknown = madridResults): { feed: FeedStoryFixture } {
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
    await expect(within(canvasElement).getByText(/eventos en vivo/)).toBeVisible();
  },
};

/** Live events found for "madrid": score and clock on each row. */
export const LiveResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Encontrados: 2')).toBeVisible();
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
    await expect(await canvas.findByText('Encontrados: 2')).toBeVisible();
  },
};

/** No live event matches (line ones are left out). */
export const NoResults: Story = {
  parameters: fixture('/live/search/getafe', [madridResults[3]]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No hay eventos en vivo para «getafe»' }),
    ).toBeVisible();
  },
};

/** The search failed. */
export const SearchError: Story = {
  parameters: fixture('/live/search/madrid', () => Promise.reject(searchFailure())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
