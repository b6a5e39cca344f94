import type { Session } from '../../../core/session/index.ts';
import { GuestCasinoMessage } from '../../shared/components/GuestCasinoMessage.tsx';
import * as styles from './lobby.css.ts';

/** The casino's sign-in message: shown, its place kept (session being checked) or none. */
export type GuestNoticeState = 'shown' | 'reserved' | 'none';

/**
 * A guest sees the message (spec, section 6). While the session is checked (500 ms and more after
 * start) its place is kept, unseen, so a guest's page does not move when it appears: the casino
 * home is the landing page, measured for layout shift.
 */
export function guestNoticeState(status: Session['status']): GuestNoticeState {
  if (status === 'guest') return 'shown';
  return status === 'checking' ? 'reserved' : 'none';
}

/** The casino's sign-in message near the top of a lobby screen. */
export function GuestNotice({ state }: { state: GuestNoticeState }) {
  if (state === 'none') return null;
  if (state === 'shown') return <GuestCasinoMessage />;
  return (
    <div className={styles.reserved} aria-hidden="true" inert>
      <GuestCasinoMessage />
    </div>
  );
}
