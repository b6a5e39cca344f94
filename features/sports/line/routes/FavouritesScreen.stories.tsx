import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sportName } from '../../../core/testing/feedNames.ts';
import { signedInSession, storyLanguage, storyText } from '../../../core/testing/index.ts';
import { favourite, finishedEvent, lineEvents } from '../fixtures.ts';
import { withLineFixture, type LineStoryFixture } from '../testing/storyFixture.tsx';
import FavouritesScreen from './FavouritesScreen.tsx';

const events = lineEvents('es');
const favourites = [
  finishedEvent,
  ...events.filter((event) => [100101, 100201, 100112].includes(event.id)),
].map((event) => favourite(event));

const fixture = (line: LineStoryFixture) => ({
  line: { path: '/Favorite', session: signedInSession, favourites, ...line },
});

const meta = {
  title: 'Sports/Line/Favourites',
  component: FavouritesScreen,
  decorators: [withLineFixture],
  parameters: fixture({}),
} satisfies Meta<typeof FavouritesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped by sport and tourney, earliest first; finished ones apart, without prices. */
export const Favourites: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: sportName(1, storyLanguage()) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: storyText('line:favourites.finished') }),
    ).toBeVisible();
  },
};

/** A guest is asked to log in (spec: needAuth). */
export const Guest: Story = {
  parameters: fixture({ session: { status: 'guest' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText('errors:notice.needAuth'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: storyText('line:favourites.logIn') }),
    ).toBeVisible();
  },
};

export const Loading: Story = { parameters: fixture({ favourites: 'loading' }) };

export const Empty: Story = { parameters: fixture({ favourites: [] }) };

export const LoadError: Story = { parameters: fixture({ event: 'error' }) };

export const English: Story = { globals: { language: 'en-US' } };
