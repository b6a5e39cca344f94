import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyMoney, storyText, withAnySpaces } from '../../../core/testing/index.ts';
import { fixtureWins, withFixtureBrand } from '../testing/storyFixtures.tsx';
import { useJackpotMoney } from './money.ts';
import { WonJackpotsView, type WonJackpotsViewProps } from './WonJackpotsView.tsx';

/** The pure view with the app's money format (interface language, brand symbols). */
function WonJackpotsStory(props: Omit<WonJackpotsViewProps, 'formatAmount'>) {
  const { exact } = useJackpotMoney();
  return <WonJackpotsView {...props} formatAmount={exact} />;
}

const meta = {
  title: 'Casino/Jackpots/WonJackpots',
  component: WonJackpotsStory,
  decorators: [withFixtureBrand],
  args: { wins: fixtureWins.slice(1), processing: false, onDismiss: fn() },
  // The dialog covers the page: a phone-sized frame shows it as players see it.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WonJackpotsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const smallWin = fixtureWins[1]!;
const wonDialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: storyText('jackpots:won.title'),
  });

/** One win: the tier, the coin and the amount; the button dismisses it. */
export const WonJackpot: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await wonDialog(canvasElement);
    await expect(dialog).toHaveTextContent(
      storyText('jackpots:won.description', { name: storyText('jackpots:tier.small') }),
    );
    // With cents, as a prize the player won is written.
    await expect(dialog).toHaveTextContent(
      withAnySpaces(storyMoney(smallWin.amount, smallWin.currency)),
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText('jackpots:won.dismiss') }),
    );
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Two wins: the first is shown and the player hears another waits. */
export const SeveralWins: Story = {
  args: { wins: fixtureWins },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent(storyText('jackpots:won.waiting', { count: 1 }));
  },
};

/** The dismissal is on its way: the button spins and closing waits for it. */
export const Dismissing: Story = {
  args: { processing: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onDismiss).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(await wonDialog(canvasElement)).toHaveTextContent(
      withAnySpaces(storyMoney(smallWin.amount, smallWin.currency)),
    );
  },
};

export const Portuguese: Story = {
  globals: { language: 'pt-PT' },
  play: async ({ canvasElement }) => {
    await expect(await wonDialog(canvasElement)).toBeInTheDocument();
  },
};
