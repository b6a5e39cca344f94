import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { iconNames } from '../Icon/iconPaths.tsx';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'Design system/ErrorState',
  component: ErrorState,
  args: {
    title: 'Events could not be loaded',
    description: 'Check your connection and try again.',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    titleLevel: { control: 'inline-radio', options: [1, 2, 3, 4] },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Events could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Try again' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** A retry that runs briefly, then succeeds: the button is busy in between. */
export const RetryFlow: Story = {
  render: function RetryFlowStory(args) {
    const [retrying, setRetrying] = useState(false);
    return (
      <ErrorState
        title={args.title}
        description={args.description}
        retryLabel="Try again"
        retrying={retrying}
        onRetry={() => {
          setRetrying(true);
          // A short fake request keeps the test quick; real screens pass their SWR state.
          setTimeout(() => setRetrying(false), 50);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Try again' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveFocus();
  },
};

/** A way out beside the retry: a whole page that failed offers the home page too. */
export const WithSecondaryAction: Story = {
  args: {
    title: 'Something went wrong',
    description: 'This page could not be shown. Try again or go to the home page.',
    titleLevel: 1,
    secondaryAction: (
      <Button variant="outline" href="/">
        Go to the home page
      </Button>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const WithoutRetry: Story = {
  args: {
    title: 'This game is not available in your country',
    description: undefined,
    onRetry: undefined,
    retryLabel: undefined,
    icon: 'lock',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const InCard: Story = {
  render: (args) => (
    <Card>
      <ErrorState
        title={args.title}
        description={args.description}
        titleLevel={3}
        onRetry={fn()}
        retryLabel="Try again"
      />
    </Card>
  ),
};

export const LongText: Story = {
  args: {
    title: 'Your bet history could not be loaded because the service took too long to answer',
    description:
      'Reference: ERR_UPSTREAM_TIMEOUT_0x7f3a9c2b1d4e5f60718293a4b5c6d7e8f9012345 — please quote it to support.',
    retryLabel: 'Try loading the bet history again',
  },
};
