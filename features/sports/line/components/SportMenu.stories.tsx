import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { countryName } from '../../../core/testing/feedNames.ts';
import { storyLanguage, storyText } from '../../../core/testing/index.ts';
import { lineNow } from '../fixtures.ts';
import { withLineFixture, type LineStoryFixture } from '../testing/storyFixture.tsx';
import { SportMenuPanel } from './SportMenuPanel.tsx';

const fixture = (line: LineStoryFixture) => ({ line: { path: '/line/sport1country5', ...line } });

const meta = {
  title: 'Sports/Line/SportMenu',
  component: SportMenuPanel,
  args: { now: lineNow, current: { sportId: 1, countryId: 5 }, headingLevel: 2 },
  decorators: [withLineFixture],
  parameters: fixture({}),
} satisfies Meta<typeof SportMenuPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const spain = () => {
  const name = countryName(5, storyLanguage());
  return (accessibleName: string) => accessibleName.includes(name);
};
const hours = (count: number) => storyText('line:filter.hoursValue', { count });

/** Day and pre-start filters, then sports with their countries; the current sport is open. */
export const SportMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: spain() });
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

/** Choosing a day presses it, releases any window and carries the filter to every link. */
export const DayFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: spain() });
    const tomorrow = canvas.getByRole('button', { name: storyText('line:filter.tomorrow') });
    await userEvent.click(canvas.getByRole('button', { name: hours(6) }));
    await userEvent.click(tomorrow);
    // The filter goes through the address, which answers after the click.
    await waitFor(() => expect(tomorrow).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getByRole('button', { name: hours(6) })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: spain() })).toHaveAttribute(
        'href',
        '/line/sport1country5?day=1',
      ),
    );
  },
};

export const Loading: Story = { parameters: fixture({ map: 'loading' }) };

export const Empty: Story = { parameters: fixture({ map: () => [] }) };

/** Spec, section 8: line errors in the sport menu show 'Line error'. */
export const LineError: Story = {
  parameters: fixture({ map: 'error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      storyText('errors:line.menuError'),
    );
  },
};

export const English: Story = { globals: { language: 'en-US' } };
