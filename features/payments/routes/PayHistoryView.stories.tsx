import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { createFixtureApi, storyText } from '../../core/testing/index.ts';
import { mergeHistory } from '../model/history.ts';
import { never, paymentsFixture, withdrawalsFixture } from '../testing/fixtures.ts';
import { withFixtures } from '../testing/withFixtures.tsx';
import PayHistoryScreen from './PayHistoryScreen.tsx';
import { PayHistoryView } from './PayHistoryView.tsx';

const entries = mergeHistory(paymentsFixture, withdrawalsFixture);

const meta = {
  title: 'Payments/PayHistory',
  component: PayHistoryView,
  args: {
    range: { from: '2026-10-19', to: '2026-11-18' },
    onRangeChange: fn(),
    history: { status: 'ready', entries, refreshing: false },
    currency: 'CLP',
    symbols: { CLP: '$' },
  },
} satisfies Meta<typeof PayHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { history: { status: 'loading' } } };

/** Top-ups and withdrawals merged, newest first, with the spec's type and status names. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', {
      name: storyText('payments:history.listLabel'),
    });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(8);
    await expect(rows[0]).toHaveTextContent(
      storyText('payments:history.withdrawalType.withdrawal'),
    );
    await expect(rows[0]).toHaveTextContent(storyText('payments:history.withdrawalStatus.paid'));
    await expect(rows[3]).toHaveTextContent(
      storyText('payments:history.withdrawalStatus.cancelled'),
    );
  },
};

/** A new range is loading: the old rows stay under a spinner. */
export const Refreshing: Story = {
  args: { history: { status: 'ready', entries: entries.slice(0, 3), refreshing: true } },
};

export const Empty: Story = {
  args: { history: { status: 'ready', entries: [], refreshing: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: storyText('payments:history.empty') }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    history: {
      status: 'error',
      message: 'El servicio no está disponible por el momento. Inténtalo en unos minutos.',
      onRetry: fn(),
      retrying: false,
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: storyText('payments:retry') }),
    );
    if (args.history.status === 'error') await expect(args.history.onRetry).toHaveBeenCalled();
  },
};

/** A range that ends before it starts is refused on submit. */
export const RangeInWrongOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fireEvent.change(canvas.getByLabelText(storyText('payments:range.from')), {
      target: { value: '2026-11-20' },
    });
    await userEvent.click(canvas.getByRole('button', { name: storyText('payments:range.show') }));
    await expect(canvas.getByLabelText(storyText('payments:range.to'))).toHaveAccessibleDescription(
      storyText('payments:range.order'),
    );
    await expect(args.onRangeChange).not.toHaveBeenCalled();
  },
};

export const English: Story = { globals: { language: 'en-US' } };

export const Portuguese: Story = { globals: { language: 'pt-PT' } };

/** The screen against a fixture platform answering the last 30 days. */
export const Screen: StoryObj<typeof PayHistoryScreen> = {
  render: () => <PayHistoryScreen today="2026-11-18T12:00:00" />,
  decorators: [
    withFixtures(
      createFixtureApi({
        'GET /api/payment/history/payment-with-withdrawal': {
          payments: paymentsFixture,
          withdrawals: withdrawalsFixture,
        },
      }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('list', { name: storyText('payments:history.listLabel') }),
    ).toBeVisible();
    // The spinner lingers 400 ms and fades (spec); the picture is of the settled page.
    await waitFor(() =>
      expect(canvas.queryByText(storyText('payments:history.loading'))).toBeNull(),
    );
  },
};

export const ScreenLoading: StoryObj<typeof PayHistoryScreen> = {
  render: () => <PayHistoryScreen today="2026-11-18T12:00:00" />,
  decorators: [
    withFixtures(createFixtureApi({ 'GET /api/payment/history/payment-with-withdrawal': never })),
  ],
};
