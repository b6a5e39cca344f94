import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../../core/testing/index.ts';
import { withLobbyFixture, type LobbyStoryFixture } from '../testing/storyFixture.tsx';
import ProvidersScreen from './ProvidersScreen.tsx';

const fixture = (lobby: LobbyStoryFixture) => ({
  lobby: { path: '/slots/providers', ...lobby },
});

const meta = {
  title: 'Casino/Lobby/Providers',
  component: ProvidersScreen,
  decorators: [withLobbyFixture],
  parameters: fixture({}),
} satisfies Meta<typeof ProvidersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Providers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pragmatic Play')).toBeVisible();
    await expect(
      canvas.getByText(storyText('casinoLobby:providers.games', { count: 8 })),
    ).toBeVisible();
  },
};

export const Loading: Story = { parameters: fixture({ state: { providers: 'loading' } }) };

export const LoadError: Story = { parameters: fixture({ state: { providers: 'error' } }) };

export const Empty: Story = { parameters: fixture({ games: [] }) };

export const English: Story = { globals: { language: 'en-US' } };
