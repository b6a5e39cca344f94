import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box/Box.tsx';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Accordion, accordionTypes, type AccordionRootProps } from './Accordion.tsx';
import { isAnyOpen, toggleAll } from './toggleAll.ts';

interface League {
  value: string;
  name: string;
  count: number;
  events: string[];
}

const leagues: League[] = [
  {
    value: 'premier-league',
    name: 'England · Premier League',
    count: 2,
    events: ['Arsenal – Chelsea', 'Liverpool – Everton'],
  },
  { value: 'la-liga', name: 'Spain · La Liga', count: 1, events: ['Sevilla – Valencia'] },
  { value: 'serie-a', name: 'Italy · Serie A', count: 1, events: ['Roma – Lazio'] },
];

const columns = (
  <Box as="span" display="flex" gap="xlarge" paddingX="small">
    <span>1</span>
    <span>X</span>
    <span>2</span>
  </Box>
);

function LeagueItems({
  items = leagues,
  disabledValue,
}: {
  items?: League[];
  disabledValue?: string;
}) {
  return items.map((league) => (
    <Accordion.Item
      key={league.value}
      value={league.value}
      disabled={league.value === disabledValue}
    >
      <Accordion.Trigger
        leading={<Icon name="football" size="small" />}
        meta={league.count}
        trailing={columns}
      >
        {league.name}
      </Accordion.Trigger>
      <Accordion.Content>
        {/* Padding on a wrapper: a Box rendered as a list resets its own padding. */}
        <Box padding="medium">
          <Box as="ul" display="flex" flexDirection="column" gap="small">
            {league.events.map((event) => (
              <Box as="li" key={event}>
                <Text as="span">{event}</Text>
              </Box>
            ))}
          </Box>
        </Box>
      </Accordion.Content>
    </Accordion.Item>
  ));
}

type StoryArgs = AccordionRootProps;

const meta = {
  title: 'Design system/Accordion',
  component: Accordion.Root,
  args: {
    type: 'multiple',
    defaultValue: ['premier-league'],
    onValueChange: fn(),
    children: null,
  },
  argTypes: {
    type: { control: 'inline-radio', options: accordionTypes },
    children: { control: false },
  },
  render: (args) => (
    <Accordion.Root {...args}>
      <LeagueItems />
    </Accordion.Root>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const premier = canvas.getByRole('button', { name: /Premier League/ });
    const laLiga = canvas.getByRole('button', { name: /La Liga/ });
    await expect(premier).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(laLiga);
    // Multiple: the first section stays open.
    await expect(laLiga).toHaveAttribute('aria-expanded', 'true');
    await expect(premier).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['premier-league', 'la-liga']);

    await userEvent.click(premier);
    await expect(premier).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['la-liga']);
  },
};

export const Single: Story = {
  args: { type: 'single', defaultValue: 'premier-league' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const premier = canvas.getByRole('button', { name: /Premier League/ });
    const serieA = canvas.getByRole('button', { name: /Serie A/ });

    await userEvent.click(serieA);
    await expect(serieA).toHaveAttribute('aria-expanded', 'true');
    await expect(premier).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('serie-a');

    await userEvent.click(serieA);
    await expect(serieA).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const AllClosed: Story = { args: { defaultValue: [] } };

export const DisabledSection: Story = {
  args: { defaultValue: [] },
  render: (args) => (
    <Accordion.Root {...args}>
      <LeagueItems disabledValue="la-liga" />
    </Accordion.Root>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /La Liga/ })).toBeDisabled();
  },
};

/**
 * Collapse all / expand all, as the sportsbook's league list does it: the parent controls the
 * open sections; the toggle follows the specs' rule (any open: close all; none open: open all).
 */
function CollapseAllExample() {
  const [open, setOpen] = useState<string[]>(['premier-league']);
  const all = leagues.map((league) => league.value);
  return (
    <Stack space="small">
      <Box display="flex" justifyContent="flex-end">
        <Button variant="ghost" size="small" onClick={() => setOpen(toggleAll(open, all))}>
          {isAnyOpen(open, all) ? 'Collapse all' : 'Expand all'}
        </Button>
      </Box>
      <Accordion.Root type="multiple" value={open} onValueChange={setOpen}>
        <LeagueItems />
      </Accordion.Root>
    </Stack>
  );
}

export const CollapseAllExpandAll: Story = {
  render: () => <CollapseAllExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const openHeaders = () => canvas.getAllByRole('button', { expanded: true });

    // One is open, so the toggle collapses everything.
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
    await expect(canvas.queryAllByRole('button', { expanded: true })).toHaveLength(0);

    // None open: the toggle now expands everything.
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    await expect(openHeaders()).toHaveLength(3);

    // Closing one by hand still leaves some open, so the toggle collapses again.
    await userEvent.click(canvas.getByRole('button', { name: /Serie A/ }));
    await expect(openHeaders()).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
    await expect(canvas.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Expand all' })).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: { defaultValue: ['long'] },
  render: (args) => (
    <Accordion.Root {...args}>
      <LeagueItems
        items={[
          {
            value: 'long',
            name: 'International · UEFA Europa Conference League qualification, third round',
            count: 128,
            events: [
              'Borussia Mönchengladbach – Wolverhampton Wanderers',
              'Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
            ],
          },
          {
            value: 'unbroken',
            name: 'Supercalifragilisticexpialidociouschampionshipqualifiers',
            count: 1,
            events: ['Home – Away'],
          },
        ]}
      />
    </Accordion.Root>
  ),
};
