import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Card } from '../Card/Card.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { Skeleton } from './Skeleton.tsx';
import { skeletonShapes, skeletonSizes, skeletonWidths } from './Skeleton.css.ts';

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 1, width: 'full' },
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    width: { control: 'inline-radio', options: skeletonWidths },
    size: { control: 'inline-radio', options: skeletonSizes },
    lines: { control: { type: 'number', min: 1, max: 10 } },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Paragraph: Story = { args: { lines: 4 } };

export const Widths: Story = {
  render: () => (
    <Stack space="small">
      {skeletonWidths.map((width) => (
        <Skeleton key={width} width={width} />
      ))}
    </Stack>
  ),
};

export const Rects: Story = {
  render: () => (
    <Stack space="small">
      {skeletonSizes.map((size) => (
        <Skeleton key={size} shape="rect" size={size} />
      ))}
      <Skeleton shape="rect" size="small" width="medium" />
    </Stack>
  ),
};

export const Circles: Story = {
  render: () => (
    <Inline space="small">
      {skeletonSizes.map((size) => (
        <Skeleton key={size} shape="circle" size={size} />
      ))}
    </Inline>
  ),
};

/**
 * How a screen uses it: the container is `aria-busy` with one status message; the shapes are
 * hidden from screen readers.
 */
export const LoadingCard: Story = {
  render: () => (
    <Card>
      <Box aria-busy="true">
        <VisuallyHidden>
          <span role="status">Loading events</span>
        </VisuallyHidden>
        <Stack space="medium">
          <Inline space="small" noWrap>
            <Skeleton shape="circle" size="small" />
            <Box flexGrow={1}>
              <Skeleton width="large" />
            </Box>
          </Inline>
          <Skeleton lines={3} />
          <Skeleton shape="rect" size="small" />
        </Stack>
      </Box>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading events');
  },
};
