import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { signedInSession, storyText } from '../../../core/testing/index.ts';
import { withVirtualFixture, type VirtualStoryFixture } from '../testing/storyFixture.tsx';
import GoldenRaceGameScreen from './GoldenRaceGameScreen.tsx';

const fixture = (virtual: Partial<VirtualStoryFixture>) => ({
  virtual: {
    path: '/virtual-games/golden-race/10101',
    route: '/virtual-games/golden-race/:gameId',
    session: signedInSession,
    ...virtual,
  },
});

const meta = {
  title: 'Casino/Virtual/GoldenRaceGame',
  component: GoldenRaceGameScreen,
  decorators: [withVirtualFixture],
  args: { openUrl: fn() },
  parameters: fixture({ launch: 'loading' }),
} satisfies Meta<typeof GoldenRaceGameScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The game's mobile address is asked for. */
export const Launching: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 1,
        name: storyText('casinoVirtual:launch.launchingTitle'),
      }),
    ).toBeVisible();
  },
};

/**
 * The address came: the route is replaced with the racing lobby (shown here as the address the
 * router went to) and the browser goes to the game.
 */
export const Opened: Story = {
  parameters: fixture({ launch: 'ready' }),
  play: async ({ canvasElement, args }) => {
    await waitFor(() =>
      expect(args.openUrl).toHaveBeenCalledWith('/demo/golden-race/?session=fixture'),
    );
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Current address' }),
    ).toHaveTextContent('/virtual-games/golden-race');
  },
};

/** The game did not open: why, a retry and the way back to the races. */
export const Failed: Story = {
  parameters: fixture({ launch: 'error' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: storyText('casinoVirtual:goldenRace.back') }),
    ).toHaveAttribute('href', '/virtual-games/golden-race');
    await expect(args.openUrl).not.toHaveBeenCalled();
  },
};

/** An address the app will not follow (`javascript:`) is a failure, not a navigation. */
export const UnsafeAddress: Story = {
  parameters: fixture({ launch: 'ready', gameUrl: 'javascript:alert(1)' }),
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(args.openUrl).not.toHaveBeenCalled();
  },
};

export const Guest: Story = {
  parameters: fixture({ session: { status: 'guest' } }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 1,
        name: storyText('casinoVirtual:launch.guestTitle'),
      }),
    ).toBeVisible();
  },
};

export const FailedEnglish: Story = {
  parameters: fixture({ launch: 'error' }),
  globals: { language: 'en-US' },
};

export const FailedPortuguese: Story = {
  parameters: fixture({ launch: 'error' }),
  globals: { language: 'pt-PT' },
};
