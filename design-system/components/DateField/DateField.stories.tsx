import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField.tsx';

const meta = {
  title: 'Design system/DateField',
  component: DateField,
  args: { label: 'Date of birth', onValueChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { min: '1900-01-01', max: '2007-12-31' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'date');
    // The value a phone's picker or the keyboard produces: always yyyy-MM-dd, whatever the display.
    await userEvent.type(input, '1990-06-15');
    await expect(input).toHaveValue('1990-06-15');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1990-06-15');
  },
};

export const Filled: Story = { args: { defaultValue: '1990-06-15' } };

export const WithHint: Story = {
  args: { hint: 'You must be 18 or over to play.', max: '2007-12-31' },
};

export const WithError: Story = {
  args: {
    defaultValue: '2010-03-01',
    hint: 'You must be 18 or over to play.',
    error: 'You must be 18 or over to open an account',
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { defaultValue: '1990-06-15', disabled: true } };

export const ReadOnly: Story = { args: { defaultValue: '1990-06-15', readOnly: true } };

export const LongLabel: Story = {
  args: {
    label: 'Date of birth as shown on your passport, national identity card or driving licence',
    hint: 'We check it against the document you upload in the next step of registration.',
    defaultValue: '1990-06-15',
  },
};
