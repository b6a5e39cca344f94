import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../core/testing/index.ts';
import { BcView } from './BcView.tsx';

/*
 * The view with fixture states. The frame points at about:blank: a story must not reach the
 * network, and the sportsbook's own page is the platform's, not this screen's.
 */
const frame = 'about:blank';
const english = { language: 'en-US' };
const portuguese = { language: 'pt-PT' };

const meta = {
  title: 'Sportsbooks/Bc',
  component: BcView,
  parameters: { layout: 'fullscreen' },
  args: { category: 'live', state: { status: 'frame', src: frame }, onSignIn: fn() },
} satisfies Meta<typeof BcView>;

export default meta;
type Story = StoryObj<typeof meta>;

const liveFrame = () => storyText('sportsbooks:bc.frameTitle.live');
const signInButton = () => ({ name: storyText('sportsbooks:common.signIn') });

/** A player's live section: heading, section links (live current) and the frame. */
export const PlayerLive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText('sportsbooks:bc.heading') }),
    ).toBeVisible();
    await expect(canvas.getByTitle(liveFrame())).toHaveAttribute('src', frame);
    const nav = canvas.getByRole('navigation', { name: storyText('sportsbooks:bc.navLabel') });
    await expect(
      within(nav).getByRole('link', { name: storyText('sportsbooks:bc.tab.live') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', signInButton())).toBeNull();
  },
};
// The first language switch with a frame on the page stalls the visual step of the test runner
// (its 30 s timeout, though the story renders at once): these are checked for play and axe only;
// the Spanish story holds the frame's baseline.
const noScreenshot = { visual: { disable: true } };
export const PlayerLiveEnglish: Story = {
  ...PlayerLive,
  globals: english,
  play: undefined,
  parameters: noScreenshot,
};
export const PlayerLivePortuguese: Story = {
  ...PlayerLive,
  globals: portuguese,
  play: undefined,
  parameters: noScreenshot,
};

export const PlayerPrematch: Story = { args: { category: 'prematch' } };
export const PlayerHistory: Story = { args: { category: 'history' } };

/** The session check or the token is on the way. */
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const LoadingEnglish: Story = { ...Loading, globals: english };
export const LoadingPortuguese: Story = { ...Loading, globals: portuguese };

/** A guest on live: the frame without a token and the prompt to log in to bet. */
export const GuestPrompt: Story = {
  args: { state: { status: 'frame', src: frame, notice: { kind: 'guest' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText('sportsbooks:common.betPrompt'))).toBeVisible();
    await expect(canvas.getByTitle(liveFrame())).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', signInButton()));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};
export const GuestPromptEnglish: Story = { ...GuestPrompt, globals: english, play: undefined };
export const GuestPromptPortuguese: Story = {
  ...GuestPrompt,
  globals: portuguese,
  play: undefined,
};

/** A guest on the history: no frame, a request to log in. */
export const HistoryGuest: Story = {
  args: { category: 'history', state: { status: 'signIn' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: storyText('sportsbooks:bc.historySignIn') }),
    ).toBeVisible();
    for (const section of ['live', 'prematch', 'history']) {
      await expect(
        canvas.queryByTitle(storyText(`sportsbooks:bc.frameTitle.${section}`)),
      ).toBeNull();
    }
    await userEvent.click(canvas.getByRole('button', signInButton()));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};
export const HistoryGuestEnglish: Story = { ...HistoryGuest, globals: english, play: undefined };
export const HistoryGuestPortuguese: Story = {
  ...HistoryGuest,
  globals: portuguese,
  play: undefined,
};

const failure = {
  message: 'Sin conexión. Revisa tu internet e inténtalo de nuevo.',
  onRetry: fn(),
  retrying: false,
};

/** The history's token failed: the failure and a retry, no frame. */
export const Failed: Story = {
  args: { category: 'history', state: { status: 'error', ...failure } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(storyText('sportsbooks:bc.error'));
    await userEvent.click(
      within(alert).getByRole('button', { name: storyText('sportsbooks:common.retry') }),
    );
    await expect(failure.onRetry).toHaveBeenCalled();
  },
};
export const FailedEnglish: Story = {
  ...Failed,
  globals: english,
  args: {
    category: 'history',
    state: {
      status: 'error',
      ...failure,
      message: 'No connection. Check your internet and try again.',
    },
  },
  play: undefined,
};
export const FailedPortuguese: Story = {
  ...Failed,
  globals: portuguese,
  args: {
    category: 'history',
    state: {
      status: 'error',
      ...failure,
      message: 'Sem ligação. Verifique a sua internet e tente novamente.',
    },
  },
  play: undefined,
};

/** Live with a failed token: the events stay (as for a guest) under the failure and a retry. */
export const ErrorWithFrame: Story = {
  args: { state: { status: 'frame', src: frame, notice: { kind: 'error', ...failure } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyText('sportsbooks:bc.errorWithFrame'),
    );
    await expect(canvas.getByTitle(liveFrame())).toBeInTheDocument();
  },
};

/** Retrying the token: the retry shows its spinner. */
export const Retrying: Story = {
  args: {
    category: 'history',
    state: { status: 'error', ...failure, retrying: true },
  },
};

/** The brand embeds no sportsbook. */
export const Unavailable: Story = { args: { state: { status: 'unavailable' } } };

export const Dark: Story = { ...PlayerLive, globals: { theme: 'dark' }, play: undefined };
