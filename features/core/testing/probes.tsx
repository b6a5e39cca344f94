import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAuthModal } from '../authModal/index.ts';
import { useNotices } from '../notifications/index.ts';

/*
 * Probes a component test renders beside the screen: what the shell would show or do, read back
 * through roles (an <output> is a status).
 */

/** The address the router is at, with its query, for navigation assertions. */
export function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current address">{`${pathname}${search}`}</output>;
}

/** The notifications raised, translated, as the shell shows them. */
export function Notices() {
  const notices = useNotices();
  const { t } = useTranslation('errors');
  return (
    <ul aria-label="Notifications">
      {notices.map((notice) => (
        <li key={notice.id} data-type={notice.type}>
          {'text' in notice.message
            ? notice.message.text
            : t(notice.message.key, {
                ns: notice.message.ns ?? 'errors',
                ...notice.message.values,
              })}
        </li>
      ))}
    </ul>
  );
}

/** Which auth modal the shell would show. */
export function AuthModalState() {
  const state = useAuthModal();
  return <output aria-label="Auth modal">{state.open ? state.type : 'closed'}</output>;
}

/** Every probe at once, rendered beside the screen under test. */
export function ShellProbes() {
  return (
    <>
      <CurrentAddress />
      <Notices />
      <AuthModalState />
    </>
  );
}
