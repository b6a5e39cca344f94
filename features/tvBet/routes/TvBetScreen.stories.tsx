import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  createFixtureApi,
  fixtureBrand,
  neverAnswer,
  signedInSession,
  storyLanguage,
  storyText,
  withAppFixture,
  type AppFixture,
  type FixtureRoutes,
} from '../../core/testing/index.ts';
import { TV_BET_NAMESPACE } from '../model/namespace.ts';
import { genToken, platformFailure } from '../testing/fixtures.ts';
import TvBetScreen from './TvBetScreen.tsx';

/**
 * The demo brand's frame, /demo/tvbet/, is a page of the demo platform, which Storybook does not
 * serve: the frame shows Storybook's empty "not found" answer. It is on Storybook's origin, so
 * the message rules run for real (see ResizedByTheFrame).
 */
const storyBrand = {
  ...fixtureBrand,
  integrations: { ...fixtureBrand.integrations, tvbet: { frameUrl: '/demo/tvbet/' } },
};

function app(
  routes: FixtureRoutes = { 'GET /api/tvbet/GenToken': genToken },
  overrides: Partial<AppFixture> = {},
): { app: AppFixture } {
  return {
    app: {
      api: createFixtureApi(routes),
      session: signedInSession,
      brand: storyBrand,
      path: '/tv-bet',
      ...overrides,
    },
  };
}

const meta = {
  title: 'TvBet/TvBetScreen',
  component: TvBetScreen,
  decorators: [withAppFixture],
  // Each story names its whole fixture: Storybook deep-merges parameters, so a story could not
  // take the frame out of a brand given here.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TvBetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameParams = (frame: HTMLElement) =>
  new URL(frame.getAttribute('src') ?? '', window.location.href).searchParams;

/** The player's text of a tvBet key, in the story's language. */
const tvBetText = (key: string) => storyText(`${TV_BET_NAMESPACE}:${key}`);
const frameTitle = () => tvBetText('page.frameTitle');

/** A player: the frame opens with their token, the client id and the interface language. */
export const Player: Story = {
  parameters: app(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: tvBetText('page.title') }),
    ).toBeVisible();
    const frame = await canvas.findByTitle(frameTitle());
    const params = frameParams(frame);
    // The spec's lng: the interface language's first two letters.
    await expect(params.get('lng')).toBe(storyLanguage());
    await expect(params.get('clientId')).toBe('demo-demo');
    await expect(params.get('token')).toBe(genToken.token);
  },
};

/** A guest watches the frame (language only) and is asked to log in to place a bet. */
export const Guest: Story = {
  parameters: app({}, { session: { status: 'guest' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText('errors:notice.loginToBet'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: tvBetText('guest.signIn') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: tvBetText('guest.register') })).toBeVisible();
    const params = frameParams(canvas.getByTitle(frameTitle()));
    await expect([...params.keys()]).toEqual(['lng']);
  },
};

/** GenToken is on its way (or the auth check has not answered). */
export const Loading: Story = {
  parameters: app({ 'GET /api/tvbet/GenToken': neverAnswer }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(tvBetText('page.loading'))).toBeInTheDocument();
    await expect(canvas.queryByTitle(frameTitle())).toBeNull();
  },
};

/** GenToken failed: the reason and a retry, which opens the frame once the token comes. */
export const Failed: Story = {
  parameters: app({ 'GET /api/tvbet/GenToken': platformFailure(500, 500) }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByText(tvBetText('error.title'))).toBeVisible();
    await expect(
      within(alert).getByRole('button', { name: tvBetText('error.retry') }),
    ).toBeVisible();
  },
};

let attempts = 0;

/** A retry after a failure brings the frame. */
export const RetryAfterFailure: Story = {
  parameters: app({
    'GET /api/tvbet/GenToken': () =>
      ++attempts % 2 === 1 ? platformFailure(500, 500)() : genToken,
  }),
  beforeEach: () => {
    attempts = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: tvBetText('error.retry') }));
    await expect(await canvas.findByTitle(frameTitle())).toBeInTheDocument();
  },
};

/** The player's account may not use TV-bet (a ban: HTTP 403). */
export const ProviderBanned: Story = {
  parameters: app({ 'GET /api/tvbet/GenToken': platformFailure(403, 404) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      tvBetText('error.providerUnavailable'),
    );
  },
};

/** The brand has no TV-bet frame: said plainly, nothing is called. */
export const NotAvailable: Story = {
  parameters: app(
    {},
    {
      brand: { ...fixtureBrand, integrations: { ...fixtureBrand.integrations, tvbet: undefined } },
    },
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(tvBetText('unavailable.title'))).toBeVisible();
  },
};

/** The frame asks for its height: only the message from its own window and origin counts. */
export const ResizedByTheFrame: Story = {
  parameters: app(),
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle<HTMLIFrameElement>(frameTitle());
    const post = (data: unknown, origin: string, source: MessageEventSource | null) => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    };
    post({ type: 'height', height: 900 }, 'https://evil.example', frame.contentWindow);
    post({ type: 'height', height: 900 }, window.location.origin, window);
    await expect(frame.style.height).toBe('');
    post({ type: 'height', height: 420 }, window.location.origin, frame.contentWindow);
    await waitFor(() => expect(frame.getBoundingClientRect().height).toBe(420));
  },
};

/*
 * Language stories come last and show states without the frame: Playwright's network-idle wait
 * (the visual test's) never settles when a story switches the language while a frame loads. The
 * frame's lng for every language is covered by the unit and component tests.
 */

/** English interface: the failure and its retry. */
export const EnglishFailed: Story = {
  globals: { language: 'en-US' },
  parameters: app({ 'GET /api/tvbet/GenToken': platformFailure(500, 500) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: tvBetText('page.title') }),
    ).toBeVisible();
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(tvBetText('error.title'))).toBeVisible();
    await expect(
      within(alert).getByRole('button', { name: tvBetText('error.retry') }),
    ).toBeVisible();
  },
};

/** European Portuguese: a brand without the frame. */
export const PortugueseNotAvailable: Story = {
  globals: { language: 'pt-PT' },
  parameters: app(
    {},
    {
      brand: { ...fixtureBrand, integrations: { ...fixtureBrand.integrations, tvbet: undefined } },
    },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: tvBetText('page.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(tvBetText('unavailable.title'))).toBeVisible();
  },
};
