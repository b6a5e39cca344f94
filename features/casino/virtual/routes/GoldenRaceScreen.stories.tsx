import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { signedInSession, storyText } from '../../../core/testing/index.ts';
import { withVirtualFixture, type VirtualStoryFixture } from '../testing/storyFixture.tsx';
import GoldenRaceScreen from './GoldenRaceScreen.tsx';

const fixture = (virtual: Partial<VirtualStoryFixture>) => ({
  virtual: {
    path: '/virtual-games/golden-race',
    route: '/virtual-games/golden-race',
    session: signedInSession,
    ...virtual,
  },
});

const meta = {
  title: 'Casino/Virtual/GoldenRace',
  component: GoldenRaceScreen,
  decorators: [withVirtualFixture],
  parameters: fixture({}),
} satisfies Meta<typeof GoldenRaceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every racing game; each tile opens its game page. */
export const Games: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The placeholders' list gives way to the games' list: ask for it again each time.
    const listLabel = storyText('casinoVirtual:goldenRace.listLabel');
    const links = () =>
      within(canvas.getByRole('list', { name: listLabel })).queryAllByRole('link');
    await waitFor(() => expect(links()).toHaveLength(10));
    await expect(canvas.getByRole('link', { name: 'Dog Racing' })).toHaveAttribute(
      'href',
      '/virtual-games/golden-race/10201',
    );
  },
};

export const Loading: Story = { parameters: fixture({ goldenRace: 'loading' }) };

export const LoadError: Story = {
  parameters: fixture({ goldenRace: 'error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const Empty: Story = { parameters: fixture({ goldenRace: 'empty' }) };

export const Guest: Story = {
  parameters: fixture({ session: { status: 'guest' } }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: storyText('casino:guest.signIn') }),
    ).toBeVisible();
  },
};

export const English: Story = { globals: { language: 'en-US' } };

export const Portuguese: Story = { globals: { language: 'pt-PT' } };
