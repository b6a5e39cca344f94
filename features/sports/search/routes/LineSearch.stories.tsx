import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearBetslip } from '../../../betslip/index.ts';
import { createFixtureApi } from '../../../core/testing/index.ts';
import { withFeedFixture, type FeedStoryFixture } from '../../event/testing/storyFixture.tsx';
import { madridResults, never, searchFailure } from '../fixtures.ts';
import LineSearchScreen from './LineSearchScreen.tsx';

function fixture(path: string, answer: unknown = madridResults): { feed: FeedStoryFixture } {
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
    await expect(within(canvasElement).getByText(/pulsa Buscar/)).toBeVisible();
  },
};

/** Submitting goes to /line/search/<text>, whose text the screen reads back and searches. */
export const SubmitSearch: Story = {
  parameters: fixture('/Search'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Equipo o torneo' }), 'madrid');
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(await canvas.findByText('Encontrados: 4')).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('madrid');
  },
};

/** A blank search says what is missing and asks nothing. */
export const BlankSearch: Story = {
  parameters: fixture('/Search'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(canvas.getByRole('searchbox')).toHaveAccessibleDescription(
      'Escribe un equipo o torneo para buscar.',
    );
  },
};

/** Line events found for "madrid", by sport and tourney, with the count and collapse-all. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Encontrados: 4')).toBeVisible();
    const away = canvas.getByRole('button', { name: '2, 1.62' });
    await userEvent.click(away);
    await expect(away).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Collapse all closes every tourney while any is open; the toggle then expands all. */
export const CollapsedAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Contraer todo' }));
    await expect(canvas.getByRole('button', { name: 'Expandir todo' })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The search runs. */
export const Loading: Story = {
  parameters: fixture('/line/search/madrid', never),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Buscando…')).toBeVisible();
  },
};

/** Nothing matches the text. */
export const NoResults: Story = {
  parameters: fixture('/line/search/zzz', []),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No se encontró nada para «zzz»' }),
    ).toBeVisible();
  },
};

/** The search failed: the reason and a retry. */
export const SearchError: Story = {
  parameters: fixture('/line/search/madrid', () => Promise.reject(searchFailure())),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Found: 4')).toBeVisible();
  },
};
