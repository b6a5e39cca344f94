import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeAuthModal, openAuthModal } from '../../core/authModal/index.ts';
import { containing, startingWith, storyText } from '../../core/testing/index.ts';
import { signedInAnswer } from '../testing/fixtures.ts';
import { StoryAuthProviders } from '../testing/StoryAuthProviders.tsx';
import AuthModal from './AuthModal.tsx';

const meta = {
  title: 'Auth/AuthModal',
  component: AuthModal,
  decorators: [
    (Story) => (
      <StoryAuthProviders routes={{ 'POST /api/user/login/email': signedInAnswer }}>
        <Story />
      </StoryAuthProviders>
    ),
  ],
  parameters: { docs: { story: { inline: false, iframeHeight: 760 } } },
} satisfies Meta<typeof AuthModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInFace: Story = {
  beforeEach: () => {
    openAuthModal('sign-in');
    return closeAuthModal;
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: storyText('auth:signIn.title') });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const RegistrationFace: Story = {
  beforeEach: () => {
    openAuthModal('registration');
    return closeAuthModal;
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: storyText('auth:registration.title'),
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** "Forgot password" turns the modal into the recovery modal. */
export const RecoveryFace: Story = {
  beforeEach: () => {
    openAuthModal('sign-in');
    return closeAuthModal;
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: storyText('auth:signIn.title') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText('auth:signIn.forgotPassword') }),
    );
    await expect(
      await screen.findByRole('dialog', { name: storyText('auth:recovery.title') }),
    ).toBeVisible();
  },
};

/** Signing in closes the modal. */
export const SignsIn: Story = {
  beforeEach: () => {
    openAuthModal('sign-in');
    return closeAuthModal;
  },
  play: async () => {
    const dialog = within(
      await screen.findByRole('dialog', { name: storyText('auth:signIn.title') }),
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: containing(storyText('auth:fields.email')) }),
      'player@demo.test',
    );
    await userEvent.type(
      dialog.getByLabelText(startingWith(storyText('auth:fields.password')), { selector: 'input' }),
      'demo1234',
    );
    await userEvent.click(dialog.getByRole('button', { name: storyText('auth:signIn.submit') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
