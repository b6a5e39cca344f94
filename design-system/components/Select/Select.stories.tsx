import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, type SelectOption } from './Select.tsx';

const oddsFormats: SelectOption[] = [
  { value: 'decimal', label: 'Decimal (1.50)' },
  { value: 'fractional', label: 'Fractional (1/2)' },
  { value: 'american', label: 'American (-200)' },
  { value: 'hongkong', label: 'Hong Kong (0.50)', disabled: true },
];

const meta = {
  title: 'Design system/Select',
  component: Select,
  args: {
    label: 'Odds format',
    options: oddsFormats,
    placeholder: 'Choose a format',
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Odds format' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'fractional');
    await expect(select).toHaveValue('fractional');
    await expect(args.onValueChange).toHaveBeenCalledWith('fractional');
    await expect(select.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Filled: Story = { args: { defaultValue: 'decimal' } };

export const WithoutPlaceholder: Story = { args: { placeholder: undefined } };

export const WithHint: Story = { args: { hint: 'Used for every market and your bet slip.' } };

export const WithError: Story = {
  args: { error: 'Choose an odds format', required: true },
};

export const Disabled: Story = { args: { defaultValue: 'decimal', disabled: true } };

export const LongLabel: Story = {
  args: {
    label: 'How odds are shown across every sport, market and your bet slip',
    options: [
      {
        value: 'long',
        label: 'Decimal with three decimal places, rounded half up, as used in continental Europe',
      },
      ...oddsFormats,
    ],
    defaultValue: 'long',
  },
};
