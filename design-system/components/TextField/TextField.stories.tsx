import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { iconNames } from '../Icon/iconPaths.tsx';
import { TextField } from './TextField.tsx';
import { textFieldTypes } from './TextField.css.ts';

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', onValueChange: fn() },
  argTypes: {
    type: { control: 'select', options: textFieldTypes },
    leadingIcon: { control: 'select', options: [undefined, ...iconNames] },
    trailingAction: { control: false },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { autoComplete: 'email', placeholder: 'name@example.com' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ana@example.com');
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Filled: Story = { args: { defaultValue: 'ana@example.com' } };

export const WithHint: Story = {
  args: { hint: 'We send your receipts and account notices here.' },
};

export const WithError: Story = {
  args: {
    defaultValue: 'ana@example',
    hint: 'We send your receipts and account notices here.',
    error: 'Enter an email address such as name@example.com',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'We send your receipts and account notices here. Enter an email address such as name@example.com',
    );
  },
};

export const Required: Story = { args: { required: true } };

export const Optional: Story = {
  args: { label: 'Promo code', type: 'text', secondaryLabel: 'Optional' },
};

export const Disabled: Story = {
  args: { defaultValue: 'ana@example.com', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Account number', type: 'text', defaultValue: '4815 1623 42', readOnly: true },
};

export const WithIconAndAction: Story = {
  args: {
    label: 'Stake',
    type: 'text',
    inputMode: 'decimal',
    leadingIcon: 'wallet',
    defaultValue: '10.00',
    trailingAction: (
      <Button variant="ghost" size="small">
        Max
      </Button>
    ),
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Email address where we send your receipts, bonus notices and security alerts',
    hint: 'You can change it later under Account › Personal details › Contact preferences.',
    error: 'This email address is already registered to another account on this site',
    required: true,
  },
};

export const LongValue: Story = {
  args: {
    defaultValue: 'a.very.long.unbroken.email.address.for.testing.overflow@subdomain.example.com',
  },
};
