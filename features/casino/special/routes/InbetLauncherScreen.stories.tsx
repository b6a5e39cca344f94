import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../../../../design-system/index.ts';
import {
  createFixtureApi,
  fixtureBrand,
  inStoryLanguage,
  neverAnswer,
  signedInSession,
  storyText,
  withAppFixture,
  type AppFixture,
  type FixtureRoutes,
} from '../../../core/testing/index.ts';
import type { LoadInbetLauncher } from '../launcher/inbetLauncher.ts';
import { fakeInbetLauncher, inbetToken, serverFailure, siteSettings } from '../testing/fixtures.ts';
import InbetLauncherScreen from './InbetLauncherScreen.tsx';

/** The page at its address with the platform's answers; the launcher script is a fake (no network). */
function app(routes: FixtureRoutes = {}, overrides: Partial<AppFixture> = {}) {
  return {
    app: {
      api: createFixtureApi({
        'GET /api/inbet/get_token': inbetToken(),
        'GET /api/site/settings': siteSettings(),
        ...routes,
      }),
      session: signedInSession,
      path: '/slots/inbet/inbet-fruits',
      ...overrides,
    } satisfies AppFixture,
  };
}

const fakeLoad: LoadInbetLauncher = () => Promise.resolve(fakeInbetLauncher());
const failingLoad: LoadInbetLauncher = () => Promise.reject(new Error('offline'));

function Page({ loadLauncher }: { loadLauncher?: LoadInbetLauncher }) {
  return (
    <Box padding="gutter">
      <InbetLauncherScreen loadLauncher={loadLauncher} />
    </Box>
  );
}

const meta = {
  title: 'Casino/Special/InbetLauncherScreen',
  component: Page,
  decorators: [withAppFixture],
  args: { loadLauncher: fakeLoad },
  parameters: { layout: 'fullscreen', ...app() },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = () => storyText('casinoSpecial:inbet.title', { game: 'inbet-fruits' });
const retry = () => storyText('casinoSpecial:inbet.retry');

/**
 * The game runs under the page title: the fake launcher draws its spin button (its own words, not
 * the app's) and writes the language it was given, inbet's code for the story's language (written
 * out here, so a wrong mapping in the app fails the story).
 */
async function expectRunning(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const region = await canvas.findByRole('region', { name: title() });
  await waitFor(() => expect(within(region).getByRole('button', { name: 'Spin' })).toBeVisible());
  await expect(region).toHaveTextContent(
    inStoryLanguage({ es: 'es_ES', en: 'en_US', pt: 'pt_PT' }),
  );
}

/** A player: the token, the brand's script, and the game running under the page title. */
export const Running: Story = {
  play: ({ canvasElement }) => expectRunning(canvasElement),
};

/** The English interface: the launcher gets en_US. */
export const RunningEnglish: Story = {
  globals: { language: 'en-US' },
  play: ({ canvasElement }) => expectRunning(canvasElement),
};

/** The Portuguese interface: the launcher gets pt_PT. */
export const RunningPortuguese: Story = {
  globals: { language: 'pt-PT' },
  play: ({ canvasElement }) => expectRunning(canvasElement),
};

/** The token is on its way: the loading overlay under the title. */
export const Loading: Story = {
  parameters: app({ 'GET /api/inbet/get_token': neverAnswer }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: title() })).toBeInTheDocument();
    await expect(canvas.getByText(storyText('casinoSpecial:inbet.loading'))).toBeInTheDocument();
  },
};

/** A guest: please sign in; nothing is called or loaded. */
export const Guest: Story = {
  parameters: app({}, { session: { status: 'guest' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText('casinoSpecial:inbet.guestTitle') }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: storyText('casino:guest.signIn') }),
    ).toBeInTheDocument();
  },
};

/** The token call failed: the catalogue's message and a retry. */
export const TokenFailed: Story = {
  parameters: app({
    'GET /api/inbet/get_token': serverFailure(404, 404, 'not allowed to place bets'),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByRole('heading', {
        level: 1,
        name: storyText('casinoSpecial:inbet.tokenFailedTitle'),
      }),
    ).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: retry() }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};

/** The launcher script did not load: a message and a retry. */
export const ScriptFailed: Story = {
  args: { loadLauncher: failingLoad },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(
      within(alert).getByRole('heading', {
        level: 1,
        name: storyText('casinoSpecial:inbet.scriptFailedTitle'),
      }),
    ).toBeInTheDocument();
    await expect(within(alert).getByRole('button', { name: retry() })).toBeInTheDocument();
  },
};

/** The brand names no launcher script: the game is not available here. */
export const Unavailable: Story = {
  parameters: app(
    {},
    {
      brand: { ...fixtureBrand, integrations: { ...fixtureBrand.integrations, inbet: undefined } },
    },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: storyText('casinoSpecial:inbet.unavailableTitle'),
      }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: storyText('casinoSpecial:inbet.backToLobby') }),
    ).toBeInTheDocument();
  },
};

/** An address without a valid game id. */
export const NotFound: Story = {
  parameters: app({}, { path: '/slots/inbet/bad%20id' }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 1,
        name: storyText('casinoSpecial:inbet.notFoundTitle'),
      }),
    ).toBeInTheDocument();
  },
};
