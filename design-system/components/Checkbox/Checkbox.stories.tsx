import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me on this device', onCheckedChange: fn() },
  argTypes: { label: { control: 'text' } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Remember me on this device',
    });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);

    // Space on the focused box toggles it back.
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);

    const target = checkbox.getBoundingClientRect();
    await expect(target.width).toBeGreaterThanOrEqual(44);
    await expect(target.height).toBeGreaterThanOrEqual(44);
  },
};

export const ToggleByLabel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Remember me on this device'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { label: 'All football markets', indeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'Stay signed in for 30 days. Do not use on shared devices.' },
};

export const WithError: Story = {
  args: {
    label: 'I am 18 or over and accept the terms and conditions',
    required: true,
    error: 'You must accept the terms to open an account',
  },
};

export const RichLabel: Story = {
  args: {
    label: (
      <>
        I accept the <a href="#terms">terms and conditions</a> and the{' '}
        <a href="#privacy">privacy policy</a>
      </>
    ),
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

export const LongLabel: Story = {
  args: {
    label:
      'Send me offers, free bets and casino bonuses by email, SMS and push notification; I can withdraw this consent at any time in my account settings',
    hint: 'Unbroken: https://example.com/responsible-gambling/limits/deposit/weekly/settings',
  },
};
