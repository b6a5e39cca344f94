import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { iconNames } from '../Icon/iconPaths.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Design system/EmptyState',
  component: EmptyState,
  args: {
    icon: 'calendar',
    title: 'No open bets',
    description: 'Bets you place appear here until they are settled.',
    action: <Button href="/sports">Browse sports</Button>,
  },
  argTypes: {
    icon: { control: 'select', options: [undefined, ...iconNames] },
    titleLevel: { control: 'inline-radio', options: [1, 2, 3, 4] },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No open bets' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse sports' })).toBeVisible();
  },
};

export const WithoutAction: Story = {
  args: {
    icon: 'search',
    title: 'No results',
    description: 'Try another team, league or game name.',
    action: undefined,
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, title: 'Nothing here yet', description: undefined, action: undefined },
};

export const InCard: Story = {
  render: (args) => (
    <Card>
      <EmptyState {...args} titleLevel={3} />
    </Card>
  ),
};

export const LongText: Story = {
  args: {
    title: 'There are no live events in your favourite leagues and tournaments at the moment',
    description:
      'Follow more leagues to see them here: https://sports.example.com/favourites/leagues/manage-all',
  },
};
