import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Card } from '../Card/Card.tsx';
import { Flag } from '../Flag/Flag.tsx';
import { flagFixtures } from '../Flag/Flag.fixtures.ts';
import { Icon } from '../Icon/Icon.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { List } from './List.tsx';
import { ListRow } from './ListRow.tsx';

const meta = {
  title: 'Design system/ListRow',
  component: ListRow,
  args: { label: 'Deposit limits', description: 'Daily, weekly and monthly' },
  argTypes: {
    leading: { control: false },
    trailing: { control: false },
  },
  // A row only exists inside a List; the card shows how rows run edge to edge.
  render: (args) => (
    <Card padding="none">
      <List>
        <ListRow {...args} />
      </List>
    </Card>
  ),
} satisfies Meta<typeof ListRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithSlots: Story = {
  args: {
    leading: <Icon name="wallet" />,
    trailing: <Icon name="chevronRight" />,
    href: '/account/limits',
  },
};

/** A menu, a settings list and a history: the everyday uses of the row. */
export const ListOfRows: Story = {
  render: () => (
    <Stack space="large">
      <Card padding="none">
        <List aria-label="Account">
          <ListRow
            href="/account"
            aria-current="page"
            leading={<Icon name="user" />}
            label="My account"
            trailing={<Icon name="chevronRight" />}
          />
          <ListRow
            href="/bets"
            leading={<Icon name="clock" />}
            label="My bets"
            trailing={
              <>
                <Badge count={3} label="3 open bets" />
                <Icon name="chevronRight" />
              </>
            }
          />
          <ListRow
            href="/wallet"
            leading={<Icon name="wallet" />}
            label="Wallet"
            trailing="1,250.00"
          />
          <ListRow onClick={() => undefined} leading={<Icon name="logout" />} label="Log out" />
        </List>
      </Card>
      <Card padding="none">
        <List aria-label="Leagues">
          <ListRow
            href="/football/spain"
            leading={<Flag src={flagFixtures.spain} alt="" />}
            label="LaLiga"
            description="Spain"
            trailing="38"
          />
          <ListRow
            href="/football/germany"
            leading={<Flag src={flagFixtures.germany} alt="" />}
            label="Bundesliga"
            description="Germany"
            trailing="27"
          />
          <ListRow
            href="/football/international"
            leading={<Flag src={flagFixtures.broken} alt="" />}
            label="International friendlies"
            description="World"
            trailing="12"
          />
        </List>
      </Card>
      <Card padding="none">
        <List aria-label="History">
          <ListRow
            label="Deposit"
            description="12 May 2025, 18:42"
            trailing={
              <Text as="span" tone="positive" weight="strong">
                +50.00
              </Text>
            }
          />
          <ListRow
            label="Bet placed"
            description="12 May 2025, 18:45"
            trailing={
              <Text as="span" weight="strong">
                −10.00
              </Text>
            }
          />
        </List>
      </Card>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lists = canvas.getAllByRole('list');
    await expect(lists).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /My account/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Actionable: Story = {
  args: {
    onClick: fn(),
    label: 'Odds format',
    leading: <Icon name="info" />,
    trailing: (
      <>
        Decimal
        <Icon name="chevronRight" />
      </>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Odds format/ });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Disabled: Story = {
  args: {
    onClick: fn(),
    disabled: true,
    label: 'Withdraw',
    description: 'Verify your identity first',
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Withdraw/ });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const DisabledLink: Story = {
  args: {
    href: '/casino/live',
    disabled: true,
    label: 'Live casino',
    description: 'Not available in your region',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Live casino/ });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).not.toHaveAttribute('href');
  },
};

export const NoDividers: Story = {
  render: () => (
    <Card padding="none">
      <List dividers={false}>
        <ListRow label="Football" trailing="212" />
        <ListRow label="Tennis" trailing="64" />
        <ListRow label="Basketball" trailing="38" />
      </List>
    </Card>
  ),
};

export const LongText: Story = {
  args: {
    href: '/football/international',
    leading: <Icon name="football" />,
    label: 'UEFA European Under-21 Championship qualification, group stage, matchday 10',
    description: 'Supercalifragilisticexpialidociousunbrokenleaguenamewithoutanyspaces',
    trailing: (
      <>
        <Badge tone="positive">Live</Badge>
        <Icon name="chevronRight" />
      </>
    ),
  },
};
