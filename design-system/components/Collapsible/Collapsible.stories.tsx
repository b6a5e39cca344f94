import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Text } from '../Text/Text.tsx';
import { Collapsible, type CollapsibleRootProps } from './Collapsible.tsx';

type StoryArgs = CollapsibleRootProps & {
  title: string;
  body: string;
};

const meta = {
  title: 'Design system/Collapsible',
  component: Collapsible.Root,
  args: {
    title: 'Bet history filters',
    body: 'Settled bets from the last 30 days are shown.',
    defaultOpen: false,
    disabled: false,
    onOpenChange: fn(),
    children: null,
  },
  argTypes: {
    open: { control: 'boolean' },
    children: { control: false },
  },
  render: ({ title, body, children: _children, ...root }) => (
    <Collapsible.Root {...root}>
      <Collapsible.Trigger>{title}</Collapsible.Trigger>
      <Collapsible.Content>
        <Box padding="medium">
          <Text>{body}</Text>
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('button', { name: 'Bet history filters' });
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(args.body)).not.toBeInTheDocument();

    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    const region = canvas.getByRole('region', { name: 'Bet history filters' });
    await expect(header).toHaveAttribute('aria-controls', region.id);
    await expect(region).toHaveTextContent(args.body);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Enter}');
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(getComputedStyle(header).minHeight).toBe('44px');
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const header = within(canvasElement).getByRole('button', { name: 'Bet history filters' });
    await expect(header).toBeDisabled();
    await userEvent.click(header, { pointerEventsCheck: 0 });
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const AsHeading: Story = {
  args: { defaultOpen: true },
  render: ({ title, body, children: _children, ...root }) => (
    <Collapsible.Root {...root}>
      <Collapsible.Trigger headingLevel={2}>{title}</Collapsible.Trigger>
      <Collapsible.Content>
        <Box padding="medium">
          <Text>{body}</Text>
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Bet history filters' }),
    ).toBeInTheDocument();
  },
};

/** A league header: sport icon, name, event count, and the "1 X 2" columns of its odds. */
export const RichHeader: Story = {
  args: { defaultOpen: true, title: 'England · Premier League' },
  render: ({ title, children: _children, ...root }) => (
    <Collapsible.Root {...root}>
      <Collapsible.Trigger
        leading={<Icon name="football" size="small" />}
        meta={12}
        trailing={
          <Box as="span" display="flex" gap="xlarge" paddingX="small">
            <span>1</span>
            <span>X</span>
            <span>2</span>
          </Box>
        }
      >
        {title}
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box padding="medium">
          <Text>Arsenal – Chelsea</Text>
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  ),
  play: async ({ canvasElement }) => {
    // The column captions are visual only; the name is the league and its count.
    await expect(
      within(canvasElement).getByRole('button', { name: /^England · Premier League ?, ?12$/ }),
    ).toBeInTheDocument();
  },
};

export const RichHeaderLongTitle: Story = {
  ...RichHeader,
  args: {
    defaultOpen: false,
    title: 'International · UEFA Europa Conference League qualification, third round',
  },
  play: undefined,
};

export const LongTitle: Story = {
  args: {
    defaultOpen: true,
    title:
      'International friendlies, club friendlies and other exhibition matches played this week',
    body: 'Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  },
};

export const UnbrokenTitle: Story = {
  args: { title: 'Supercalifragilisticexpialidociouschampionshipqualifiersgroupstage' },
};
