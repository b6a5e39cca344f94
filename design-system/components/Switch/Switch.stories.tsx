import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Design system/Switch',
  component: Switch,
  args: { label: 'Accept odds changes', onCheckedChange: fn() },
  argTypes: { label: { control: 'text' } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Accept odds changes' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);

    // Space on the focused switch turns it off again.
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(canvas.getByText('Accept odds changes'));
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    const target = toggle.getBoundingClientRect();
    await expect(target.width).toBeGreaterThanOrEqual(44);
    await expect(target.height).toBeGreaterThanOrEqual(44);
  },
};

export const Off: Story = {};

export const On: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: { hint: 'Bets go through at the new odds instead of asking you first.' },
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } };

export const LongLabel: Story = {
  args: {
    label:
      'Accept any change of odds, higher or lower, while the bet is being placed, without asking me first',
    hint: 'Unbroken: https://example.com/help/betting/odds-changes/accept-automatically',
    defaultChecked: true,
  },
};
