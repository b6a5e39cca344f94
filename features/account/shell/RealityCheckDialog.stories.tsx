import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureBrand, storyMoney, storyText } from '../../core/testing/index.ts';
import { rgSessionAhead, rgSessionCheckDue } from '../testing/responsibleGamblingFixtures.ts';
import { RealityCheckDialog, type RealityCheckDialogProps } from './RealityCheckDialog.tsx';
import { sessionFormat } from './sessionFormat.ts';

type Args = Omit<RealityCheckDialogProps, 'format'>;

/** The view in the story's language, with the fixture player's pesos. */
function Render(args: Args) {
  const { i18n } = useTranslation();
  return (
    <RealityCheckDialog
      {...args}
      format={sessionFormat('CLP', i18n.language, fixtureBrand.currencies.symbols)}
    />
  );
}

const meta = {
  title: 'Account/RealityCheck',
  component: Render,
  args: { open: true, session: rgSessionCheckDue, onChoose: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
} satisfies Meta<typeof Render>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (root: HTMLElement) => within(root.ownerDocument.body);

/** An hour in and behind: the figures, and a choice to make (Escape does not close it). */
export const Behind: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog', {
      name: storyText('accountShell:realityCheck.title'),
    });
    // Visible once its opening animation is over.
    await waitFor(() => expect(within(dialog).getByText(storyMoney(-17.5))).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(dialog).not.toHaveAttribute('data-state', 'closed');
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText('accountShell:realityCheck.continue') }),
    );
    await expect(args.onChoose).toHaveBeenCalledWith('continue');
  },
};

/** Ahead of the session's stakes: the net position with its plus sign. */
export const Ahead: Story = {
  args: { session: rgSessionAhead },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('alertdialog');
    // The dialog fades in: the figure is visible once it has.
    await waitFor(() => expect(within(dialog).getByText(`+${storyMoney(12.5)}`)).toBeVisible());
  },
};

/** Nothing staked yet: every figure zero. */
export const NothingStaked: Story = {
  args: { session: { ...rgSessionCheckDue, stakes: 0, returns: 0, net: 0 } },
};

/** The answer is on its way: its button busy, the others waiting. */
export const Answering: Story = { args: { pending: 'continue' } };

/** The answer could not be saved: the dialog stays and says so. */
export const AnswerFailed: Story = {
  args: { failed: true },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent(
      storyText('accountShell:realityCheck.failed'),
    );
  },
};
