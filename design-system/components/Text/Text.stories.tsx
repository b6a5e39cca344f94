import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from './Text.tsx';
import { textSizes, textTones, textWeights } from './Text.css.ts';

const meta = {
  title: 'Design system/Typography/Text',
  component: Text,
  args: { children: 'Real Madrid - FC Barcelona' },
  argTypes: {
    size: { control: 'select', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="small">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="xsmall">
      {textTones
        .filter((tone) => tone !== 'inverse' && tone !== 'onBrand')
        .map((tone) => (
          <Text key={tone} {...args} tone={tone} weight="medium">
            {tone}
          </Text>
        ))}
    </Stack>
  ),
};

export const TabularNumbers: Story = {
  render: () => (
    <Stack space="xxsmall">
      {['1.11', '10.50', '7.08'].map((price) => (
        <Text key={price} tabularNumbers align="right">
          {price}
        </Text>
      ))}
    </Stack>
  ),
};

export const SingleLineTruncated: Story = {
  args: {
    maxLines: 1,
    children: 'Borussia Mönchengladbach - Eintracht Frankfurt am Main, Bundesliga round 12',
  },
};

export const TwoLinesClamped: Story = {
  args: {
    maxLines: 2,
    children:
      'Sport bets only, Live or Line; at most 5 free bets per week; each free bet goes as a separate bet; odds from 1.75 to 50.',
  },
};

export const UnbrokenText: Story = {
  args: {
    children: 'player_with_a_very_long_login_name_without_any_spaces@example-casino-brand.test',
  },
};
