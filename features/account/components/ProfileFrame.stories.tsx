import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  createFixtureApi,
  fixtureBrand,
  fixturePlayer,
  signedInSession,
  storyText,
} from '../../core/testing/index.ts';
import ChangePasswordScreen from '../routes/ChangePasswordScreen.tsx';
import { bonusSession, pendingBalanceSession, usdSession } from '../testing/fixtures.ts';
import { withAccountFixture, type AccountFixture } from '../testing/storyFixture.tsx';
import ProfileFrame from './ProfileFrame.tsx';

function fixture(overrides: Partial<AccountFixture> = {}): { account: AccountFixture } {
  return {
    account: {
      api: createFixtureApi({}),
      session: signedInSession,
      actions: { logout: fn(() => Promise.resolve()) },
      path: '/profile/change-password',
      ...overrides,
    },
  };
}

const meta = {
  title: 'Account/ProfileFrame',
  component: ProfileFrame,
  decorators: [withAccountFixture],
  // The frame around a real profile page, as the host shows it.
  args: { children: <ChangePasswordScreen /> },
  argTypes: { children: { control: false } },
  parameters: fixture(),
} satisfies Meta<typeof ProfileFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Id, balance with the brand's symbol, top-up and withdrawal, the menu with the page marked. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: storyText('account:frame.menuLabel') });
    await expect(
      within(menu).getByRole('link', { name: storyText('account:menu.changePassword') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByText(storyText('account:frame.playerId', { id: fixturePlayer.id })),
    ).toBeVisible();
  },
};

/** Promo codes credited the bonus wallet: its balance shows under the main one. */
export const BonusBalance: Story = { parameters: fixture({ session: bonusSession }) };

/** The first balance call has not answered yet. */
export const BalanceLoading: Story = { parameters: fixture({ session: pendingBalanceSession }) };

/** USD players top up through the brand's chat (spec, section 2), in a new tab. */
export const UsdPlayer: Story = {
  parameters: fixture({ session: usdSession }),
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', {
      name: storyText('account:frame.summaryLabel'),
    });
    // The summary names a link that leaves the app: its label, then where it opens.
    const topUp = `${storyText('account:frame.topUp')} (${storyText('account:frame.opensInNewTab')})`;
    await expect(within(summary).getByRole('link', { name: topUp })).toHaveAttribute(
      'href',
      'https://chat.example.com/demo-bet/usd-top-up',
    );
  },
};

/** A page at the end of the menu: the row scrolls to show it marked. */
export const LastEntryCurrent: Story = {
  parameters: fixture({ path: '/profile/withdrawal' }),
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('link', {
      name: storyText('account:menu.withdrawal'),
    });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(current).toBeVisible());
  },
};

/** A brand that bans the bc sportsbook: no sport history entry. */
export const SportsbookBanned: Story = {
  parameters: fixture({ brand: { ...fixtureBrand, bannedProviders: ['bc'] } }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('link', { name: storyText('account:menu.sportHistory') }),
    ).toBeNull();
  },
};

/** Exit: logs out (and goes home). */
export const Exit: Story = {
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyText('account:menu.exit') }));
    const { actions } = (parameters as { account: AccountFixture }).account;
    await expect(actions?.logout).toHaveBeenCalled();
  },
};

export const English: Story = { globals: { language: 'en-US' } };
