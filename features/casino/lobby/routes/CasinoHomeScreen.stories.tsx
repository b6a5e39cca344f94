import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetNotices } from '../../../core/notifications/index.ts';
import { signedInSession, storyText } from '../../../core/testing/index.ts';
import { lobbyGames } from '../testing/fixtures.ts';
import { loadedList } from '../testing/storyQueries.ts';
import { withLobbyFixture, type LobbyStoryFixture } from '../testing/storyFixture.tsx';
import CasinoHomeScreen from './CasinoHomeScreen.tsx';

const fixture = (lobby: LobbyStoryFixture) => ({ lobby });

const meta = {
  title: 'Casino/Lobby/CasinoHome',
  component: CasinoHomeScreen,
  decorators: [withLobbyFixture],
  parameters: fixture({}),
  beforeEach: () => resetNotices(),
} satisfies Meta<typeof CasinoHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const guestMessage = () => storyText('casino:guest.message');
const bestGames = () => storyText('casinoLobby:home.bestGames');
const category = (id: string) => storyText(`casinoLobby:categories.${id}`);
const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('searchbox', { name: storyText('casinoLobby:search.label') });
const favouriteStar = (name: string) => storyText('casino:tile.favourite', { name });

/** A guest: the sign-in message, quick links, the best games and the first provider blocks. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(guestMessage())).toBeVisible();
    const best = await loadedList(canvasElement, bestGames());
    await expect(within(best).getAllByRole('listitem')).toHaveLength(6);
    await expect(await canvas.findByRole('heading', { name: 'NetEnt' })).toBeVisible();
  },
};

/** A signed-in player: tiles open their games, stars show the favourites, crash is offered. */
export const Player: Story = {
  parameters: fixture({ session: signedInSession, favourites: [lobbyGames[0]!] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: category('crash') })).toBeVisible();
    await expect(canvas.queryByText(guestMessage())).toBeNull();
  },
};

/** Placeholders of the loaded size hold every block's place. */
export const Loading: Story = {
  parameters: fixture({ state: { games: 'loading', providers: 'loading' } }),
};

/** The lists failed: the reason from the error catalogue, and a retry each. */
export const LoadError: Story = {
  parameters: fixture({ state: { games: 'error', providers: 'error' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(storyText('casinoLobby:state.loadError'))).toBeVisible();
  },
};

/** An empty catalogue. */
export const Empty: Story = { parameters: fixture({ games: [] }) };

/** Typing searches after 500 ms; the results replace the best games and the provider blocks. */
export const SearchResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'golden');
    const results = storyText('casinoLobby:search.results', { query: 'golden' });
    await expect(await canvas.findByRole('heading', { level: 2, name: results })).toBeVisible();
    await loadedList(canvasElement, results);
    await expect(canvas.queryByRole('heading', { name: 'Pragmatic Play' })).toBeNull();
    await expect(
      canvas.queryByRole('heading', { name: storyText('casinoLobby:home.bestGames') }),
    ).toBeNull();
  },
};

/** A search that finds nothing. */
export const SearchEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'zzz{Enter}');
    await expect(
      await canvas.findByText(storyText('casinoLobby:search.empty', { query: 'zzz' })),
    ).toBeVisible();
  },
};

/** A category from the address (?sC=popular): its games, ten a page. */
export const Category: Story = {
  parameters: fixture({ path: '/slots/home?sC=popular' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: category('popular') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await loadedList(canvasElement, category('popular'));
  },
};

/** Choosing a category replaces the provider blocks with its games. */
export const ChooseCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: category('roulette') }));
    // The router applies the new address in a transition: the chip is pressed once it lands.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: category('roulette') })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    const list = await loadedList(canvasElement, category('roulette'));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A guest's tile is inert: tapping it says that signing in is needed. */
export const GuestTileTap: Story = {
  play: async ({ canvasElement }) => {
    const best = await loadedList(canvasElement, bestGames());
    const first = lobbyGames.find((game) => game.isDefault)!;
    await userEvent.click(
      within(best).getByRole('button', {
        name: storyText('casino:tile.openGuest', { name: first.gameName }),
      }),
    );
    // The notification fades in: its first frame is transparent.
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(page.getByText(storyText('errors:notice.pleaseAuth'))).toBeVisible(),
    );
  },
};

/** The favourites filter asks a guest to sign in, once. */
export const FavouritesGuest: Story = {
  parameters: fixture({ path: '/slots/home?sC=favorite' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(guestMessage())).toHaveLength(1);
  },
};

/** A player's favourites; removing one drops its tile. */
export const Favourites: Story = {
  parameters: fixture({
    session: signedInSession,
    favourites: lobbyGames.slice(0, 3),
    path: '/slots/home?sC=favorite',
  }),
  play: async ({ canvasElement }) => {
    const list = await loadedList(canvasElement, category('favorite'));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const name = lobbyGames[0]!.gameName;
    await userEvent.click(within(list).getByRole('button', { name: favouriteStar(name) }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  },
};

/** Scrolling to the end shows two more provider blocks. */
export const MoreProviders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedList(canvasElement, 'NetEnt');
    canvasElement.ownerDocument.defaultView?.scrollTo(0, canvasElement.scrollHeight);
    await expect(await canvas.findByRole('heading', { name: 'Amatic' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Greentube' })).toBeInTheDocument();
  },
};

export const English: Story = { globals: { language: 'en-US' } };

export const Portuguese: Story = {
  globals: { language: 'pt-PT' },
  parameters: fixture({ session: signedInSession, path: '/slots/home?sC=roulette' }),
};

/** While the session is checked: the sign-in message's place is kept, unseen (no layout shift). */
export const SessionChecking: Story = {
  parameters: fixture({ session: { status: 'checking' } }),
};
