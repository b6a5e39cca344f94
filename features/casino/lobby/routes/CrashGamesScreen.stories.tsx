import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signedInSession, storyText } from '../../../core/testing/index.ts';
import { withLobbyFixture, type LobbyStoryFixture } from '../testing/storyFixture.tsx';
import CrashGamesScreen from './CrashGamesScreen.tsx';

const fixture = (lobby: LobbyStoryFixture) => ({
  lobby: { path: '/slots/crash-games', ...lobby },
});

const meta = {
  title: 'Casino/Lobby/CrashGames',
  component: CrashGamesScreen,
  decorators: [withLobbyFixture],
  parameters: fixture({}),
} satisfies Meta<typeof CrashGamesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest sees the crash games, inert, under the sign-in message. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', {
        name: storyText('casino:tile.openGuest', { name: 'Aviator X' }),
      }),
    ).toBeVisible();
  },
};

export const Player: Story = { parameters: fixture({ session: signedInSession }) };

export const Loading: Story = { parameters: fixture({ state: { games: 'loading' } }) };

export const LoadError: Story = { parameters: fixture({ state: { games: 'error' } }) };

export const Empty: Story = { parameters: fixture({ games: [] }) };
