import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { buttonSizes, buttonVariants } from './Button.css.ts';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Place bet', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Place bet' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(getComputedStyle(button).minHeight).toBe('44px');
  },
};

export const Outline: Story = { args: { variant: 'outline' } };

export const Small: Story = { args: { size: 'small', children: 'Cash out' } };

export const Pressed: Story = {
  args: { variant: 'outline', 'aria-pressed': true, children: 'English' },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place bet' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const LongLabel: Story = {
  args: { children: 'Accept all odds changes and place every bet in the slip now' },
};
