import type { Decorator } from '@storybook/react-vite';
import { useEffect } from 'react';
import { closeAuthModal, useAuthModal } from '../../../core/authModal/index.ts';
import { resetNotices, useNotices } from '../../../core/notifications/index.ts';
import type { Session, SessionActions } from '../../../core/session/index.ts';
import { FixtureProviders, type FixtureApi } from '../../../core/testing/index.ts';

/** What a story of the toto screen runs against: `parameters.toto`. */
export interface TotoStoryFixture {
  api: FixtureApi;
  session?: Session;
  actions?: Partial<SessionActions>;
}

/**
 * The shell's notices and auth modal are not in a story; this hidden echo lets play functions
 * check what the screen asked the shell to show, without adding anything visible.
 */
function ShellEcho() {
  const notices = useNotices();
  const authModal = useAuthModal();
  useEffect(() => {
    // Each story starts with a quiet shell.
    resetNotices();
    closeAuthModal();
  }, []);
  return (
    <div
      hidden
      data-testid="shell-echo"
      data-auth-modal={authModal.open ? authModal.type : 'closed'}
      data-notices={notices
        .map((notice) => `${notice.type}:${'key' in notice.message ? notice.message.key : ''}`)
        .join(' ')}
    />
  );
}

/** Renders a story inside the app's providers from `parameters.toto`: fixture API and session. */
export const withTotoFixture: Decorator = (Story, { parameters }) => {
  const fixture = (parameters as { toto?: TotoStoryFixture }).toto;
  if (!fixture) return <Story />;
  return (
    <FixtureProviders api={fixture.api} session={fixture.session} actions={fixture.actions}>
      <Story />
      <ShellEcho />
    </FixtureProviders>
  );
};
