import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createFixtureApi, withAppFixture } from '../../../core/testing/index.ts';
import { downloadBannerStorageKey } from '../model/bannerMemory.ts';
import { withPagesLocales } from '../testing/withPagesLocales.tsx';
import DownloadBanner from './DownloadBanner.tsx';
import { DownloadBannerView } from './DownloadBannerView.tsx';

const ready = { status: 'ready', url: 'https://downloads.example.com/demo-bet.apk' } as const;

const meta = {
  title: 'Content/DownloadBanner',
  component: DownloadBannerView,
  decorators: [withPagesLocales],
  args: { open: false, onOpenChange: fn(), onClose: fn(), link: ready },
} satisfies Meta<typeof DownloadBannerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How it starts: a one-line bar that does not cover the page. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('button', { name: 'Descarga nuestra app para Android' });
    await expect(title).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(title);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Descargar para Android/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar el anuncio de la app' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const English: Story = { args: { open: true }, globals: { language: 'en-US' } };

const inTheShell = {
  render: () => <DownloadBanner />,
  decorators: [withAppFixture],
  parameters: { app: { api: createFixtureApi({}), path: '/slots/home' } },
  beforeEach: () => {
    window.localStorage.removeItem(downloadBannerStorageKey);
  },
} satisfies Story;

/** The banner as the shell places it, opened by the player. */
export const InTheShell: Story = {
  ...inTheShell,
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('button', {
      name: 'Descarga nuestra app para Android',
    });
    await userEvent.click(title);
    await expect(title).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Closed by the player: it goes away and remembers it (a versioned local-storage key). */
export const ClosedForGood: Story = {
  ...inTheShell,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar el anuncio de la app' }));
    await expect(canvas.queryByRole('region', { name: 'App para Android' })).toBeNull();
    await expect(window.localStorage.getItem(downloadBannerStorageKey)).toBe('closed');
    window.localStorage.removeItem(downloadBannerStorageKey);
  },
};
