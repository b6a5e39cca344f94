import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Design system/Pagination',
  component: Pagination,
  args: { pageCount: 10, defaultPage: 1, onPageChange: fn() },
  argTypes: {
    pageCount: { control: { type: 'number', min: 0 } },
    page: { control: { type: 'number', min: 1 } },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible row, as text: page numbers and ellipses. */
const visibleRow = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('li')]
    .map((item) => item.textContent)
    .filter((text) => text !== '');

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(visibleRow(canvasElement)).toEqual(['1', '2', '…', '9', '10']);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // A far page: the window follows it.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 9' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
    await expect(visibleRow(canvasElement)).toEqual(['1', '2', '…', '9', '10']);
    await expect(canvas.getByRole('button', { name: 'Page 9' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(visibleRow(canvasElement)).toEqual(['1', '2', '…', '8', '9', '10']);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(visibleRow(canvasElement)).toEqual(['1', '2', '…', '6', '…', '9', '10']);
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MiddlePage: Story = {
  args: { defaultPage: 5 },
  play: async ({ canvasElement }) => {
    await expect(visibleRow(canvasElement)).toEqual(['1', '2', '…', '5', '…', '9', '10']);
  },
};

export const LastPage: Story = {
  args: { defaultPage: 10 },
  play: async ({ args, canvasElement }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Next page' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(next).toHaveFocus();
  },
};

export const FewPages: Story = {
  args: { pageCount: 4, defaultPage: 2 },
  play: async ({ canvasElement }) => {
    await expect(visibleRow(canvasElement)).toEqual(['1', '2', '3', '4']);
  },
};

/** The widest row fits a phone: arrows, five pages and two ellipses of 44 px targets. */
export const ManyPages: Story = {
  args: { pageCount: 1250, defaultPage: 618 },
  play: async ({ canvasElement }) => {
    await expect(visibleRow(canvasElement)).toEqual(['1', '2', '…', '618', '…', '1249', '1250']);
    const row = canvasElement.querySelector('ul');
    await expect(row?.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const TranslatedLabels: Story = {
  args: {
    defaultPage: 3,
    label: 'Paginación',
    previousLabel: 'Página anterior',
    nextLabel: 'Página siguiente',
    pageLabel: (page) => `Página ${page}`,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Página 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
