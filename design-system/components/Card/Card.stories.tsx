import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Heading } from '../Heading/Heading.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Card } from './Card.tsx';
import { cardTones } from './Card.css.ts';

const spaces = ['none', 'xsmall', 'small', 'medium', 'large', 'xlarge', 'gutter'] as const;

const meta = {
  title: 'Design system/Card',
  component: Card,
  args: {
    children: (
      <Stack space="xsmall">
        <Heading level={3}>Welcome bonus</Heading>
        <Text tone="secondary">Double your first deposit up to 100, on sports or casino.</Text>
      </Stack>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
    padding: { control: 'select', options: spaces },
    children: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack space="medium">
      {cardTones.map((tone) => (
        <Card key={tone} tone={tone}>
          <Text>{`${tone} card`}</Text>
        </Card>
      ))}
    </Stack>
  ),
};

export const Padding: Story = {
  render: () => (
    <Stack space="medium">
      {(['none', 'small', 'large', 'xlarge'] as const).map((padding) => (
        <Card key={padding} padding={padding} tone="outline">
          <Text>{`padding ${padding}`}</Text>
        </Card>
      ))}
    </Stack>
  ),
};

export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'limits-heading',
    children: (
      <Stack space="xsmall">
        <Heading level={2} id="limits-heading">
          Deposit limits
        </Heading>
        <Text tone="secondary">Daily 50 · Weekly 200 · Monthly 500</Text>
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Deposit limits' }),
    ).toBeInTheDocument();
  },
};

/** The whole card is one link; its text is the link's name. */
export const AsLink: Story = {
  args: {
    href: '/promotions/welcome',
    children: (
      <Stack space="xsmall">
        <Text weight="strong">Welcome bonus</Text>
        <Text tone="secondary">Double your first deposit up to 100.</Text>
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Welcome bonus/ });
    await expect(link).toHaveAttribute('href', '/promotions/welcome');
    await expect(link).toHaveAccessibleName('Welcome bonus Double your first deposit up to 100.');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** The whole card is one button, usable with a pointer and the keyboard. */
export const AsButton: Story = {
  args: {
    onClick: fn(),
    children: (
      <Inline space="small" align="spaceBetween">
        <Text as="span" weight="strong">
          Real Madrid v Barcelona
        </Text>
        <Text as="span" tone="secondary">
          21:00
        </Text>
      </Inline>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Real Madrid v Barcelona/ });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await expect(button).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    children: (
      <Stack space="xsmall">
        <Heading level={3}>
          Bet builder boost on every Champions League, Europa League and Conference League match
        </Heading>
        <Text tone="secondary">
          Terms:
          https://promotions.example.com/bet-builder-boost/terms-and-conditions/full-text-2025
        </Text>
      </Stack>
    ),
  },
};
