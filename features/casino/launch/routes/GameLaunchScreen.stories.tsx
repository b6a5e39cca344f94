import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../../../../design-system/index.ts';
import {
  createFixtureApi,
  neverAnswer,
  signedInSession,
  storyText,
  withAppFixture,
  type AppFixture,
} from '../../../core/testing/index.ts';
import { serverFailure } from '../testing/fixtures.ts';
import GameLaunchScreen from './GameLaunchScreen.tsx';
import { GameLaunchView } from './GameLaunchView.tsx';

/**
 * The game page at its address, inside the app's providers. A story's session call never
 * succeeds: success sends the browser away, which the Opened story shows through the view.
 */
function app(path: string, overrides: Partial<AppFixture> = {}): { app: AppFixture } {
  return {
    app: {
      api: createFixtureApi({ 'GET /api/pragmatic/game/link': neverAnswer }),
      session: signedInSession,
      path,
      ...overrides,
    },
  };
}

function Page({ openUrl }: { openUrl?: (url: string) => void }) {
  return (
    <Box padding="gutter">
      <GameLaunchScreen openUrl={openUrl} />
    </Box>
  );
}

const meta = {
  title: 'Casino/Launch/GameLaunchScreen',
  component: Page,
  decorators: [withAppFixture],
  args: { openUrl: fn() },
  parameters: { layout: 'fullscreen', ...app('/slots/pragmatic/vs20koi') },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const backToLobby = () => storyText('casinoLaunch:game.backToLobby');

/** A player opened the page: the session call runs ("Abriendo juego…"). */
export const Launching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 1,
        name: storyText('casinoLaunch:game.launchingTitle'),
      }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(storyText('casinoLaunch:game.launchingStatus')),
    ).toBeInTheDocument();
  },
};

/** The browser is on its way to the game; a link stays for when it does not get there. */
export const Opened: Story = {
  render: () => (
    <Box padding="gutter">
      <GameLaunchView state="opened" gameUrl="/demo/game/abc" />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: storyText('casinoLaunch:game.openGame') }),
    ).toHaveAttribute('href', new URL('/demo/game/abc', window.location.href).href);
  },
};

/** The session failed: the spec's errorSession, a retry (which runs the call again) and the way back. */
export const Failed: Story = {
  parameters: app('/slots/outcome/40001', {
    api: createFixtureApi({ 'POST /api/outcome/session/create': serverFailure(500, 500) }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(storyText('errors:notice.errorSession'));
    await expect(canvas.getByRole('link', { name: backToLobby() })).toHaveAttribute(
      'href',
      '/slots/main',
    );
    await userEvent.click(
      within(alert).getByRole('button', { name: storyText('casinoLaunch:game.retry') }),
    );
    await waitFor(() => expect(canvas.getByRole('alert')).toBeInTheDocument());
  },
};

/** A banned provider (HTTP 403): the player reads that it is not available. */
export const ProviderUnavailable: Story = {
  parameters: app('/slots/universalrace/universal-race', {
    api: createFixtureApi({
      'GET /api/universalrace/login': serverFailure(403, 403, 'Provider is not available'),
    }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      storyText('casinoLaunch:error.providerUnavailable'),
    );
  },
};

/** A guest: playing needs an account; nothing is called. */
export const Guest: Story = {
  parameters: app('/slots/pragmatic/vs20koi', { session: { status: 'guest' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText('casinoLaunch:game.guestTitle') }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: storyText('casino:guest.signIn') }),
    ).toBeInTheDocument();
  },
};

/** An address whose route provider launches nothing. */
export const UnknownProvider: Story = {
  parameters: app('/slots/unknown-studio/42'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText('casinoLaunch:game.notFoundTitle') }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: backToLobby() })).toBeInTheDocument();
  },
};

/** The English interface. */
export const English: Story = {
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        level: 1,
        name: storyText('casinoLaunch:game.launchingTitle'),
      }),
    ).toBeInTheDocument();
  },
};
