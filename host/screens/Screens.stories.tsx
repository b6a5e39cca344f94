import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyText } from '../../features/core/testing/index.ts';
import { NotAvailableYet } from './NotAvailableYet.tsx';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'Host/Screens',
  component: NotAvailableYet,
  args: { brandName: 'Demo Bet' },
} satisfies Meta<typeof NotAvailableYet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotAvailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: storyText('screens:notAvailable.title'),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: storyText('screens:notAvailable.action') }),
    ).toHaveAttribute('href', '/slots/home');
  },
};

export const NotAvailableInEnglish: Story = { globals: { language: 'en-US' } };

export const PageNotFound: Story = {
  render: () => <NotFound />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: storyText('screens:notFound.title'),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: storyText('screens:notFound.action') }),
    ).toHaveAttribute('href', '/');
  },
};

export const PageNotFoundInPortuguese: Story = {
  render: () => <NotFound />,
  globals: { language: 'pt-PT' },
};
