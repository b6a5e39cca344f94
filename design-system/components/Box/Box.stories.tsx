import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text.tsx';
import { Box } from './Box.tsx';

const meta = {
  title: 'Design system/Layout/Box',
  component: Box,
  args: {
    padding: 'large',
    background: 'surfaceRaised',
    borderRadius: 'standard',
    boxShadow: 'small',
    children: <Text>Content on a raised surface</Text>,
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Surfaces: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      {(['surfacePage', 'surfaceRaised', 'surfaceSunken', 'surfaceOverlay'] as const).map(
        (surface) => (
          <Box
            key={surface}
            background={surface}
            padding="medium"
            border="standard"
            borderRadius="small"
          >
            <Text>{surface}</Text>
          </Box>
        ),
      )}
    </Box>
  ),
};

/** Padding grows from phone to tablet: resize the viewport to see it. */
export const ResponsivePadding: Story = {
  args: { padding: { mobile: 'small', tablet: 'xlarge' } },
};

export const Dark: Story = { globals: { theme: 'dark' } };
