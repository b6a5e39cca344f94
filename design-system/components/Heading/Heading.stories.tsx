import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack.tsx';
import { Heading, headingLevels } from './Heading.tsx';

const meta = {
  title: 'Design system/Typography/Heading',
  component: Heading,
  args: { level: 2, children: 'Top events' },
  argTypes: { level: { control: 'inline-radio', options: headingLevels } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Levels: Story = {
  render: (args) => (
    <Stack space="small">
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          Level {level}: {args.children}
        </Heading>
      ))}
    </Stack>
  ),
};

export const Truncated: Story = {
  args: {
    truncate: true,
    children: 'UEFA Champions League, group stage, matchday 5 of 6: all events',
  },
};
