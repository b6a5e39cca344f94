import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLanguage, storyMoney, storyText, withAnySpaces } from '../../core/testing/index.ts';
import { cashoutCoupon, fresh, moved, viewArgs, viewArgsIn } from '../testing/storyArgs.ts';
import { BetHistoryView } from './BetHistoryView.tsx';

/** The cash-out dialog over the history, in each of its states. */
const meta = {
  title: 'BetHistory/Cashout',
  component: BetHistoryView,
  args: viewArgs,
  render: (args) => <BetHistoryView {...viewArgsIn(args, storyLanguage())} />,
} satisfies Meta<typeof BetHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: storyText('betHistory:cashout.title'),
  });
/** The dialog's button that sells at the offer. */
const sellFor = (amount: number) => ({
  name: withAnySpaces(storyText('betHistory:cashout.confirm', { amount: storyMoney(amount) })),
});

/** The fresh offer is on its way. */
export const FetchingOffer: Story = {
  args: { cashout: { phase: 'quoting', coupon: cashoutCoupon } },
};

/** The offer: the return amount and the odds it is priced at; confirming sells. */
export const Confirm: Story = {
  args: { cashout: { phase: 'offer', coupon: cashoutCoupon, offer: fresh, changed: false } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', sellFor(fresh.returnAmount)));
    await expect(args.onConfirmCashout).toHaveBeenCalled();
  },
};

/** The sale runs: the button spins and Cancel waits. */
export const Processing: Story = {
  args: { cashout: { phase: 'selling', coupon: cashoutCoupon, offer: fresh, changed: false } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', sellFor(fresh.returnAmount))).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(
      within(dialog).getByRole('button', { name: storyText('betHistory:cashout.cancel') }),
    ).toBeDisabled();
  },
};

/** The odds moved (409 CoeffChanged): the new offer, to accept. */
export const OddsChanged: Story = {
  args: { cashout: { phase: 'offer', coupon: cashoutCoupon, offer: moved, changed: true } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      storyText('errors:sell.coeffChanged'),
    );
    const accept = storyText('betHistory:cashout.acceptNew', {
      amount: storyMoney(moved.returnAmount),
    });
    // The dialog fades in: the button counts as visible once its opacity has come up.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: withAnySpaces(accept) })).toBeVisible(),
    );
  },
};

const failed = (key: string): Story => ({
  args: { cashout: { phase: 'failed', coupon: cashoutCoupon, message: { key } } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('alert')).not.toBeEmptyDOMElement();
  },
});

export const AlreadySold = failed('sell.alreadySold');
export const NotForSale = failed('sell.notForSale');
export const FreeBetNotSellable = failed('sell.freeBetsNotSellable');
export const SomeBetsUnavailable = failed('sell.someBetsUnavailable');
/** Anything else, through the catalogue (here no connection). */
export const OtherFailure = failed('general.network');

export const English: Story = {
  ...Confirm,
  play: undefined,
  globals: { language: 'en-US' },
};
