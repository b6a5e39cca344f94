import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon/iconPaths.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { IconButton } from './IconButton.tsx';
import { iconButtonSizes, iconButtonVariants } from './IconButton.css.ts';

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  args: { icon: 'close', label: 'Close', onClick: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="small">
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={variant} />
      ))}
    </Inline>
  ),
};

/** The visible size changes; the touch target never drops below 44 px. */
export const Sizes: Story = {
  render: (args) => (
    <Stack space="small" align="left">
      {iconButtonVariants.map((variant) => (
        <Inline key={variant} space="small">
          {iconButtonSizes.map((size) => (
            <IconButton
              key={size}
              {...args}
              variant={variant}
              size={size}
              label={`${variant} ${size}`}
            />
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(width).toBeGreaterThanOrEqual(44);
      await expect(height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** A toggle (favourite): `aria-pressed` follows the state. */
export const Pressed: Story = {
  render: function PressedStory() {
    const [pressed, setPressed] = useState(false);
    return (
      <Inline space="small">
        {iconButtonVariants.map((variant) => (
          <IconButton
            key={variant}
            icon={pressed ? 'starFilled' : 'star'}
            label={`Favourite (${variant})`}
            variant={variant}
            pressed={pressed}
            onClick={() => setPressed((previous) => !previous)}
          />
        ))}
      </Inline>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const star = canvas.getByRole('button', { name: 'Favourite (ghost)' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(canvas.getByRole('button', { name: 'Favourite (solid)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'outline' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { href: '/account', icon: 'user', label: 'My account', variant: 'outline' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'My account' });
    await expect(link).toHaveAttribute('href', '/account');
  },
};

export const KeyboardFocus: Story = {
  args: { variant: 'solid', icon: 'menu', label: 'Menu' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toHaveFocus();
  },
};
