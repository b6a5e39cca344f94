import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createFixtureApi, signedInSession, storyText } from '../../core/testing/index.ts';
import type { Session } from '../../core/session/index.ts';
import { partnerCodeStorageKey } from '../model/partner.ts';
import { partnerSession } from '../testing/fixtures.ts';
import { withAccountFixture, type AccountFixture } from '../testing/storyFixture.tsx';
import PartnerScreen from './PartnerScreen.tsx';

function fixture(session: Session): { account: AccountFixture } {
  return {
    account: {
      api: createFixtureApi({}),
      session,
      actions: { logout: fn(() => Promise.resolve()) },
      path: '/partner',
    },
  };
}

const meta = {
  title: 'Account/Partner',
  component: PartnerScreen,
  decorators: [withAccountFixture],
  // A fixed origin: the link must not depend on the port Storybook is served on.
  args: { origin: 'https://demo-bet.example.com' },
  parameters: fixture(partnerSession),
  // Each story starts without a remembered code (the screen keeps it in localStorage).
  beforeEach: () => {
    localStorage.removeItem(partnerCodeStorageKey(2));
  },
} satisfies Meta<typeof PartnerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A partner signed in: account details, the link builder, log out. */
export const Partner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: storyText('account:partner.accountTitle') }),
    ).toBeVisible();
    await expect(canvas.getByText(storyText('account:partner.linkPending'))).toBeVisible();
  },
};

/** With the promo code typed: the referral link to share, and Copy. */
export const ReferralLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByLabelText(storyText('account:partner.promoCode')),
      'PARTNER-DEMO',
    );
    await expect(canvas.getByLabelText(storyText('account:partner.link'))).toHaveValue(
      'https://demo-bet.example.com/?betting=PARTNER-DEMO&ref_id=2',
    );
    await expect(
      canvas.getByRole('button', { name: storyText('account:partner.copy') }),
    ).toBeVisible();
  },
};

/** Log out: the session's logout runs. */
export const LogOut: Story = {
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: storyText('account:partner.logout') }),
    );
    const { actions } = (parameters as { account: AccountFixture }).account;
    await expect(actions?.logout).toHaveBeenCalled();
  },
};

/** A guest: a prompt to sign in through the auth modal. */
export const Guest: Story = {
  parameters: fixture({ status: 'guest' }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: storyText('account:partner.signIn') }),
    ).toBeVisible();
  },
};

/** The session is being checked. */
export const Checking: Story = { parameters: fixture({ status: 'checking' }) };

/** A player who is not a partner. */
export const NotPartner: Story = { parameters: fixture(signedInSession) };

export const PartnerEnglish: Story = { globals: { language: 'en-US' } };
