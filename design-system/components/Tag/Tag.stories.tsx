import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon/iconPaths.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { Tag } from './Tag.tsx';

const meta = {
  title: 'Design system/Tag',
  component: Tag,
  args: { children: 'Football' },
  argTypes: {
    icon: { control: 'select', options: [undefined, ...iconNames] },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithIcon: Story = { args: { icon: 'football' } };

/** A toggle: Space or Enter selects, `aria-pressed` follows. */
export const Selectable: Story = {
  args: { defaultSelected: false, onSelectedChange: fn() },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Football' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onSelectedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true, icon: 'tennis', children: 'Tennis' },
};

export const Removable: Story = {
  args: { children: 'Pragmatic Play', onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove Pragmatic Play' });
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const SelectableAndRemovable: Story = {
  args: { children: 'Today', defaultSelected: true, onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Today', pressed: true })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Today' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { defaultSelected: false, onSelectedChange: fn(), onRemove: fn(), disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Football' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Football' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Football' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onSelectedChange).not.toHaveBeenCalled();
  },
};

const days = ['Today', 'Tomorrow', 'Saturday', 'Sunday', 'Monday', 'Tuesday'];

/** A day filter as features build it: one selected at a time, controlled. */
export const FilterGroup: Story = {
  render: function FilterGroupStory() {
    const [day, setDay] = useState('Today');
    const [providers, setProviders] = useState(['NetEnt', 'Pragmatic Play', 'Evolution']);
    return (
      <Stack space="medium">
        <Inline space="small" role="group" aria-label="Day">
          {days.map((name) => (
            <Tag
              key={name}
              selected={day === name}
              onSelectedChange={(selected) => {
                if (selected) setDay(name);
              }}
            >
              {name}
            </Tag>
          ))}
        </Inline>
        <Inline space="small" role="group" aria-label="Providers">
          {providers.map((name) => (
            <Tag
              key={name}
              onRemove={() => setProviders((previous) => previous.filter((p) => p !== name))}
            >
              {name}
            </Tag>
          ))}
        </Inline>
        <Text size="small" tone="secondary">{`Showing ${day}`}</Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Saturday' }));
    await expect(canvas.getByRole('button', { name: 'Saturday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Today' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove NetEnt' }));
    await expect(canvas.queryByText('NetEnt')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  render: () => (
    <Stack space="small" align="left">
      <Tag defaultSelected onRemove={() => undefined}>
        International friendlies, under-21 qualifiers and women&apos;s continental championship
      </Tag>
      <Tag icon="casino">Megawaysprogressivejackpotslotsunbrokenprovidernamewithoutspaces</Tag>
    </Stack>
  ),
};
