import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Session } from '../../../core/session/index.ts';
import {
  createFixtureApi,
  FixtureProviders,
  signedInSession,
  storyMoney,
  storyText,
  withAnySpaces,
  type FixtureApi,
  type FixtureRoutes,
} from '../../../core/testing/index.ts';
import { guestRoutes, playerRoutes, rawWin } from '../testing/fixtures.ts';
import { rankedJackpots } from '../testing/storyFixtures.tsx';
import JackpotBlock from './JackpotBlock.tsx';

interface ContainerStoryProps {
  /** Routes for a fresh fixture API each time the story mounts (wins are consumed). */
  routes: () => FixtureRoutes;
  session: Session;
  /** Where the story's play function reads the calls made. */
  onApi?: (api: FixtureApi) => void;
}

/** The container as a casino page places it, against a fixture platform (no network). */
function JackpotBlockContainer({ routes, session, onApi }: ContainerStoryProps) {
  const [api] = useState(() => {
    const created = createFixtureApi(routes());
    onApi?.(created);
    return created;
  });
  return (
    <FixtureProviders api={api} session={session}>
      <JackpotBlock />
    </FixtureProviders>
  );
}

const meta = {
  title: 'Casino/Jackpots/JackpotBlockContainer',
  component: JackpotBlockContainer,
  args: { routes: () => guestRoutes(), session: { status: 'guest' } },
  argTypes: { routes: { control: false }, session: { control: false }, onApi: { control: false } },
} satisfies Meta<typeof JackpotBlockContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The block once its jackpots arrived (a loading block is busy). */
async function loadedBlock(canvasElement: HTMLElement): Promise<HTMLElement> {
  const block = () =>
    within(canvasElement).getByRole('region', { name: storyText('jackpots:block.title') });
  await waitFor(() => expect(block()).not.toHaveAttribute('aria-busy'));
  return block();
}

/** A guest: the jackpots of the brand's default currency, polled every 25 s. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const block = await loadedBlock(canvasElement);
    // The grand pot, in whole units as the counters write it.
    const grand = rankedJackpots[0]!;
    await expect(within(block).getAllByRole('listitem')[0]).toHaveTextContent(
      withAnySpaces(storyMoney(grand.amount, grand.currency, 0)),
    );
  },
};

const calls: { api?: FixtureApi } = {};
const wonAmount = 523_410;

/** A player who won: the dialog celebrates the win; dismissing it marks it shown. */
export const PlayerDismissesWin: Story = {
  args: {
    routes: () => playerRoutes({ wins: [rawWin(71, 'medium', wonAmount)] }),
    session: signedInSession,
    onApi: (api) => {
      calls.api = api;
    },
  },
  globals: { language: 'en-US' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    // The dialog's code loads with the first win (a lazy chunk), after the balance answered: on a
    // busy machine that takes longer than a query's default second.
    const dialog = await page.findByRole(
      'dialog',
      { name: storyText('jackpots:won.title') },
      { timeout: 5000 },
    );
    await expect(dialog).toHaveTextContent(withAnySpaces(storyMoney(wonAmount, 'CLP')));
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText('jackpots:won.dismiss') }),
    );
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(
      calls.api?.calls.filter((call) => call.path === '/api/user/jackpot_is_shown'),
    ).toEqual([expect.objectContaining({ method: 'POST', body: { JackpotId: 71 } })]);
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const PlayerPortuguese: Story = {
  args: { routes: () => playerRoutes(), session: signedInSession },
  globals: { language: 'pt-PT' },
  play: async ({ canvasElement }) => {
    const block = await loadedBlock(canvasElement);
    await expect(within(block).getAllByRole('listitem')[0]).toHaveTextContent(
      storyText('jackpots:tier.grand'),
    );
  },
};
