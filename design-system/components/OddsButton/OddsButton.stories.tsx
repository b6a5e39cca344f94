import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { oddsButtonLayouts } from './OddsButton.css.ts';
import { OddsButton, type OddsButtonProps } from './OddsButton.tsx';
import { oddsTrends } from './oddsTrend.ts';

const meta = {
  title: 'Design system/OddsButton',
  component: OddsButton,
  args: {
    label: '1',
    price: '1.85',
    selected: false,
    blocked: false,
    layout: 'stacked',
    onSelectedChange: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: oddsButtonLayouts },
    trend: { control: 'inline-radio', options: [undefined, ...oddsTrends] },
  },
  decorators: [
    // A shrink-to-fit cell, as in a market grid: the button fills its cell.
    (Story) => (
      <Box display="inline-block">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof OddsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { selectionId: 'match-1-home' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '1, 1.85' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onSelectedChange).toHaveBeenCalledWith(true, 'match-1-home');
    await expect(getComputedStyle(button).minHeight).toBe('44px');
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '1, 1.85' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onSelectedChange).toHaveBeenCalledWith(false, undefined);
  },
};

export const Blocked: Story = {
  args: { blocked: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '1, Suspended' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSelectedChange).not.toHaveBeenCalled();
  },
};

export const SelectedAndBlocked: Story = { args: { selected: true, blocked: true } };

export const Increased: Story = {
  args: { trend: 'up', price: '1.95', flashMs: Number.POSITIVE_INFINITY },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: '1, 1.95, Odds increased',
    });
    await expect(button).toHaveAttribute('data-trend', 'up');
  },
};

export const Reduced: Story = {
  args: { trend: 'down', price: '1.70', flashMs: Number.POSITIVE_INFINITY },
};

export const IncreasedWhileSelected: Story = {
  args: { trend: 'up', price: '1.95', selected: true, flashMs: Number.POSITIVE_INFINITY },
};

export const Inline: Story = { args: { layout: 'inline', label: 'Over 2.5', price: '2.10' } };

export const PriceOnly: Story = {
  args: { layout: 'priceOnly', label: 'Draw' },
  play: async ({ canvasElement }) => {
    // The label is not shown but still read.
    const button = within(canvasElement).getByRole('button', { name: 'Draw, 1.85' });
    await expect(button).not.toHaveTextContent('Draw');
  },
};

export const AmericanOdds: Story = { args: { price: '+120' } };

export const LongLabel: Story = {
  args: { label: 'Both teams to score in the first half and over 2.5 goals', price: '11.50' },
  decorators: [
    (Story) => (
      <Box display="flex" flexDirection="column" gap="small">
        <Story />
        <OddsButton
          label="Supercalifragilisticexpialidociousover2.5goals"
          price="3.40"
          layout="inline"
        />
      </Box>
    ),
  ],
};

function MarketRow(props: Partial<OddsButtonProps>) {
  const [selected, setSelected] = useState<string | undefined>('draw');
  const onSelectedChange = (isSelected: boolean, id: string | undefined) =>
    setSelected(isSelected ? id : undefined);
  const outcomes = [
    { id: 'home', label: '1', price: '2.45', trend: 'up' as const },
    { id: 'draw', label: 'X', price: '3.10' },
    { id: 'away', label: '2', price: '2.90', trend: 'down' as const },
  ];
  return (
    <Stack space="small">
      <Text weight="strong">Arsenal – Chelsea</Text>
      <Box display="flex" gap="xsmall">
        {outcomes.map((outcome) => (
          <OddsButton
            key={outcome.id}
            selectionId={outcome.id}
            label={outcome.label}
            price={outcome.price}
            trend={outcome.trend}
            flashMs={Number.POSITIVE_INFINITY}
            selected={selected === outcome.id}
            onSelectedChange={onSelectedChange}
            {...props}
          />
        ))}
      </Box>
      <Box display="flex" gap="xsmall">
        <OddsButton label="Over 2.5" price="1.80" layout="inline" />
        <OddsButton label="Under 2.5" price="2.00" layout="inline" blocked />
      </Box>
    </Stack>
  );
}

/** A 1 X 2 market and a totals market: every state side by side. */
export const Market: Story = {
  decorators: [],
  render: () => <MarketRow />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^1, 2\.45/ }));
    await expect(canvas.getByRole('button', { name: /^1, 2\.45/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'X, 3.10' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

const livePrices: { price: string; value: number }[] = [
  { price: '1.85', value: 1.85 },
  { price: '1.95', value: 1.95 },
  { price: '2.10', value: 2.1 },
  { price: '1.70', value: 1.7 },
];

/** Prices from a live feed: the button compares `value`s itself. */
function LivePrice({ flashMs }: { flashMs: number }) {
  const [step, setStep] = useState(0);
  const current = livePrices[step % livePrices.length] ?? { price: '1.85', value: 1.85 };
  return (
    <Stack space="medium" align="left">
      <Box display="inline-block">
        <OddsButton label="1" price={current.price} value={current.value} flashMs={flashMs} />
      </Box>
      <Button size="small" variant="outline" onClick={() => setStep((previous) => previous + 1)}>
        Next price
      </Button>
    </Stack>
  );
}

export const PriceChange: Story = {
  decorators: [],
  render: () => <LivePrice flashMs={400} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const odds = () => canvas.getByRole('button', { name: /^1, / });
    const next = canvas.getByRole('button', { name: 'Next price' });
    await expect(odds()).not.toHaveAttribute('data-trend');

    await userEvent.click(next);
    await expect(odds()).toHaveAttribute('data-trend', 'up');
    await expect(odds()).toHaveAccessibleName('1, 1.95, Odds increased');
    await waitFor(() => expect(odds()).not.toHaveAttribute('data-trend'), { timeout: 2000 });
    await expect(odds()).toHaveAccessibleName('1, 1.95');

    // Up again: the flash starts over.
    await userEvent.click(next);
    await expect(odds()).toHaveAttribute('data-trend', 'up');
    await userEvent.click(next);
    await expect(odds()).toHaveAttribute('data-trend', 'down');
    await waitFor(() => expect(odds()).not.toHaveAttribute('data-trend'), { timeout: 2000 });
  },
};
