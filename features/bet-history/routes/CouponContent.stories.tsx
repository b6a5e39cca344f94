import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLanguage, storyText } from '../../core/testing/index.ts';
import {
  couponBetIn,
  expressContent,
  pendingExpress,
  settledExpressContent,
  soldExpress,
} from '../testing/fixtures.ts';
import { viewArgs, viewArgsIn } from '../testing/storyArgs.ts';
import { BetHistoryView } from './BetHistoryView.tsx';

/** A coupon's content in its sheet, over the history. */
const meta = {
  title: 'BetHistory/CouponContent',
  component: BetHistoryView,
  args: { ...viewArgs, openCoupon: pendingExpress },
  render: (args) => <BetHistoryView {...viewArgsIn(args, storyLanguage())} />,
} satisfies Meta<typeof BetHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = { args: { content: { status: 'loading' } } };

/** An open express: each bet with match, tourney, market, outcome, odds, date and score. */
export const Express: Story = {
  args: { content: { status: 'ready', bets: expressContent.bets } },
  play: async ({ canvasElement, args }) => {
    const sheet = await page(canvasElement).findByRole('dialog', {
      name: storyText('betHistory:content.title', { code: pendingExpress.code }),
    });
    const bets = within(
      within(sheet).getByRole('list', { name: storyText('betHistory:content.bets') }),
    );
    await expect(bets.getAllByRole('listitem')).toHaveLength(3);
    const [, handicapBet] = expressContent.bets;
    if (!handicapBet) throw new Error('The express fixture has its handicap bet second.');
    const handicap = couponBetIn(handicapBet, storyLanguage());
    await expect(bets.getAllByRole('listitem')[1]).toHaveTextContent(
      `${handicap.marketGroupName}: ${handicap.name}`,
    );
    await userEvent.click(
      within(sheet).getByRole('button', { name: storyText('betHistory:content.close') }),
    );
    await expect(args.onCloseCoupon).toHaveBeenCalled();
  },
};

/** A sold express whose bets were settled, one won and one lost. */
export const Settled: Story = {
  args: { openCoupon: soldExpress, content: { status: 'ready', bets: settledExpressContent.bets } },
};

export const Failed: Story = {
  args: {
    content: {
      status: 'error',
      message: 'Sin conexión. Revisa tu internet e inténtalo de nuevo.',
      onRetry: fn(),
      retrying: false,
    },
  },
};
