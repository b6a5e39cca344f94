import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearBetslip } from '../../../betslip/index.ts';
import { createFixtureApi, storyText } from '../../../core/testing/index.ts';
import { listInRequestLanguage } from '../../shared/testing/feedFixtures.ts';
import { withFeedFixture, type FeedStoryFixture } from '../../event/testing/storyFixture.tsx';
import { madridResults, never, searchFailure } from '../fixtures.ts';
import LineSearchScreen from './LineSearchScreen.tsx';

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
  title: 'Sports/Search/LineSearch',
  component: LineSearchScreen,
  decorators: [withFeedFixture],
  beforeEach: () => clearBetslip(),
  parameters: fixture('/line/search/madrid'),
} satisfies Meta<typeof LineSearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /Search without text: the form and a hint only. */
export const EmptyForm: Story = {
  parameters: fixture('/Search'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(storyText('search:hint'))).toBeVisible();
  },
};

/** Submitting goes to /line/search/<text>, whose text the screen reads back and searches. */
export const SubmitSearch: Story = {
  parameters: fixture('/Search'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: storyText('search:form.field') }),
      'madrid',
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText('search:form.submit') }));
    await expect(await canvas.findByText(storyText('search:found', { count: 4 }))).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('madrid');
  },
};

/** A blank search says what is missing and asks nothing. */
export const BlankSearch: Story = {
  parameters: fixture('/Search'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText('search:form.submit') }));
    await expect(canvas.getByRole('searchbox')).toHaveAccessibleDescription(
      storyText('search:form.required'),
    );
  },
};

/** Line events found for "madrid", by sport and tourney, with the count and collapse-all. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(storyText('search:found', { count: 4 }))).toBeVisible();
    const away = canvas.getByRole('button', { name: '2, 1.62' });
    await userEvent.click(away);
    await expect(away).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Collapse all closes every tourney while any is open; the toggle then expands all. */
export const CollapsedAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: storyText('search:collapseAll') }),
    );
    await expect(canvas.getByRole('button', { name: storyText('search:expandAll') })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The search runs. */
export const Loading: Story = {
  parameters: fixture('/line/search/madrid', never),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(storyText('search:loading'))).toBeVisible();
  },
};

/** Nothing matches the text. */
export const NoResults: Story = {
  parameters: fixture('/line/search/zzz', []),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: storyText('search:empty', { text: 'zzz' }) }),
    ).toBeVisible();
  },
};

/** The search failed: the reason and a retry. */
export const SearchError: Story = {
  parameters: fixture('/line/search/madrid', () => Promise.reject(searchFailure())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: storyText('search:retry') }),
    ).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(storyText('search:found', { count: 4 })),
    ).toBeVisible();
  },
};
