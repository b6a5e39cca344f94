import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../core/testing/index.ts';
import { OneClickCredentialsDialog } from './OneClickCredentialsDialog.tsx';

const meta = {
  title: 'Auth/OneClickCredentials',
  component: OneClickCredentialsDialog,
  args: { open: true, login: 'k7bqm2xz', password: '40271953', onCopy: fn(), onContinue: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof OneClickCredentialsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The generated login and numeric password, each with a copy button. */
export const Credentials: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', {
      name: storyText('auth:oneClick.credentialsTitle'),
    });
    await waitFor(() => expect(dialog).toBeVisible());
    const inside = within(dialog);
    await userEvent.click(
      inside.getByRole('button', { name: storyText('auth:oneClick.copyPassword') }),
    );
    await expect(args.onCopy).toHaveBeenCalledWith('40271953');
  },
};

export const LongLogin: Story = { args: { login: 'abcdefghjk', password: '00000001' } };

export const English: Story = { globals: { language: 'en-US' } };
