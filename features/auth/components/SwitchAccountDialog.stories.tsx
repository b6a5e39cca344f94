import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyText } from '../../core/testing/index.ts';
import SwitchAccountDialog from './SwitchAccountDialog.tsx';

const meta = {
  title: 'Auth/SwitchAccount',
  component: SwitchAccountDialog,
  args: {
    current: 'player@demo.test',
    linked: 'player@mirror.demo.test',
    onStay: fn(),
    onSwitch: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof SwitchAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogTitle = () => storyText('auth:switchAccount.title');

/**
 * A signed-in player opened another account's auto-login link: both accounts named, "stay"
 * focused so a stray Enter keeps them where they are.
 */
export const Asks: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: dialogTitle() });
    await waitFor(() => expect(dialog).toBeVisible());
    const inside = within(dialog);
    await expect(inside.getByText('player@demo.test')).toBeVisible();
    await expect(inside.getByText('player@mirror.demo.test')).toBeVisible();
    await expect(
      inside.getByRole('button', { name: storyText('auth:switchAccount.stay') }),
    ).toHaveFocus();
    await userEvent.click(
      inside.getByRole('button', { name: storyText('auth:switchAccount.switch') }),
    );
    await expect(args.onSwitch).toHaveBeenCalledOnce();
    await expect(args.onStay).not.toHaveBeenCalled();
  },
};

/** Escape answers "stay". */
export const EscapeStays: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: dialogTitle() });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledOnce();
    await expect(args.onSwitch).not.toHaveBeenCalled();
  },
};

/** Long logins wrap inside the dialog instead of widening it. */
export const LongLogins: Story = {
  args: {
    current: 'a.very.long.first.name.and.surname.player@subdomain.demo-bet.example.com',
    linked: 'another-extremely-long-login-without-any-break-at-all-1234567890@mirror.example',
  },
  // The screenshot shows the dialog as it opens: on the safe answer.
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: dialogTitle() });
    await waitFor(() => expect(dialog).toBeVisible());
    const stay = within(dialog).getByRole('button', { name: storyText('auth:switchAccount.stay') });
    await waitFor(() => expect(stay).toHaveFocus());
  },
};

export const English: Story = {
  globals: { language: 'en-US' },
  play: Asks.play,
};

export const Portuguese: Story = {
  globals: { language: 'pt-PT' },
  play: Asks.play,
};
