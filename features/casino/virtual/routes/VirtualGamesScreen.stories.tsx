import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { signedInSession, storyText } from '../../../core/testing/index.ts';
import { withVirtualFixture, type VirtualStoryFixture } from '../testing/storyFixture.tsx';
import VirtualGamesScreen from './VirtualGamesScreen.tsx';

const fixture = (virtual: Partial<VirtualStoryFixture>) => ({
  virtual: {
    path: '/virtual-games',
    route: '/virtual-games',
    session: signedInSession,
    ...virtual,
  },
});

const meta = {
  title: 'Casino/Virtual/VirtualGames',
  component: VirtualGamesScreen,
  decorators: [withVirtualFixture],
  parameters: fixture({}),
} satisfies Meta<typeof VirtualGamesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both sections: the first racing games and the way to the virtual sports. */
export const BothSections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: storyText('casino:menu.label') });
    await expect(
      within(menu).getByRole('link', { name: storyText('casino:menu.virtual') }),
    ).toHaveAttribute('aria-current', 'page');
    // The placeholders' list gives way to the games' list: ask for it again each time.
    const racingList = storyText('casinoVirtual:virtualGames.racingList');
    const racing = () =>
      within(canvas.getByRole('list', { name: racingList })).queryAllByRole('link');
    await waitFor(() => expect(racing()).toHaveLength(6));
    await expect(
      canvas.getByRole('link', { name: storyText('casinoVirtual:virtualGames.sportsOpen') }),
    ).toHaveAttribute('href', '/bet-radar');
  },
};

export const Loading: Story = { parameters: fixture({ goldenRace: 'loading' }) };

export const RacingLoadError: Story = { parameters: fixture({ goldenRace: 'error' }) };

/** A player whose racing provider is banned: only the virtual sports. */
export const RacingBanned: Story = {
  parameters: fixture({ blocklist: ['goldenrace'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole('region', { name: storyText('casinoVirtual:virtualGames.racingTitle') }),
    ).toBeNull();
    await expect(
      canvas.getByRole('region', { name: storyText('casinoVirtual:virtualGames.sportsTitle') }),
    ).toBeVisible();
  },
};

export const SportsBanned: Story = { parameters: fixture({ blocklist: ['betradar'] }) };

export const BothBanned: Story = {
  parameters: fixture({ blocklist: ['goldenrace', 'betradar'] }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        name: storyText('casinoVirtual:virtualGames.noneTitle'),
      }),
    ).toBeVisible();
  },
};

export const Guest: Story = { parameters: fixture({ session: { status: 'guest' } }) };

export const English: Story = { globals: { language: 'en-US' } };

export const Portuguese: Story = { globals: { language: 'pt-PT' } };
