import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { odometerDigitWidths, odometerSizes, odometerVariants } from './Odometer.css.ts';
import { Odometer } from './Odometer.tsx';

// Callers bring their own formatting; these stand in for a brand's Intl.NumberFormat.
const euros = (value: number) =>
  `€${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const grouped = (value: number) => Math.trunc(value).toLocaleString('en-GB');
/** Chilean pesos as Chile writes them: no decimals, the sign in front ("$55.340"). */
const pesos = (value: number) => `$${Math.trunc(value).toLocaleString('es-CL')}`;

const meta = {
  title: 'Design system/Odometer',
  component: Odometer,
  args: { value: 48_213, digitWidth: 7, size: 'xlarge', variant: 'plain' },
  argTypes: {
    digitWidth: { control: 'inline-radio', options: odometerDigitWidths },
    size: { control: 'inline-radio', options: odometerSizes },
    variant: { control: 'inline-radio', options: odometerVariants },
    format: { control: false },
  },
} satisfies Meta<typeof Odometer>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnDigits = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-digit]')].map((column) =>
    column.getAttribute('data-digit'),
  );

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    // Read once, as text; the rolling columns are hidden from assistive technology.
    await expect(within(canvasElement).getByText('48213')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toContainElement(
      canvasElement.querySelector('[data-digit]'),
    );
    await expect(columnDigits(canvasElement)).toEqual(['0', '0', '4', '8', '2', '1', '3']);
  },
};

export const SixDigits: Story = {
  args: { digitWidth: 6 },
  play: async ({ canvasElement }) => {
    await expect(columnDigits(canvasElement)).toHaveLength(6);
  },
};

export const Reels: Story = { args: { variant: 'reels', size: 'xxlarge' } };

export const WithSeparatorsAndDecimals: Story = {
  args: { value: 1_234_567.89, format: euros, variant: 'reels' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('€1,234,567.89')).toBeInTheDocument();
  },
};

/** A formatted amount keeps its own digits: no zero in front of "4,213" on a six-digit counter. */
export const FormattedNotPadded: Story = {
  args: { value: 4_213, format: grouped, digitWidth: 6 },
  play: async ({ canvasElement }) => {
    await expect(columnDigits(canvasElement)).toEqual(['4', '2', '1', '3']);
  },
};

/** The small jackpot in Chilean pesos: "$55.340", not "$055.340". */
export const PesosJackpot: Story = {
  args: { value: 55_340, format: pesos, digitWidth: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$55.340')).toBeInTheDocument();
    await expect(columnDigits(canvasElement)).toEqual(['5', '5', '3', '4', '0']);
  },
};

export const LongerThanWidth: Story = { args: { value: 123_456_789, digitWidth: 6 } };

export const Zero: Story = { args: { value: 0 } };

/** The jackpot ticks up: the digits roll (no motion under reduced motion). */
function RisingJackpot() {
  const [value, setValue] = useState(99_990);
  return (
    <Stack space="medium" align="left">
      <Odometer value={value} format={grouped} variant="reels" />
      <Button size="small" onClick={() => setValue((previous) => previous + 15)}>
        Add 15
      </Button>
    </Stack>
  );
}

export const ValueChange: Story = {
  render: () => <RisingJackpot />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99,990')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add 15' }));
    await waitFor(() => expect(canvas.getByText('100,005')).toBeInTheDocument());
    await expect(columnDigits(canvasElement)).toEqual(['1', '0', '0', '0', '0', '5']);
  },
};

export const OnBrandSurface: Story = {
  render: (args) => (
    <Box background="brand" color="onBrand" padding="large" borderRadius="large">
      <Stack space="xsmall">
        <Text tone="onBrand" size="small" weight="medium">
          Weekly jackpot
        </Text>
        <Odometer {...args} format={euros} />
      </Stack>
    </Box>
  ),
};
