import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { signedInSession, storyText } from '../../core/testing/index.ts';
import { encodeCredential } from '../model/credentialsCodec.ts';
import { signedInAnswer } from '../testing/fixtures.ts';
import { StoryAuthProviders } from '../testing/StoryAuthProviders.tsx';
import AppOpenHandler from './AppOpenHandler.tsx';

const link = `/slots/home?log=${encodeCredential('player@mirror.demo.test')}&pas=${encodeCredential('demo1234')}`;

const meta = {
  title: 'Auth/AppOpenHandler',
  component: AppOpenHandler,
  decorators: [
    (Story) => (
      <StoryAuthProviders
        routes={{ 'POST /api/user/login': signedInAnswer }}
        session={signedInSession}
        path={link}
      >
        <Story />
      </StoryAuthProviders>
    ),
  ],
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof AppOpenHandler>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A signed-in player opens another account's auto-login link: nothing is signed in until they
 * answer, and "stay" leaves them as they were.
 */
export const LinkForAnotherAccount: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: storyText('auth:switchAccount.title'),
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('player@mirror.demo.test')).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText('auth:switchAccount.stay') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
