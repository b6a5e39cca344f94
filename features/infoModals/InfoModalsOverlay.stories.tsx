import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createFixtureApi,
  signedInSession,
  storyText,
  withAppFixture,
  type AppFixture,
} from '../core/testing/index.ts';
import InfoModalsOverlay from './InfoModalsOverlay.tsx';
import { defaultHiddenFlags } from './model/modalRules.ts';
import { promoImagesFixture, settingsFixture } from './testing/fixtures.ts';
import { withInfoModalsLocales } from './testing/withInfoModalsLocales.tsx';

function playerAt(path: string, hidden = defaultHiddenFlags): { app: AppFixture } {
  return {
    app: {
      api: createFixtureApi({
        'GET /api/site/settings': settingsFixture(hidden),
        'GET /api/site/imo_image': promoImagesFixture,
        'POST /api/site/settings/information-modal': { ...hidden, cashier: true },
      }),
      session: signedInSession,
      path,
    },
  };
}

const meta = {
  title: 'InfoModals/Overlay',
  component: InfoModalsOverlay,
  decorators: [withInfoModalsLocales, withAppFixture],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof InfoModalsOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const cashierTitle = () => storyText('infoModals:cashier.title');

/** A player opens /profile/withdrawal: the cashier notice, with the platform's artwork. */
export const WithdrawalPage: Story = {
  parameters: playerAt('/profile/withdrawal'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: cashierTitle() });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Closing it stores the dismissal on the platform for the player. */
export const PlayerDismisses: Story = {
  parameters: playerAt('/profile/withdrawal'),
  play: async ({ canvasElement, parameters }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('dialog', { name: cashierTitle() });
    await userEvent.click(page.getByRole('button', { name: storyText('infoModals:close') }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    const { api } = (parameters as { app: AppFixture }).app;
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'cashier',
        hidden: true,
      }),
    );
  },
};

/** Already dismissed on another visit: the page opens without it. */
export const AlreadyHidden: Story = {
  parameters: playerAt('/profile/withdrawal', { ...defaultHiddenFlags, cashier: true }),
  play: async ({ canvasElement, parameters }) => {
    const { api } = (parameters as { app: AppFixture }).app;
    await waitFor(() => expect(api.calls.length).toBe(2));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
