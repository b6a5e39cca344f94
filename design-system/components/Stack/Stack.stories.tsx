import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box.tsx';
import { Text } from '../Text/Text.tsx';
import { Stack, stackAligns } from './Stack.tsx';

const item = (label: string, as: 'div' | 'li' = 'div') => (
  <Box
    key={label}
    as={as}
    background="surfaceRaised"
    padding="medium"
    borderRadius="small"
    border="standard"
  >
    <Text>{label}</Text>
  </Box>
);

const meta = {
  title: 'Design system/Layout/Stack',
  component: Stack,
  args: {
    space: 'medium',
    align: 'stretch',
    children: ['Football', 'Tennis', 'Basketball'].map((label) => item(label)),
  },
  argTypes: { align: { control: 'inline-radio', options: stackAligns } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Centered: Story = { args: { align: 'center', space: 'xsmall' } };
export const AsList: Story = {
  // A render function, because Storybook deep-merges element args into the meta's children.
  render: (args) => (
    <Stack {...args} as="ul" aria-label="Sports">
      {['Football', 'Tennis', 'Basketball'].map((label) => item(label, 'li'))}
    </Stack>
  ),
};
