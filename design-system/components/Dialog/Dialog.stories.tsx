import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Dialog, type DialogContentProps } from './Dialog.tsx';

const body = (
  <Text>Your stake of 10.00 comes back now, at today’s odds, instead of at the final whistle.</Text>
);

const actions = (
  <>
    <Dialog.Close>
      <Button variant="outline">Keep bet</Button>
    </Dialog.Close>
    <Button>Cash out 8.40</Button>
  </>
);

// Open stories have no trigger on the page: Radix hides the page from assistive technology
// while the dialog is open, and a focusable trigger in that hidden page is what axe flags
// (focus itself cannot reach it, it is trapped in the dialog).
function renderOpen(args: DialogContentProps) {
  return (
    <Dialog.Root defaultOpen>
      <Dialog.Content {...args} />
    </Dialog.Root>
  );
}

const meta = {
  title: 'Design system/Dialog',
  component: Dialog.Content,
  args: {
    title: 'Cash out this bet?',
    closeLabel: 'Close',
    children: body,
    actions,
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    closeLabel: { control: 'text' },
    dismissible: { control: 'boolean' },
    children: { control: false },
    actions: { control: false },
  },
  render: renderOpen,
  parameters: {
    // A modal covers the page, so each story gets its own frame in the docs.
    docs: { story: { inline: false, iframeHeight: 560 } },
  },
} satisfies Meta<typeof Dialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Cash out this bet?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(page.getByRole('button', { name: 'Close' })).toHaveFocus());
  },
};

export const ClosedWithTrigger: Story = {
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button>Cash out</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args} />
    </Dialog.Root>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Cash out' });

    await step('opens from its trigger, focus inside', async () => {
      await userEvent.click(trigger);
      const dialog = await page.findByRole('dialog', { name: 'Cash out this bet?' });
      await waitFor(() => expect(dialog).toBeVisible());
      await waitFor(() => expect(page.getByRole('button', { name: 'Close' })).toHaveFocus());
    });

    await step('Tab cycles inside the dialog', async () => {
      await userEvent.tab();
      await expect(page.getByRole('button', { name: 'Keep bet' })).toHaveFocus();
      await userEvent.tab();
      await expect(page.getByRole('button', { name: 'Cash out 8.40' })).toHaveFocus();
      await userEvent.tab();
      await expect(page.getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(page.getByRole('button', { name: 'Cash out 8.40' })).toHaveFocus();
    });

    await step('Escape closes and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });

    await step('the close button closes it', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await page.findByRole('button', { name: 'Close' }));
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
  },
};

export const WithDescription: Story = {
  args: {
    description: 'Cash out is only available while the market is open.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription(
      'Cash out is only available while the market is open.',
    );
  },
};

/** A question that needs an answer: no close button; Escape and the backdrop do nothing. */
export const NotDismissible: Story = {
  args: {
    title: 'You have been playing for 1 hour',
    dismissible: false,
    actions: (
      <Dialog.Close>
        <Button>Continue</Button>
      </Dialog.Close>
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const WithoutActions: Story = {
  args: { title: 'Bet placed', actions: undefined },
};

export const LongContent: Story = {
  args: {
    title: 'Terms and conditions',
    children: (
      <Stack space="medium">
        {Array.from({ length: 16 }, (_, index) => (
          <Text key={index}>
            {index + 1}. Bets are accepted up to the start of the event. Odds shown are those at the
            time the slip is confirmed; if they change before then, the slip asks again.
          </Text>
        ))}
      </Stack>
    ),
    actions: (
      <Dialog.Close>
        <Button fullWidth>Accept</Button>
      </Dialog.Close>
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Terms and conditions' });
    // Taller than the phone: it scrolls inside itself and its actions stay in view.
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    const view = canvasElement.ownerDocument.defaultView as Window;
    const accept = page.getByRole('button', { name: 'Accept' }).getBoundingClientRect();
    await expect(accept.bottom).toBeLessThanOrEqual(view.innerHeight);
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Cash out your accumulator on Borussia Mönchengladbach v Wolverhampton Wanderers?',
    description: 'Reference: BETSLIP-0000000000000000000000000000000000000042',
  },
};
