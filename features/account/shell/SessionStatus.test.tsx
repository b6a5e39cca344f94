import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFixtureApi, signedInSession } from '../../core/testing/index.ts';
import { rgSessionAhead, rgSessionRoute } from '../testing/responsibleGamblingFixtures.ts';
import { renderAccount } from '../testing/renderAccount.tsx';
import SessionStatus from './SessionStatus.tsx';

describe('SessionStatus', () => {
  it('should read the session time and net position from one header button', async () => {
    const user = userEvent.setup();
    await renderAccount(<SessionStatus />, {
      api: createFixtureApi({ [rgSessionRoute]: rgSessionAhead }),
      session: signedInSession,
    });
    const button = await screen.findByRole('button', {
      name: 'This session: 1 hr 5 min, net position +$13',
    });
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'This session' });
    expect(within(panel).getByText('Time signed in')).toBeInTheDocument();
    expect(within(panel).getByText('+$13')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Limits and breaks' })).toHaveAttribute(
      'href',
      '/profile/responsible-gambling',
    );
  });

  it('should show nothing to a guest', async () => {
    const { container } = await renderAccount(<SessionStatus />, {
      api: createFixtureApi({}),
      session: { status: 'guest' },
    });
    expect(container.querySelector('button')).toBeNull();
  });
});
