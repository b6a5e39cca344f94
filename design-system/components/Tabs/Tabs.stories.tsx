import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { tabsVariants } from './Tabs.css.ts';
import { Tabs, type TabsListProps, type TabsRootProps } from './Tabs.tsx';

interface Tab {
  value: string;
  label: string;
  disabled?: boolean;
}

const sports: Tab[] = [
  { value: 'football', label: 'Football' },
  { value: 'basketball', label: 'Basketball' },
  { value: 'tennis', label: 'Tennis' },
  { value: 'ice-hockey', label: 'Ice hockey' },
  { value: 'volleyball', label: 'Volleyball' },
  { value: 'table-tennis', label: 'Table tennis' },
  { value: 'esports', label: 'Esports' },
  { value: 'handball', label: 'Handball' },
];

const casino: Tab[] = [
  { value: 'lobby', label: 'Lobby' },
  { value: 'slots', label: 'Slots' },
  { value: 'live', label: 'Live' },
  { value: 'table', label: 'Table' },
];

type StoryArgs = TabsRootProps &
  Pick<TabsListProps, 'variant' | 'fullWidth'> & { tabs: Tab[]; listLabel: string };

function TabsExample({
  tabs,
  listLabel,
  variant,
  fullWidth,
  ...root
}: Omit<StoryArgs, 'children'>) {
  return (
    <Tabs.Root {...root}>
      <Tabs.List aria-label={listLabel} variant={variant} fullWidth={fullWidth}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} disabled={tab.disabled}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          <Text>{tab.label} events</Text>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

const meta = {
  title: 'Design system/Tabs',
  component: Tabs.Root,
  args: {
    tabs: sports,
    listLabel: 'Sports',
    defaultValue: 'football',
    variant: 'underline',
    fullWidth: false,
    onValueChange: fn(),
    children: null,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: tabsVariants },
    fullWidth: { control: 'boolean' },
    tabs: { control: false },
    children: { control: false },
  },
  render: (args) => <TabsExample {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const football = canvas.getByRole('tab', { name: 'Football' });
    await expect(football).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Football events');

    await userEvent.click(football);
    await userEvent.keyboard('{ArrowRight}');
    const basketball = canvas.getByRole('tab', { name: 'Basketball' });
    await waitFor(() => expect(basketball).toHaveAttribute('aria-selected', 'true'));
    await expect(basketball).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('basketball');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Basketball events');

    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(football).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Handball' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await expect(getComputedStyle(football).minHeight).toBe('44px');
  },
};

export const Pill: Story = { args: { variant: 'pill' } };

export const CasinoMenu: Story = {
  args: { tabs: casino, listLabel: 'Casino', defaultValue: 'slots', fullWidth: true },
};

export const CasinoMenuPill: Story = {
  args: {
    tabs: casino,
    listLabel: 'Casino',
    defaultValue: 'lobby',
    fullWidth: true,
    variant: 'pill',
  },
};

export const SelectedOffScreen: Story = {
  args: { defaultValue: 'handball' },
  play: async ({ canvasElement }) => {
    const handball = within(canvasElement).getByRole('tab', { name: 'Handball' });
    const row = within(canvasElement).getByRole('tablist');
    // The selected tab is scrolled into the row's view on mount.
    await waitFor(() =>
      expect(handball.getBoundingClientRect().right).toBeLessThanOrEqual(
        row.getBoundingClientRect().right + 1,
      ),
    );
  },
};

export const DisabledTab: Story = {
  args: {
    tabs: sports
      .slice(0, 4)
      .map((tab) => (tab.value === 'basketball' ? { ...tab, disabled: true } : tab)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Football' }));
    await userEvent.keyboard('{ArrowRight}');
    // Arrow keys skip the disabled tab.
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Tennis' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.getByRole('tab', { name: 'Basketball' })).toBeDisabled();
  },
};

export const NoneSelected: Story = { args: { defaultValue: undefined } };

export const LongLabels: Story = {
  args: {
    tabs: [
      { value: 'today', label: 'Today’s matches in every competition' },
      { value: 'tomorrow', label: 'Tomorrow' },
      {
        value: 'unbroken',
        label: 'Supercalifragilisticexpialidociouschampionshipqualifiers',
      },
    ],
    defaultValue: 'today',
  },
};
