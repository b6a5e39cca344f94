import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { Inline, inlineAligns, inlineAlignsY } from './Inline.tsx';

const buttons = ['Today', 'Tomorrow', '24 Nov', '25 Nov', '2 h', '4 h', '6 h', '12 h', '24 h'].map(
  (label) => (
    <Button key={label} variant="outline" size="small">
      {label}
    </Button>
  ),
);

const meta = {
  title: 'Design system/Layout/Inline',
  component: Inline,
  args: { space: 'small', children: buttons },
  argTypes: {
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignsY },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wraps onto further lines on a phone. */
export const Playground: Story = {};
export const SpaceBetween: Story = {
  args: { align: 'spaceBetween', children: buttons.slice(0, 2) },
};
export const NoWrap: Story = { args: { noWrap: true, children: buttons.slice(0, 3) } };
