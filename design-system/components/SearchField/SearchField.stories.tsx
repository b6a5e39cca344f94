import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Design system/SearchField',
  component: SearchField,
  args: {
    label: 'Search events',
    placeholder: 'Team, player or league',
    onSearch: fn(),
    onValueChange: fn(),
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // A short wait keeps the play test quick; the product default is 500 ms.
  args: { debounceMs: 50 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search events' });

    await userEvent.type(input, 'madrid');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('madrid');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('madrid'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const SearchOnEnter: Story = {
  args: { debounceMs: 10_000 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search events' });
    await userEvent.type(input, 'tennis{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('tennis');
  },
};

export const Filled: Story = { args: { defaultValue: 'Real Madrid' } };

export const HiddenLabel: Story = { args: { hideLabel: true } };

export const WithHint: Story = { args: { hint: 'Type at least three letters.' } };

export const WithError: Story = {
  args: { defaultValue: 'zz', error: 'Type at least three letters to search' },
};

export const Disabled: Story = { args: { defaultValue: 'Real Madrid', disabled: true } };

export const LongValue: Story = {
  args: {
    label: 'Search every sport, league, team, player and casino game in the catalogue',
    defaultValue: 'Borussia Mönchengladbach versus Wolverhampton Wanderers Under 21',
  },
};
