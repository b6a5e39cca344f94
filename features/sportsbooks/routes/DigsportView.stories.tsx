import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../core/testing/index.ts';
import { DigsportView } from './DigsportView.tsx';

/* The frame points at about:blank: a story must not reach the network. */
const frame = 'about:blank';
const english = { language: 'en-US' };
const portuguese = { language: 'pt-PT' };

const meta = {
  title: 'Sportsbooks/Digsport',
  component: DigsportView,
  parameters: { layout: 'fullscreen' },
  args: { route: 'home', state: { status: 'frame', src: frame }, onSignIn: fn() },
} satisfies Meta<typeof DigsportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A player's boot frame on the home route. */
export const PlayerHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText('sportsbooks:digsport.heading') }),
    ).toBeVisible();
    await expect(
      canvas.getByTitle(storyText('sportsbooks:digsport.frameTitle.home')),
    ).toHaveAttribute('src', frame);
  },
};
// The first language switch with a frame on the page stalls the visual step of the test runner
// (its 30 s timeout, though the story renders at once): these are checked for play and axe only;
// the Spanish story holds the frame's baseline.
const noScreenshot = { visual: { disable: true } };
export const PlayerHomeEnglish: Story = {
  ...PlayerHome,
  globals: english,
  play: undefined,
  parameters: noScreenshot,
};
export const PlayerHomePortuguese: Story = {
  ...PlayerHome,
  globals: portuguese,
  play: undefined,
  parameters: noScreenshot,
};

export const PlayerLive: Story = { args: { route: 'live' } };
export const PlayerHistory: Story = { args: { route: 'history' } };

export const Loading: Story = { args: { state: { status: 'loading' } } };
export const LoadingEnglish: Story = { ...Loading, globals: english };
export const LoadingPortuguese: Story = { ...Loading, globals: portuguese };

/** A guest: the sportsbook needs a token, so a prompt to log in takes the frame's place. */
export const GuestPrompt: Story = {
  args: { state: { status: 'signIn' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: storyText('sportsbooks:digsport.signInTitle'),
      }),
    ).toBeVisible();
    for (const route of ['home', 'live', 'history']) {
      await expect(
        canvas.queryByTitle(storyText(`sportsbooks:digsport.frameTitle.${route}`)),
      ).toBeNull();
    }
    await userEvent.click(
      canvas.getByRole('button', { name: storyText('sportsbooks:common.signIn') }),
    );
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};
export const GuestPromptEnglish: Story = { ...GuestPrompt, globals: english, play: undefined };
export const GuestPromptPortuguese: Story = {
  ...GuestPrompt,
  globals: portuguese,
  play: undefined,
};

/** The history route for a guest: the same prompt under the history heading. */
export const HistoryGuest: Story = { args: { route: 'history', state: { status: 'signIn' } } };
export const HistoryGuestEnglish: Story = { ...HistoryGuest, globals: english };
export const HistoryGuestPortuguese: Story = { ...HistoryGuest, globals: portuguese };

const failure = {
  message: 'Sin conexión. Revisa tu internet e inténtalo de nuevo.',
  onRetry: fn(),
  retrying: false,
};

export const Failed: Story = {
  args: { state: { status: 'error', ...failure } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyText('sportsbooks:digsport.error'),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: storyText('sportsbooks:common.retry') }),
    );
    await expect(failure.onRetry).toHaveBeenCalled();
  },
};
export const FailedEnglish: Story = {
  ...Failed,
  globals: english,
  args: {
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
    state: {
      status: 'error',
      ...failure,
      message: 'Sem ligação. Verifique a sua internet e tente novamente.',
    },
  },
  play: undefined,
};

export const Unavailable: Story = { args: { state: { status: 'unavailable' } } };
