import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Text } from '../Text/Text.tsx';
import { ToastRegion, type ToastNotification, type ToastRegionProps } from './ToastRegion.tsx';
import { notificationTypes } from './ToastRegion.css.ts';
import { swipe } from '../private/testing/swipe.ts';

const textFor = {
  default: 'The market is suspended for a moment.',
  success: 'Bet placed. Good luck!',
  error: 'The odds have changed. Check your slip.',
} as const;

const oneOfEach: ToastNotification[] = notificationTypes.map((type) => ({
  id: type,
  type,
  text: textFor[type],
}));

/** Plays the owner's part: drops a notification from the list once it has been dismissed. */
function Owner(args: ToastRegionProps) {
  const [notifications, setNotifications] = useState(args.notifications);
  return (
    <>
      <Text>Page content under the notifications.</Text>
      <ToastRegion
        {...args}
        notifications={notifications}
        onDismiss={(id) => {
          args.onDismiss(id);
          setNotifications((current) => current.filter((item) => item.id !== id));
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design system/ToastRegion',
  component: ToastRegion,
  args: {
    notifications: [oneOfEach[1] as ToastNotification],
    onDismiss: fn(),
    'aria-label': 'Notifications',
    closeLabel: 'Close',
  },
  argTypes: {
    notifications: { control: 'object' },
  },
  render: (args) => <Owner {...args} />,
  parameters: {
    // Notifications are fixed to the top of the screen, so each story gets its own frame.
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveTextContent(textFor.success);
  },
};

export const SuccessNotification: Story = {};

export const ErrorNotification: Story = {
  args: { notifications: [oneOfEach[2] as ToastNotification] },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement.ownerDocument.body).getByRole('alert');
    await expect(alert).toHaveTextContent(textFor.error);
  },
};

export const DefaultNotification: Story = {
  args: { notifications: [oneOfEach[0] as ToastNotification] },
};

export const Stacked: Story = {
  args: { notifications: oneOfEach },
};

export const WithoutClose: Story = {
  args: {
    notifications: [{ id: 'info', type: 'default', text: textFor.default, needClose: false }],
  },
};

export const LongText: Story = {
  args: {
    notifications: [
      {
        id: 'long',
        type: 'error',
        text: 'Tu apuesta combinada no se ha podido realizar porque uno de los mercados ha sido suspendido mientras se confirmaba la selección.',
      },
      {
        id: 'unbroken',
        type: 'default',
        text: 'Referencia:BETSLIP-00000000000000000000000000000000000000000000000042',
      },
    ],
  },
};

export const CloseOnCross: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    // Removed after the 700 ms slide-out.
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('success'), { timeout: 3000 });
    await expect(page.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const SwipeToDismiss: Story = {
  play: async ({ args, canvasElement, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    const message = page.getByText(textFor.success);

    await step('a swipe of 80 px springs back', async () => {
      swipe(message, 40, 120);
      await new Promise((resolve) => setTimeout(resolve, 800));
      await expect(args.onDismiss).not.toHaveBeenCalled();
      await expect(page.getByRole('status')).toBeVisible();
    });

    await step('a swipe of more than 120 px dismisses it', async () => {
      swipe(message, 40, 200);
      await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('success'), {
        timeout: 3000,
      });
      await expect(page.queryByRole('status')).not.toBeInTheDocument();
    });
  },
};

export const AutoClose: Story = {
  args: {
    // Short for the test; the default is timing.notificationAutoCloseMs (7 s).
    autoCloseMs: 300,
    notifications: [
      { id: 'auto', type: 'success', text: textFor.success, autoClose: true },
      { id: 'stays', type: 'default', text: textFor.default },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    // 300 ms on screen, then 700 ms sliding out.
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('auto'), { timeout: 3000 });
    await expect(page.queryByText(textFor.success)).not.toBeInTheDocument();
    await expect(page.getByText(textFor.default)).toBeVisible();
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/**
 * A notification over an open dialog stays readable and closable, and closing it does not count
 * as a click outside the dialog.
 */
export const OverAnOpenDialog: Story = {
  args: { notifications: [{ id: 'saved', type: 'success', text: textFor.success }] },
  render: (args) => (
    <>
      <Dialog.Root defaultOpen>
        <Dialog.Content title="Bet slip">
          <Text>Your selections stay here while the notification shows.</Text>
        </Dialog.Content>
      </Dialog.Root>
      <Owner {...args} />
    </>
  ),
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Bet slip' });
    const status = await page.findByRole('status');
    await expect(status).toHaveTextContent(textFor.success);
    const region = page.getByRole('region', { name: 'Notifications' });
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('saved'));
    await expect(dialog).toBeVisible();
  },
};
