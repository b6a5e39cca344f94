import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cashoutCoupon, fresh, moved, viewArgs } from '../testing/storyArgs.ts';
import { BetHistoryView } from './BetHistoryView.tsx';

/** The cash-out dialog over the history, in each of its states. */
const meta = {
  title: 'BetHistory/Cashout',
  component: BetHistoryView,
  args: viewArgs,
} satisfies Meta<typeof BetHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Cobro anticipado' });

/** The fresh offer is on its way. */
export const FetchingOffer: Story = {
  args: { cashout: { phase: 'quoting', coupon: cashoutCoupon } },
};

/** The offer: the return amount and the odds it is priced at; confirming sells. */
export const Confirm: Story = {
  args: { cashout: { phase: 'offer', coupon: cashoutCoupon, offer: fresh, changed: false } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Cobrar/ }));
    await expect(args.onConfirmCashout).toHaveBeenCalled();
  },
};

/** The sale runs: the button spins and Cancel waits. */
export const Processing: Story = {
  args: { cashout: { phase: 'selling', coupon: cashoutCoupon, offer: fresh, changed: false } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: /^Cobrar/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(
      within(dialog).getByRole('button', { name: 'Mantener la apuesta' }),
    ).toBeDisabled();
  },
};

/** The odds moved (409 CoeffChanged): the new offer, to accept. */
export const OddsChanged: Story = {
  args: { cashout: { phase: 'offer', coupon: cashoutCoupon, offer: moved, changed: true } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Se cambió el COEF');
    await expect(within(dialog).getByRole('button', { name: /^Aceptar/ })).toBeVisible();
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
