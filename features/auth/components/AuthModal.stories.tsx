import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeAuthModal, openAuthModal } from '../../core/authModal/index.ts';
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
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const RegistrationFace: Story = {
  beforeEach: () => {
    openAuthModal('registration');
    return closeAuthModal;
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Registro' });
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
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: '¿Olvidaste tu contraseña?' }),
    );
    await expect(await screen.findByRole('dialog', { name: 'Recuperar contraseña' })).toBeVisible();
  },
};

/** Signing in closes the modal. */
export const SignsIn: Story = {
  beforeEach: () => {
    openAuthModal('sign-in');
    return closeAuthModal;
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Iniciar sesión' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Correo electrónico/ }),
      'player@demo.test',
    );
    await userEvent.type(dialog.getByLabelText(/^Contraseña/, { selector: 'input' }), 'demo1234');
    await userEvent.click(dialog.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
