import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { LoadingOverlay } from './LoadingOverlay.tsx';

const events = (
  <Box background="surfaceRaised" borderRadius="standard" padding="large" border="standard">
    <Stack space="small">
      <Heading level={3}>Today’s football</Heading>
      <Text>Real Madrid v Barcelona · 21:00</Text>
      <Text>Sevilla v Valencia · 19:00</Text>
      <Text>Athletic Club v Real Sociedad · 16:15</Text>
      <Text>Girona v Villarreal · 14:00</Text>
    </Stack>
  </Box>
);

const meta = {
  title: 'Design system/LoadingOverlay',
  component: LoadingOverlay,
  args: { loading: true, fullScreen: false, label: 'Loading', children: events },
  argTypes: { children: { control: false } },
  parameters: {
    // A full-screen overlay covers the docs page, so each story gets its own frame.
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    const content = canvas
      .getByRole('heading', { name: 'Today’s football' })
      .closest('[aria-busy]');
    await expect(content).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotLoading: Story = { args: { loading: false } };

export const FullScreen: Story = {
  args: { fullScreen: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement.ownerDocument.body).getByRole('status');
    await expect(canvasElement).not.toContainElement(status);
  },
};

function Reloading() {
  const [loading, setLoading] = useState(true);
  return (
    <Stack space="medium">
      <Button onClick={() => setLoading(false)}>Finish loading</Button>
      <LoadingOverlay loading={loading}>{events}</LoadingOverlay>
    </Stack>
  );
}

export const AfterLoadingEnds: Story = {
  render: () => <Reloading />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    // Specs: it holds for 400 ms, then fades over 0.35 s before leaving.
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('status').parentElement).toHaveAttribute('data-state', 'fading'),
    );
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
  },
};
