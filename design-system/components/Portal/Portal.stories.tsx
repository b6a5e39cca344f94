import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Text } from '../Text/Text.tsx';
import { Portal } from './Portal.tsx';
import { portalLayers } from './Portal.css.ts';

const meta = {
  title: 'Design system/Portal',
  component: Portal,
  args: {
    layer: 'overlay',
    children: (
      <Box
        background="surfaceRaised"
        padding="large"
        margin="large"
        borderRadius="standard"
        boxShadow="medium"
      >
        <Text>Rendered into the portal container, outside the story’s own tree.</Text>
      </Box>
    ),
  },
  argTypes: {
    layer: { control: 'inline-radio', options: portalLayers },
    children: { control: false },
  },
  render: (args) => (
    <>
      <Text>The story’s own content.</Text>
      <Portal {...args} />
    </>
  ),
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const text = within(canvasElement.ownerDocument.body).getByText(/Rendered into the portal/);
    await expect(canvasElement).not.toContainElement(text);
    const layer = text.closest('[data-portal-layer]');
    await expect(layer).toHaveAttribute('data-portal-layer', args.layer);
    await expect(layer?.parentElement).toBe(canvasElement.ownerDocument.body);
  },
};

export const ToastLayer: Story = { args: { layer: 'toast' } };
