import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetNotices } from '../../../core/notifications/index.ts';
import { signedInSession } from '../../../core/testing/index.ts';
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

/** A guest: the sign-in message, quick links, the best games and the first provider blocks. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Para usar las casino, inicie sesión.')).toBeVisible();
    const best = await loadedList(canvasElement, 'Mejores juegos');
    await expect(within(best).getAllByRole('listitem')).toHaveLength(6);
    await expect(await canvas.findByRole('heading', { name: 'NetEnt' })).toBeVisible();
  },
};

/** A signed-in player: tiles open their games, stars show the favourites, crash is offered. */
export const Player: Story = {
  parameters: fixture({ session: signedInSession, favourites: [lobbyGames[0]!] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Crash' })).toBeVisible();
    await expect(canvas.queryByText('Para usar las casino, inicie sesión.')).toBeNull();
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
    await expect(await canvas.findByText('No pudimos cargar los juegos')).toBeVisible();
  },
};

/** An empty catalogue. */
export const Empty: Story = { parameters: fixture({ games: [] }) };

/** Typing searches after 500 ms; the results replace the provider blocks. */
export const SearchResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar juegos' }), 'golden');
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Resultados para «golden»' }),
    ).toBeVisible();
    await loadedList(canvasElement, 'Resultados para «golden»');
    await expect(canvas.queryByRole('heading', { name: 'Pragmatic Play' })).toBeNull();
  },
};

/** A search that finds nothing. */
export const SearchEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar juegos' }), 'zzz{Enter}');
    await expect(await canvas.findByText('No hay juegos con «zzz»')).toBeVisible();
  },
};

/** A category from the address (?sC=popular): its games, ten a page. */
export const Category: Story = {
  parameters: fixture({ path: '/slots/home?sC=popular' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Top tragamonedas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await loadedList(canvasElement, 'Top tragamonedas');
  },
};

/** Choosing a category replaces the provider blocks with its games. */
export const ChooseCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ruleta' }));
    await expect(canvas.getByRole('button', { name: 'Ruleta' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const list = await loadedList(canvasElement, 'Ruleta');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A guest's tile is inert: tapping it says that signing in is needed. */
export const GuestTileTap: Story = {
  play: async ({ canvasElement }) => {
    const best = await loadedList(canvasElement, 'Mejores juegos');
    await userEvent.click(within(best).getAllByRole('button', { name: /inicia sesión/ })[0]!);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Por favor, inicia sesión.'),
    ).toBeVisible();
  },
};

/** The favourites filter asks a guest to sign in, once. */
export const FavouritesGuest: Story = {
  parameters: fixture({ path: '/slots/home?sC=favorite' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Para usar las casino, inicie sesión.')).toHaveLength(1);
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
    const list = await loadedList(canvasElement, 'Favoritos');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const name = lobbyGames[0]!.gameName;
    await userEvent.click(within(list).getByRole('button', { name: `${name} en favoritos` }));
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
