import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetNotices } from '../../../core/notifications/index.ts';
import { signedInSession, storyText } from '../../../core/testing/index.ts';
import { lobbyGames } from '../testing/fixtures.ts';
import { loadedList } from '../testing/storyQueries.ts';
import { withLobbyFixture, type LobbyStoryFixture } from '../testing/storyFixture.tsx';
import LobbyScreen from './LobbyScreen.tsx';

const fixture = (lobby: LobbyStoryFixture) => ({ lobby: { path: '/slots/main', ...lobby } });

const meta = {
  title: 'Casino/Lobby/Lobby',
  component: LobbyScreen,
  decorators: [withLobbyFixture],
  parameters: fixture({}),
  beforeEach: () => resetNotices(),
} satisfies Meta<typeof LobbyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every game, ten at a time; "show more" adds the next ten. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await loadedList(canvasElement, storyText('casinoLobby:categories.all'));
    await userEvent.click(
      canvas.getByRole('button', { name: storyText('casinoLobby:state.showMore') }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
  },
};

export const Player: Story = { parameters: fixture({ session: signedInSession }) };

/** ?sF=1: the player's favourites; removing one drops its tile. */
export const Favourites: Story = {
  parameters: fixture({
    path: '/slots/main?sF=1',
    session: signedInSession,
    favourites: lobbyGames.slice(0, 3),
  }),
  play: async ({ canvasElement }) => {
    const list = await loadedList(canvasElement, storyText('casinoLobby:categories.favorite'));
    const name = lobbyGames[0]!.gameName;
    await userEvent.click(
      within(list).getByRole('button', { name: storyText('casino:tile.favourite', { name }) }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  },
};

/** A guest's favourites: the sign-in message. */
export const FavouritesGuest: Story = { parameters: fixture({ path: '/slots/main?sF=1' }) };

export const FavouritesEmpty: Story = {
  parameters: fixture({ path: '/slots/main?sF=1', session: signedInSession }),
};

export const Category: Story = { parameters: fixture({ path: '/slots/main?sC=card-games' }) };

export const Loading: Story = { parameters: fixture({ state: { games: 'loading' } }) };

export const LoadError: Story = { parameters: fixture({ state: { games: 'error' } }) };

export const English: Story = {
  globals: { language: 'en-US' },
  parameters: fixture({ session: signedInSession, path: '/slots/main?sC=slot-machines' }),
};
