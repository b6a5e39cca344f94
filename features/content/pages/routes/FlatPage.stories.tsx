import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../core/errors/index.ts';
import {
  createFixtureApi,
  neverAnswer,
  storyLanguage,
  storyText,
  withAppFixture,
  type StoryLanguage,
} from '../../../core/testing/index.ts';
import { flatPageTexts, flatPagesIn } from '../testing/fixtures.ts';
import { withPagesLocales } from '../testing/withPagesLocales.tsx';
import FlatPageScreen from './FlatPageScreen.tsx';

declare global {
  interface Window {
    __flatPageHacked?: boolean;
  }
}

const storyLanguages: readonly string[] = ['es', 'en', 'pt'] satisfies StoryLanguage[];
const isStoryLanguage = (code: string | undefined): code is StoryLanguage =>
  code !== undefined && storyLanguages.includes(code);

/** The platform lists the pages of the language the address asks for (Spanish by default). */
const pagesApi = () =>
  createFixtureApi({
    'GET /api/site/flatpages/list/*': ({ path }: { path: string }) => {
      const language = path.split('/').pop();
      return flatPagesIn(isStoryLanguage(language) ? language : 'es');
    },
  });

/** The words of the fixture's pages in the story's language. */
const pageWords = () => flatPageTexts[storyLanguage()];

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
    const words = pageWords();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: words.rulesTitle }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: words.accountSection }),
    ).toHaveAttribute('id', 'user-content-section-1');
    await expect(canvas.getByRole('link', { name: words.helpLink })).toHaveAttribute(
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
    const words = pageWords();
    const article = await canvas.findByRole('article', { name: words.promotionTitle });
    await expect(canvas.getByText(words.promotionText)).toBeVisible();
    await expect(article.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    await userEvent.click(canvas.getByText(words.claim));
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
    await expect(
      canvas.getByRole('button', { name: storyText('contentPages:common.retry') }),
    ).toBeEnabled();
  },
};

export const NotFound: Story = {
  parameters: { app: { api: pagesApi(), path: '/flatPages/nowhere' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: storyText('contentPages:flatPage.notFoundTitle'),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: storyText('contentPages:common.home') }),
    ).toHaveAttribute('href', '/');
  },
};

export const English: Story = { globals: { language: 'en-US' }, play: Page.play };

export const PortugueseNotFound: Story = { ...NotFound, globals: { language: 'pt-PT' } };
