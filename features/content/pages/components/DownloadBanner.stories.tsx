import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  containing,
  createFixtureApi,
  storyText,
  withAppFixture,
} from '../../../core/testing/index.ts';
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

const bannerTitle = () => storyText('contentPages:banner.title');
const closeName = () => storyText('contentPages:banner.close');

/** How it starts: a one-line bar that does not cover the page. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('button', { name: bannerTitle() });
    await expect(title).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(title);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: containing(storyText('contentPages:download.button')) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: closeName() }));
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
    const title = within(canvasElement).getByRole('button', { name: bannerTitle() });
    await userEvent.click(title);
    await expect(title).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Closed by the player: it goes away and remembers it (a versioned local-storage key). */
export const ClosedForGood: Story = {
  ...inTheShell,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: closeName() }));
    await expect(
      canvas.queryByRole('region', { name: storyText('contentPages:banner.label') }),
    ).toBeNull();
    await expect(window.localStorage.getItem(downloadBannerStorageKey)).toBe('closed');
    window.localStorage.removeItem(downloadBannerStorageKey);
  },
};
