import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../core/errors/index.ts';
import { createFixtureApi, neverAnswer, withAppFixture } from '../../../core/testing/index.ts';
import { englishRulesPage, flatPagesFixture } from '../testing/fixtures.ts';
import { withPagesLocales } from '../testing/withPagesLocales.tsx';
import FlatPageScreen from './FlatPageScreen.tsx';

declare global {
  interface Window {
    __flatPageHacked?: boolean;
  }
}

const pagesApi = () =>
  createFixtureApi({
    'GET /api/site/flatpages/list/*': ({ path }: { path: string }) =>
      path.endsWith('/en') ? [englishRulesPage] : flatPagesFixture,
  });

const meta = {
  title: 'Content/FlatPage',
  component: FlatPageScreen,
  decorators: [withPagesLocales, withAppFixture],
  parameters: { layout: 'fullscreen', app: { api: pagesApi(), path: '/flatPages/rules' } },
} satisfies Meta<typeof FlatPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rules page: title, anchored sections, app, mail and external links. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Términos y condiciones' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: '1. Cuenta' })).toHaveAttribute(
      'id',
      'user-content-section-1',
    );
    await expect(canvas.getByRole('link', { name: 'Jugadores Anónimos' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};

/** Operator HTML with a script, an image error handler and a javascript: link runs nothing. */
export const HostileHtml: Story = {
  parameters: { app: { api: pagesApi(), path: '/flatPages/hostile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('article', { name: 'Promoción' });
    await expect(canvas.getByText('Texto de la promoción.')).toBeVisible();
    await expect(article.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    await userEvent.click(canvas.getByText('Reclamar'));
    await expect(window.__flatPageHacked).toBeUndefined();
  },
};

export const Loading: Story = {
  parameters: {
    app: {
      api: createFixtureApi({ 'GET /api/site/flatpages/list/*': neverAnswer }),
      path: '/flatPages/rules',
    },
  },
};

export const LoadError: Story = {
  parameters: {
    app: {
      api: createFixtureApi({
        'GET /api/site/flatpages/list/*': () => {
          throw new ApiError({ kind: 'network', message: 'offline' });
        },
      }),
      path: '/flatPages/rules',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  },
};

export const NotFound: Story = {
  parameters: { app: { api: pagesApi(), path: '/flatPages/nowhere' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  },
};

export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeVisible();
  },
};

export const PortugueseNotFound: Story = {
  ...NotFound,
  globals: { language: 'pt-PT' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'Página não encontrada',
      }),
    ).toBeVisible();
  },
};
