import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../../../../design-system/index.ts';
import { createFixtureApi, storyText, withAppFixture } from '../../../core/testing/index.ts';
import { CasinoMenu } from './CasinoMenu.tsx';
import { GuestCasinoMessage } from './GuestCasinoMessage.tsx';

function MenuAndMessage() {
  return (
    <Box padding="gutter">
      <CasinoMenu />
      <Box paddingTop="medium">
        <GuestCasinoMessage />
      </Box>
    </Box>
  );
}

const meta = {
  title: 'Casino/CasinoMenu',
  component: MenuAndMessage,
  decorators: [withAppFixture],
  parameters: {
    layout: 'fullscreen',
    app: { api: createFixtureApi({}), session: { status: 'guest' }, path: '/casinolive/main' },
  },
} satisfies Meta<typeof MenuAndMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four casino sections, the open one marked; the guest's sign-in message under them. */
export const LiveCasinoOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: storyText('casino:menu.label') });
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(
      within(nav).getByRole('link', { name: storyText('casino:menu.liveCasino') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText(storyText('casino:guest.message'))).toBeVisible();
  },
};

/** A brand that bans every live-casino provider loses that tab. */
export const LiveCasinoBanned: Story = {
  parameters: {
    app: {
      api: createFixtureApi({}),
      session: { status: 'guest' },
      path: '/slots/main',
      blocklist: ['evolution', 'pragmaticLive'],
    },
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', {
      name: storyText('casino:menu.label'),
    });
    await expect(
      within(nav).queryByRole('link', { name: storyText('casino:menu.liveCasino') }),
    ).toBeNull();
  },
};

export const Portuguese: Story = { globals: { language: 'pt-PT' } };
