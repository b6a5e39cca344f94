import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, type Mock } from 'storybook/test';
import { storyLanguage, storyMoney, storyText, withAnySpaces } from '../../core/testing/index.ts';
import {
  couponIn,
  couponsFixture,
  lostSingle,
  pendingExpress,
  returnedSingle,
  soldExpress,
  wonSingle,
} from '../testing/fixtures.ts';
import { viewArgs, viewArgsIn } from '../testing/storyArgs.ts';
import { BetHistoryView, type BetHistoryViewProps } from './BetHistoryView.tsx';

const meta = {
  title: 'BetHistory/History',
  component: BetHistoryView,
  args: viewArgs,
  // The coupons as a player betting in the story's language sees them.
  render: (args) => <BetHistoryView {...viewArgsIn(args, storyLanguage())} />,
} satisfies Meta<typeof BetHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page with every status: pending single (with a cash-out), express, won, lost, returned, sold, system, free bet. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cards = within(
      canvas.getByRole('list', { name: storyText('betHistory:list.label') }),
    ).getAllByRole('article');
    const cardName = (kind: string, code: string) =>
      `${kind} · ${storyText('betHistory:coupon.code', { code })}`;
    await expect(cards).toHaveLength(couponsFixture.length);
    await expect(cards[0]).toHaveAccessibleName(
      cardName(storyText('betHistory:coupon.single'), '4817263540'),
    );
    await expect(cards[1]).toHaveAccessibleName(
      cardName(storyText('betHistory:coupon.express'), '3902817465'),
    );
    await expect(cards[6]).toHaveAccessibleName(
      cardName(storyText('betHistory:coupon.system', { index: 2, size: 3 }), '6152738490'),
    );
    await userEvent.click(
      within(cards[1] as HTMLElement).getByRole('button', {
        name: storyText('betHistory:coupon.details'),
      }),
    );
    await expect(args.onOpenCoupon).toHaveBeenCalledWith(couponIn(pendingExpress, storyLanguage()));
    const cashOut = storyText('betHistory:cashout.button', { amount: storyMoney(1187) });
    await userEvent.click(
      within(cards[0] as HTMLElement).getByRole('button', { name: withAnySpaces(cashOut) }),
    );
    await expect(args.onCashout).toHaveBeenCalled();
    // The clicks scrolled the page by however far each button was: the picture starts at the top.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** Each settled status and type on its own card. */
export const SettledStatuses: Story = {
  args: {
    history: {
      status: 'ready',
      coupons: [wonSingle, lostSingle, returnedSingle, soldExpress],
      pageCount: 1,
      refreshing: false,
    },
    offers: new Map(),
  },
};

export const Loading: Story = { args: { history: { status: 'loading' } } };

export const Refreshing: Story = {
  args: { history: { status: 'ready', coupons: couponsFixture, pageCount: 3, refreshing: true } },
};

export const Empty: Story = {
  args: { history: { status: 'ready', coupons: [], pageCount: 0, refreshing: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: storyText('betHistory:list.empty') }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    history: {
      status: 'error',
      message: 'El servicio no está disponible. Inténtalo más tarde.',
      onRetry: fn(),
      retrying: false,
    },
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(
      within(alert).getByRole('button', { name: storyText('betHistory:retry') }),
    );
    if (args.history.status === 'error') await expect(args.history.onRetry).toHaveBeenCalled();
  },
};

/** Status chips and game types, applied with Show: the view hands over the chosen filter. */
export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const statuses = canvas.getByRole('group', { name: storyText('betHistory:filters.statuses') });
    await userEvent.click(
      within(statuses).getByRole('button', { name: storyText('betHistory:filters.status.sold') }),
    );
    const more = storyText('betHistory:filters.more');
    await userEvent.click(canvas.getByRole('button', { name: (name) => name.includes(more) }));
    await userEvent.click(
      within(
        canvas.getByRole('group', { name: storyText('betHistory:filters.gameTypes') }),
      ).getByRole('button', { name: storyText('betHistory:filters.gameType.live') }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: storyText('betHistory:filters.show') }),
    );
    const calls = (args.onApplyFilter as Mock<BetHistoryViewProps['onApplyFilter']>).mock.calls;
    const applied = calls.at(-1)?.[0];
    await expect(applied?.statuses.filter((option) => option.active)).toEqual([
      { value: 'sold', active: true },
    ]);
    await expect(applied?.gameTypes.filter((option) => option.active)).toEqual([
      { value: 'live', active: true },
    ]);
  },
};

/** A first day after the last: the field says so and nothing is applied. */
export const RangeOutOfOrder: Story = {
  args: { filter: { ...viewArgs.filter, from: '2026-11-25' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: storyText('betHistory:filters.show') }),
    );
    await expect(
      canvas.getByLabelText(storyText('betHistory:filters.to')),
    ).toHaveAccessibleDescription(storyText('betHistory:filters.order'));
    await expect(args.onApplyFilter).not.toHaveBeenCalled();
  },
};

export const LaterPage: Story = {
  args: { page: 2 },
  play: async ({ canvasElement, args }) => {
    const pages = within(canvasElement).getByRole('navigation', {
      name: storyText('betHistory:pagination.label'),
    });
    await userEvent.click(
      within(pages).getByRole('button', { name: storyText('betHistory:pagination.next') }),
    );
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const English: Story = { globals: { language: 'en-US' } };

export const Portuguese: Story = { globals: { language: 'pt-PT' } };
