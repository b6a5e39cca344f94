import type { Meta, StoryObj } from '@storybook/react-vite';
import { pinnedBrand } from '../../../../.storybook/modes.ts';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Brand } from '../../../../schemas/generated/brand.ts';
import { ApiError } from '../../../core/errors/index.ts';
import {
  createFixtureApi,
  fixtureBrand,
  containing,
  neverAnswer,
  storyText,
  withAppFixture,
} from '../../../core/testing/index.ts';
import { withPagesLocales } from '../testing/withPagesLocales.tsx';
import DownloadAppScreen from './DownloadAppScreen.tsx';

/** A brand whose file names no address: the page asks the platform. */
const brandWithoutUrl: Brand = { ...fixtureBrand, downloadApp: {} };
const platformAnswer = (answer: unknown) => ({
  api: createFixtureApi({ 'GET /api/site/download-url': answer }),
  brand: brandWithoutUrl,
  path: '/download-app',
});

const meta = {
  title: 'Content/DownloadApp',
  component: DownloadAppScreen,
  decorators: [withPagesLocales, withAppFixture],
  parameters: { layout: 'fullscreen', app: { api: createFixtureApi({}), path: '/download-app' } },
} satisfies Meta<typeof DownloadAppScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The download button, or its link once the address is known, by its label. */
const downloadName = () => containing(storyText('contentPages:download.button'));

/** brand.json names the app's address. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: downloadName() })).toHaveAttribute(
      'href',
      'https://downloads.example.com/demo-bet.apk',
    );
    await expect(
      canvas.getByRole('link', { name: containing(storyText('contentPages:download.chat')) }),
    ).toHaveAttribute('target', '_blank');
  },
};

/** The address comes from the platform (made absolute, so the browser downloads it). */
export const FromPlatform: Story = {
  parameters: { app: platformAnswer({ downloadUrl: '/demo/app/brand.apk' }) },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: downloadName() });
    await expect(link.getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/demo\/app\/brand\.apk$/);
  },
};

/** While the address loads the button is busy and a tap does nothing. */
export const Loading: Story = {
  parameters: { app: platformAnswer(neverAnswer) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: downloadName() });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    const heard = fn();
    canvasElement.addEventListener('click', (event) => {
      heard(event.defaultPrevented);
    });
    await userEvent.click(button);
    await expect(heard).toHaveBeenCalledWith(true);
  },
};

/** The brand publishes no app: the button stays disabled. */
export const Unavailable: Story = {
  parameters: { app: platformAnswer({ downloadUrl: '' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(storyText('contentPages:download.unavailable')),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: downloadName() })).toBeDisabled();
  },
};

export const LoadError: Story = {
  parameters: {
    app: platformAnswer(() => {
      throw new ApiError({ kind: 'network', message: 'offline' });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: storyText('contentPages:common.retry') }),
    ).toBeVisible();
  },
};

export const Portuguese: Story = {
  globals: { language: 'pt-PT', brand: 'costa' },
  parameters: pinnedBrand('costa'),
};
