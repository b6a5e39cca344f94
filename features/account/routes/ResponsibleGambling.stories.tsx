import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../core/errors/index.ts';
import {
  asTextContent,
  createFixtureApi,
  fieldLabel,
  signedInSession,
  storyMoney,
  storyText,
  type FixtureRoutes,
} from '../../core/testing/index.ts';
import {
  rgEmptyStatement,
  rgNoLimits,
  rgNow,
  rgPendingRaise,
  rgStatement,
  rgStatementRoute,
  rgStateRoute,
  rgWithLimits,
} from '../testing/responsibleGamblingFixtures.ts';
import { never, withAccountFixture, type AccountFixture } from '../testing/storyFixture.tsx';
import ResponsibleGamblingScreen from './ResponsibleGamblingScreen.tsx';

function fixture(routes: FixtureRoutes): { account: AccountFixture } {
  return {
    account: {
      api: createFixtureApi({
        [rgStateRoute]: rgNoLimits,
        [rgStatementRoute]: rgStatement,
        ...routes,
      }),
      session: signedInSession,
      actions: { logout: fn(() => Promise.resolve()) },
      path: '/profile/responsible-gambling',
    },
  };
}

const meta = {
  title: 'Account/ResponsibleGambling',
  component: ResponsibleGamblingScreen,
  decorators: [withAccountFixture],
  args: { now: rgNow },
  parameters: fixture({}),
} satisfies Meta<typeof ResponsibleGamblingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (root: HTMLElement) => within(root.ownerDocument.body);
const row = async (root: HTMLElement, kind: string, period: string) =>
  within(
    await waitFor(() => {
      const found = root.querySelector<HTMLElement>(`[data-limit="${kind}-${period}"]`);
      if (!found) throw new Error(`no ${kind}-${period} row`);
      return found;
    }),
  );
const newLimitLabel = (period: string) =>
  storyText('account:rg.limits.newValueLabel', {
    period: storyText(`account:rg.limits.period.${period}`).toLowerCase(),
  });

/** The state has not answered yet. */
export const Loading: Story = { parameters: fixture({ [rgStateRoute]: never }) };

/** A player with no limit: every offered kind and period, what the period has used. */
export const NoLimits: Story = {
  play: async ({ canvasElement }) => {
    const daily = await row(canvasElement, 'deposit', 'day');
    await expect(daily.getByText(storyText('account:rg.limits.noLimit'))).toBeVisible();
  },
};

/** Limits in force with what each period has used (money, and time for the session limit). */
export const WithLimitsAndUsage: Story = {
  parameters: fixture({ [rgStateRoute]: rgWithLimits }),
  play: async ({ canvasElement }) => {
    const daily = await row(canvasElement, 'deposit', 'day');
    await expect(
      daily.getByText(
        asTextContent(storyText('account:rg.limits.used', { used: storyMoney(20_000) })),
      ),
    ).toBeVisible();
  },
};

/** A raise waiting for the cooling-off: the new value, from when, and a countdown. */
export const PendingRaise: Story = {
  parameters: fixture({ [rgStateRoute]: rgPendingRaise }),
  play: async ({ canvasElement }) => {
    const daily = await row(canvasElement, 'deposit', 'day');
    await expect(daily.getByText(storyText('account:rg.limits.pendingIn'))).toBeVisible();
  },
};

/** A new daily deposit limit: in force at once. */
export const LimitSaved: Story = {
  parameters: fixture({
    'PUT /api/user/responsible-gaming/limits': {
      kind: 'deposit',
      period: 'day',
      status: 'applied',
      value: 100,
    },
  }),
  play: async ({ canvasElement }) => {
    const daily = await row(canvasElement, 'deposit', 'day');
    await userEvent.click(daily.getByRole('button', { name: storyText('account:rg.limits.set') }));
    await userEvent.type(daily.getByLabelText(fieldLabel(newLimitLabel('day'), 'CLP')), '100');
    await userEvent.click(daily.getByRole('button', { name: storyText('account:rg.limits.save') }));
    await waitFor(() =>
      expect(daily.getByRole('status')).toHaveTextContent(
        storyText('account:rg.limits.appliedNow'),
      ),
    );
  },
};

/** The platform refuses the value (338): its message on the field the player used. */
export const LimitRefused: Story = {
  parameters: fixture({
    'PUT /api/user/responsible-gaming/limits': () =>
      Promise.reject(new ApiError({ kind: 'server', codeStatus: 338, httpStatus: 400 })),
  }),
  play: async ({ canvasElement }) => {
    const daily = await row(canvasElement, 'loss', 'week');
    await userEvent.click(daily.getByRole('button', { name: storyText('account:rg.limits.set') }));
    const field = daily.getByLabelText(fieldLabel(newLimitLabel('week'), 'CLP'));
    await userEvent.type(field, '5000');
    await userEvent.click(daily.getByRole('button', { name: storyText('account:rg.limits.save') }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(storyText('errors:protection.invalidLimitValue')),
    );
  },
};

/** The confirmation of a 24-hour time-out: what it means, that it is final, until when. */
export const TimeoutConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const timeout = await within(canvasElement).findByRole('region', {
      name: storyText('account:rg.timeout.title'),
    });
    await userEvent.click(
      within(timeout).getByRole('button', { name: storyText('account:rg.timeout.start') }),
    );
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveTextContent(storyText('account:rg.confirm.final'));
    // The dialog fades in where motion is allowed (the play-only pass in another language).
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: storyText('account:rg.confirm.confirm') }),
      ).toBeVisible(),
    );
  },
};

/** A permanent self-exclusion started: the player is told, sees where to get help, signs out. */
export const Excluded: Story = {
  parameters: fixture({
    'POST /api/user/responsible-gaming/exclusion': {
      exclusion: { kind: 'self-exclusion', startedAt: rgNow.toISOString(), until: null },
    },
  }),
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', {
      name: storyText('account:rg.selfExclusion.title'),
    });
    await userEvent.selectOptions(
      within(section).getByLabelText(fieldLabel(storyText('account:rg.selfExclusion.length'))),
      'permanent',
    );
    await userEvent.click(
      within(section).getByRole('button', { name: storyText('account:rg.selfExclusion.start') }),
    );
    const confirm = await page(canvasElement).findByRole('dialog', {
      name: storyText('account:rg.confirm.selfExclusionPermanentTitle'),
    });
    await userEvent.click(
      within(confirm).getByRole('button', { name: storyText('account:rg.confirm.confirm') }),
    );
    const done = await page(canvasElement).findByRole('dialog', {
      name: storyText('account:rg.confirm.doneTitle'),
    });
    await waitFor(() =>
      expect(
        within(done).getByRole('button', { name: storyText('account:rg.confirm.signOut') }),
      ).toBeVisible(),
    );
  },
};

/** The activity statement of the last 30 days: three days with movements and the total. */
export const Statement: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', {
      name: storyText('account:rg.statement.title'),
    });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(rgStatement.days.length);
    list.scrollIntoView({ block: 'start' });
  },
};

/** No movement in the chosen days. */
export const EmptyStatement: Story = {
  parameters: fixture({ [rgStatementRoute]: rgEmptyStatement }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(storyText('account:rg.statement.empty')),
    ).toBeVisible();
  },
};

/** The state could not be read: a retry; the help organisations stay. */
export const ServerError: Story = {
  parameters: fixture({
    [rgStateRoute]: () => Promise.reject(new ApiError({ kind: 'http', httpStatus: 503 })),
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: storyText('account:rg.retry') }),
    ).toBeVisible();
  },
};
