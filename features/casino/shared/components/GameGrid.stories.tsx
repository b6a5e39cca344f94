import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../../../../design-system/index.ts';
import {
  createFixtureApi,
  inStoryLanguage,
  signedInSession,
  storyText,
  withAppFixture,
} from '../../../core/testing/index.ts';
import type { SlotGame } from '../model/slotGame.ts';
import { favouriteRoutes, fixtureGames } from '../testing/fixtures.ts';
import { GameGrid } from './GameGrid.tsx';
import { useTileActions } from './useTileActions.ts';

/** The grid with the current player's real tile actions (favourites through the fixture API). */
function Grid({ loading = false }: { loading?: boolean }) {
  const actions = useTileActions();
  return (
    <Box padding="gutter">
      <GameGrid
        games={fixtureGames}
        actions={actions}
        loading={loading}
        priorityCount={2}
        label={inStoryLanguage({ es: 'Juegos', en: 'Games', pt: 'Jogos' })}
      />
    </Box>
  );
}

const meta = {
  title: 'Casino/GameGrid',
  component: Grid,
  decorators: [withAppFixture],
  parameters: {
    layout: 'fullscreen',
    app: {
      api: createFixtureApi(favouriteRoutes([fixtureGames[1]!])),
      session: signedInSession,
      path: '/slots/main',
    },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const gatesOfLuck = fixtureGames[0]!;
const bookOfDunes = fixtureGames[1]!;
const fruitFiesta = fixtureGames[2]!;
const favouriteStar = (game: SlotGame) =>
  storyText('casino:tile.favourite', { name: game.gameName });

/** A player's grid: each tile opens its game; one is already a favourite. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', {
        name: storyText('casino:tile.open', { name: gatesOfLuck.gameName }),
      }),
    ).toHaveAttribute('href', '/slots/pragmatic/game-1');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: favouriteStar(bookOfDunes) })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  },
};

/** Tapping the star adds the game to the favourites. */
export const AddFavourite: Story = {
  parameters: {
    app: { api: createFixtureApi(favouriteRoutes()), session: signedInSession },
  },
  play: async ({ canvasElement }) => {
    const star = within(canvasElement).getByRole('button', { name: favouriteStar(fruitFiesta) });
    await waitFor(() => expect(star).toBeEnabled());
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** A guest's tiles are inert: they say that signing in is needed. */
export const Guest: Story = {
  parameters: {
    app: { api: createFixtureApi(favouriteRoutes()), session: { status: 'guest' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(
      canvas.getByRole('button', {
        name: storyText('casino:tile.openGuest', { name: gatesOfLuck.gameName }),
      }),
    ).toBeVisible();
  },
};

/** Placeholders of the tiles' shape while the list loads, so nothing moves when it arrives. */
export const Loading: Story = { args: { loading: true } };

/** In English. */
export const English: Story = { globals: { language: 'en-US' } };
