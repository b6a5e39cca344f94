import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VerifyEmailView } from './VerifyEmailView.tsx';

const meta = {
  title: 'Auth/VerifyEmail',
  component: VerifyEmailView,
  args: { state: { status: 'pending' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VerifyEmailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Verificando tu correo…')).toBeVisible();
  },
};

export const Verified: Story = { args: { state: { status: 'verified' } } };

export const Failed: Story = {
  args: {
    state: {
      status: 'failed',
      message: 'El código de confirmación expiró. Solicita uno nuevo.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('expiró');
    await expect(canvas.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute(
      'href',
      '/slots/home',
    );
  },
};

export const English: Story = {
  args: { state: { status: 'failed', message: 'This account is already verified.' } },
  globals: { language: 'en-US' },
};
