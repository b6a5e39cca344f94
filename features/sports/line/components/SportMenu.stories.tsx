import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/** Day and pre-start filters, then sports with their countries; the current sport is open. */
export const SportMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spain = await canvas.findByRole('link', { name: /España/ });
    await expect(spain).toHaveAttribute('aria-current', 'page');
  },
};

/** Choosing a day presses it, releases any window and carries the filter to every link. */
export const DayFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /España/ });
    const tomorrow = canvas.getByRole('button', { name: 'Mañana' });
    await userEvent.click(canvas.getByRole('button', { name: '6 h' }));
    await userEvent.click(tomorrow);
    await expect(tomorrow).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '6 h' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: /España/ })).toHaveAttribute(
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
      /^Error de línea/,
    );
  },
};

export const English: Story = { globals: { language: 'en-US' } };
