import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

/**
 * The one story that pins the dark theme (the Chromatic "dark" mode shows every other story in
 * it): it tests that the dark class outranks the light theme on :root, and keeps that test in
 * the local runner, which shows stories in the light theme only.
 */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    // Whatever the stylesheet order.
    const body = canvasElement.ownerDocument.body;
    await expect(getComputedStyle(body).backgroundColor).toBe('rgb(14, 19, 25)');
  },
};

/** A list keeps the padding it is given: the element reset never beats a layout prop. */
export const ListWithPadding: Story = {
  render: () => (
    <Box
      as="ul"
      padding="large"
      background="surfaceRaised"
      borderRadius="standard"
      aria-label="Sports"
    >
      <Box as="li">
        <Text>Football</Text>
      </Box>
      <Box as="li">
        <Text>Tennis</Text>
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Sports' });
    await expect(getComputedStyle(list).paddingTop).toBe('16px');
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};
