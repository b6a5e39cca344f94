import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { countdownVariants } from './Countdown.css.ts';
import { Countdown } from './Countdown.tsx';

// A fixed clock: stories never read the real time.
const now = new Date('2025-06-01T12:00:00Z');
const later = (days: number, hours: number, minutes: number) =>
  now.getTime() + ((days * 24 + hours) * 60 + minutes) * 60_000;

const meta = {
  title: 'Design system/Countdown',
  component: Countdown,
  args: {
    target: later(2, 5, 13),
    now,
    unitLabels: { days: 'd', hours: 'h', minutes: 'min' },
    variant: 'inline',
    onComplete: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: countdownVariants },
    target: { control: 'date' },
    now: { control: 'date' },
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('2 d 05 h 13 min');
    await expect(time).toHaveAttribute('datetime', 'P2DT5H13M');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const Blocks: Story = {
  args: {
    variant: 'blocks',
    unitLabels: { days: 'days', hours: 'hours', minutes: 'minutes' },
  },
};

/** The free-bet page refreshes every 20 s. */
export const FreeBetPage: Story = {
  args: {
    target: later(0, 3, 42),
    tickMs: 20_000,
    variant: 'blocks',
    unitLabels: { days: 'days', hours: 'hours', minutes: 'minutes' },
  },
};

/** Minutes round up: 30 s left still reads 1 min. */
export const UnderAMinute: Story = {
  args: { target: now.getTime() + 30_000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('0 d 00 h 01 min');
  },
};

export const Completed: Story = {
  args: { target: later(-1, 0, 0) },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent('0 d 00 h 00 min');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1));
  },
};

export const ManyDays: Story = { args: { target: later(365, 23, 59), variant: 'blocks' } };

export const LongUnitLabels: Story = {
  args: {
    variant: 'blocks',
    unitLabels: { days: 'Tage', hours: 'Stunden', minutes: 'Minutenanzeige' },
  },
};

export const OnBrandSurface: Story = {
  render: (args) => (
    <Box background="brand" color="onBrand" padding="medium" borderRadius="standard">
      <Countdown {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('min')).toBeInTheDocument();
  },
};
