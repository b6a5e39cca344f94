import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Badge } from './Badge.tsx';
import { badgeEmphases, badgeTones } from './Badge.css.ts';

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { children: 'Live' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    emphasis: { control: 'inline-radio', options: badgeEmphases },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every tone in both emphases, on the page and on a raised surface. */
export const Tones: Story = {
  render: () => (
    <Stack space="medium">
      {(['surfacePage', 'surfaceRaised'] as const).map((background) => (
        <Box key={background} background={background} padding="small" borderRadius="standard">
          <Stack space="small">
            {badgeEmphases.map((emphasis) => (
              <Inline key={emphasis} space="xsmall">
                {badgeTones.map((tone) => (
                  <Badge key={tone} tone={tone} emphasis={emphasis}>
                    {tone}
                  </Badge>
                ))}
              </Inline>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  ),
};

export const Soft: Story = { args: { emphasis: 'soft', tone: 'positive', children: 'Won' } };

/** Screen readers hear the label ("7 unread messages"); the pill shows the number. */
export const Count: Story = {
  args: { children: undefined, count: 7, label: '7 unread messages', tone: 'negative' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('7 unread messages')).toBeInTheDocument();
    await expect(canvas.getByText('7')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const CountOverMax: Story = {
  args: { children: undefined, count: 120, label: '120 unread messages', tone: 'negative' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('120 unread messages')).toBeInTheDocument();
  },
};

export const CustomMax: Story = {
  args: { children: undefined, count: 12, max: 9, label: '12 open bets', tone: 'brand' },
};

/** Beside text, as in a menu entry or a tab. */
export const BesideText: Story = {
  render: () => (
    <Inline space="xsmall">
      <Text>My bets</Text>
      <Badge count={3} label="3 open bets" />
    </Inline>
  ),
};

export const LongText: Story = {
  render: () => (
    <Box background="surfaceRaised" padding="small">
      <Stack space="small" align="left">
        <Badge tone="warning" emphasis="soft">
          Cash out temporarily unavailable for this selection while the market is suspended
        </Badge>
        <Badge tone="info">
          Supercalifragilisticexpialidociousbonusunbrokenwordwithoutanyspaces
        </Badge>
      </Stack>
    </Box>
  ),
};
