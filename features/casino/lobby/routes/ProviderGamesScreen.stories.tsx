import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInSession, storyText } from '../../../core/testing/index.ts';
import { lobbyGames } from '../testing/fixtures.ts';
import { withLobbyFixture, type LobbyStoryFixture } from '../testing/storyFixture.tsx';
import ProviderGamesScreen from './ProviderGamesScreen.tsx';

const fixture = (lobby: LobbyStoryFixture) => ({
  lobby: { path: '/slots/provider-games?sP=netent', ...lobby },
});

const meta = {
  title: 'Casino/Lobby/ProviderGames',
  component: ProviderGamesScreen,
  decorators: [withLobbyFixture],
  parameters: fixture({}),
} satisfies Meta<typeof ProviderGamesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const netent = lobbyGames.filter((game) => game.provider === 'netent');

export const Provider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'NetEnt' })).toBeVisible();
  },
};

/** The favourites tab: the player's favourites of this provider. */
export const FavouritesTab: Story = {
  parameters: fixture({
    session: signedInSession,
    favourites: [netent[0]!, netent[2]!, lobbyGames[0]!],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('tab', { name: storyText('casinoLobby:providerGames.favourites') }),
    );
    const favourites = storyText('casinoLobby:providerGames.favouritesOf', { name: 'NetEnt' });
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: favourites })).getAllByRole('link'),
      ).toHaveLength(2),
    );
  },
};

/** The horse race: provider "Universal Race". */
export const HorseRace: Story = {
  parameters: fixture({
    path: '/slots/provider-games?sP=Universal%20Race',
    session: signedInSession,
  }),
};

/** A provider the catalogue does not have: back to the provider list. */
export const Unknown: Story = {
  parameters: fixture({ path: '/slots/provider-games?sP=nobody' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', {
        name: storyText('casinoLobby:providerGames.allProviders'),
      }),
    ).toHaveAttribute('href', '/slots/providers');
  },
};

export const Loading: Story = {
  parameters: fixture({ state: { games: 'loading', providers: 'loading' } }),
};

export const LoadError: Story = { parameters: fixture({ state: { games: 'error' } }) };

export const Portuguese: Story = { globals: { language: 'pt-PT' } };
