import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon/iconPaths.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Button } from './Button.tsx';
import { buttonSizes, buttonVariants } from './Button.css.ts';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Place bet', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: 'select', options: [undefined, ...iconNames] },
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

export const Variants: Story = {
  render: (args) => (
    <Stack space="small" align="left">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="small" align="left">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </Stack>
  ),
};

export const Outline: Story = { args: { variant: 'outline' } };

export const WithIcon: Story = { args: { icon: 'wallet', children: 'Top up' } };

export const Pressed: Story = {
  args: { variant: 'outline', 'aria-pressed': true, children: 'English' },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Place bet' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
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

export const AsLink: Story = {
  args: { href: '/profile/top-up', icon: 'wallet', children: 'Top up' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Top up' });
    await expect(link).toHaveAttribute('href', '/profile/top-up');
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const LongLabel: Story = {
  args: { children: 'Accept all odds changes and place every bet in the slip now' },
};
