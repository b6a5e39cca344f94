import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyMoney, storyText, withAnySpaces } from '../../../core/testing/index.ts';
import { rankedJackpots, withFixtureBrand } from '../testing/storyFixtures.tsx';
import { JackpotBlockView, type JackpotBlockViewProps } from './JackpotBlockView.tsx';
import { useJackpotMoney } from './money.ts';

/** The pure view with the app's money format (interface language, brand symbols). */
function JackpotBlockStory(props: Omit<JackpotBlockViewProps, 'formatAmount'>) {
  const { whole } = useJackpotMoney();
  return <JackpotBlockView {...props} formatAmount={whole} />;
}

const meta = {
  title: 'Casino/Jackpots/JackpotBlock',
  component: JackpotBlockStory,
  decorators: [withFixtureBrand],
  args: { jackpots: rankedJackpots, loading: false },
} satisfies Meta<typeof JackpotBlockStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const blockOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: storyText('jackpots:block.title') });
const grand = rankedJackpots[0]!;

/** Three jackpots, largest first, in the brand's default currency (CLP). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(blockOf(canvasElement)).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveTextContent(storyText('jackpots:tier.grand'));
    // Whole units, as the counters write them.
    await expect(cards[0]).toHaveTextContent(
      withAnySpaces(storyMoney(grand.amount, grand.currency, 0)),
    );
    await expect(cards[2]).toHaveTextContent(storyText('jackpots:tier.small'));
  },
};

/** The grand passed 0.7 of its last win: its amount is red for a second after each change. */
export const Highlighted: Story = {
  args: { highlighted: new Set([rankedJackpots[0]?.id ?? 0]) },
  play: async ({ canvasElement }) => {
    const [grand, medium] = within(canvasElement).getAllByRole('listitem');
    await expect(grand?.querySelector('[data-highlighted]')).toHaveAttribute(
      'data-highlighted',
      'true',
    );
    await expect(medium?.querySelector('[data-highlighted]')).toHaveAttribute(
      'data-highlighted',
      'false',
    );
  },
};

/** Placeholders the size of the cards hold the place (no shift when the amounts arrive). */
export const Loading: Story = {
  args: { loading: true, jackpots: [] },
  play: async ({ canvasElement }) => {
    await expect(blockOf(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** No jackpots (or the load failed, in the container): the block takes no space. */
export const Empty: Story = {
  args: { jackpots: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveTextContent(
      withAnySpaces(storyMoney(grand.amount, grand.currency, 0)),
    );
  },
};

export const Portuguese: Story = {
  globals: { language: 'pt-PT' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveTextContent(
      withAnySpaces(
        storyText('jackpots:card.lastWinner', {
          winner: grand.lastWinner,
          amount: storyMoney(grand.lastWinAmount!, grand.currency, 0),
        }),
      ),
    );
  },
};

/** The highlight keeps its contrast on the dark theme. */
export const Dark: Story = {
  args: { highlighted: new Set([rankedJackpots[0]?.id ?? 0]) },
  globals: { theme: 'dark' },
};
