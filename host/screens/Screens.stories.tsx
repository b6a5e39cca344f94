import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../features/core/testing/index.ts';
import { BootFailure } from '../BootFailure.tsx';
import { PageFailure } from './PageFailure.tsx';
import { NotAvailableYet } from './NotAvailableYet.tsx';
import { NotFound } from './NotFound.tsx';
import { PageLoading } from './PageLoading.tsx';

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

/** A page whose code is still on its way says so, not that it checks the session. */
export const PageLoadingItsCode: Story = {
  render: () => <PageLoading waitingFor="page" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyText('screens:pageLoading.page'),
    );
  },
};

/** A profile page waits for the auth check instead of flashing a guest redirect. */
export const PageWaitingForTheSession: Story = {
  render: () => <PageLoading waitingFor="session" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyText('screens:pageLoading.session'),
    );
  },
};

const retryPage = fn();

/** A page that threw while rendering: the shell stays, the page offers Retry and the home page. */
export const PageFailed: Story = {
  render: () => (
    <PageFailure
      error={new TypeError("Cannot read properties of undefined (reading 'odds')")}
      onRetry={retryPage}
      home="link"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByRole('heading', {
        level: 1,
        name: storyText('screens:pageFailure.title'),
      }),
    ).toBeVisible();
    await expect(
      within(alert).getByRole('link', { name: storyText('screens:pageFailure.home') }),
    ).toHaveAttribute('href', '/');
    retryPage.mockClear();
    await userEvent.click(
      within(alert).getByRole('button', { name: storyText('screens:pageFailure.retry') }),
    );
    await expect(retryPage).toHaveBeenCalledTimes(1);
  },
};

export const PageFailedInPortuguese: Story = {
  ...PageFailed,
  globals: { language: 'pt-PT' },
};

const retryBoot = fn();

/** The brand could not be loaded at boot: players get a retry, never a list of brand problems. */
export const BootFailed: Story = {
  render: () => <BootFailure onRetry={retryBoot} />,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(storyText('boot.brandUnavailable'));
    await expect(within(alert).queryByRole('list')).not.toBeInTheDocument();
    retryBoot.mockClear();
    await userEvent.click(within(alert).getByRole('button', { name: storyText('boot.retry') }));
    await expect(retryBoot).toHaveBeenCalledTimes(1);
  },
};
