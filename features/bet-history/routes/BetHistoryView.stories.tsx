import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, type Mock } from 'storybook/test';
import {
  couponsFixture,
  lostSingle,
  pendingExpress,
  returnedSingle,
  soldExpress,
  wonSingle,
} from '../testing/fixtures.ts';
import { viewArgs } from '../testing/storyArgs.ts';
import { BetHistoryView, type BetHistoryViewProps } from './BetHistoryView.tsx';

const meta = {
  title: 'BetHistory/History',
  component: BetHistoryView,
  args: viewArgs,
} satisfies Meta<typeof BetHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page with every status: pending single (with a cash-out), express, won, lost, returned, sold, system, free bet. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cards = within(canvas.getByRole('list', { name: 'Cupones' })).getAllByRole('article');
    await expect(cards).toHaveLength(couponsFixture.length);
    await expect(cards[0]).toHaveAccessibleName('Simple · N.º 4817263540');
    await expect(cards[1]).toHaveAccessibleName('Combinada · N.º 3902817465');
    await expect(cards[6]).toHaveAccessibleName('Sistema 2/3 · N.º 6152738490');
    await userEvent.click(
      within(cards[1] as HTMLElement).getByRole('button', { name: 'Apuestas' }),
    );
    await expect(args.onOpenCoupon).toHaveBeenCalledWith(pendingExpress);
    await userEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: /Cobrar/ }));
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
      within(canvasElement).getByRole('heading', { name: 'No hay apuestas con estos filtros' }),
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
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    if (args.history.status === 'error') await expect(args.history.onRetry).toHaveBeenCalled();
  },
};

/** Status chips and game types, applied with Show: the view hands over the chosen filter. */
export const Filtering: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const statuses = canvas.getByRole('group', { name: 'Estado' });
    await userEvent.click(within(statuses).getByRole('button', { name: 'Vendida' }));
    await userEvent.click(canvas.getByRole('button', { name: /Más filtros/ }));
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Tipo de juego' })).getByRole('button', {
        name: 'En vivo',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar' }));
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
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar' }));
    await expect(canvas.getByLabelText('Hasta')).toHaveAccessibleDescription(
      'El último día no puede ser anterior al primero.',
    );
    await expect(args.onApplyFilter).not.toHaveBeenCalled();
  },
};

export const LaterPage: Story = {
  args: { page: 2 },
  play: async ({ canvasElement, args }) => {
    const pages = within(canvasElement).getByRole('navigation', { name: 'Páginas del historial' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Página siguiente' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const English: Story = { globals: { language: 'en-US' } };

export const Portuguese: Story = { globals: { language: 'pt-PT' } };
