import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Link } from './Link.tsx';
import { linkTones, linkUnderlines, linkWeights } from './Link.css.ts';

const meta = {
  title: 'Design system/Link',
  component: Link,
  args: { href: '/sports/football', children: 'See all football' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    weight: { control: 'inline-radio', options: [undefined, ...linkWeights] },
    underline: { control: 'inline-radio', options: linkUnderlines },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See all football' });
    await expect(link).toHaveAttribute('href', '/sports/football');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="small" align="left">
      {linkTones.map((tone) => (
        <Text key={tone}>
          <Link {...args} tone={tone}>
            {`${tone} tone`}
          </Link>
        </Text>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <Stack space="small" align="left">
      {linkWeights.map((weight) => (
        <Link key={weight} {...args} weight={weight}>
          {`${weight} weight`}
        </Link>
      ))}
    </Stack>
  ),
};

/** Inside running text the underline is always on, so colour is not the only cue. */
export const InRunningText: Story = {
  render: (args) => (
    <Text>
      By placing a bet you accept the{' '}
      <Link {...args} href="/terms" underline="always">
        terms and conditions
      </Link>{' '}
      and the{' '}
      <Link {...args} href="/rules" tone="inherit" weight="strong">
        betting rules
      </Link>
      .
    </Text>
  ),
};

export const External: Story = {
  args: { href: 'https://www.begambleaware.org', external: true, children: 'Play responsibly' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Play responsibly opens in a new tab',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Hover and keyboard focus both underline the link; focus also draws the ring. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};

export const LongUnbrokenText: Story = {
  args: {
    href: '/promotions',
    children: 'https://promotions.example.com/welcome-bonus/terms-and-conditions/2025/full-text',
  },
};
