import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastRegion, type ToastNotification } from '../../design-system/index.ts';
import {
  dismissNotice,
  useNotices,
  type NoticeMessage,
} from '../../features/core/notifications/index.ts';

/**
 * The shell's notification stack (spec, section 4): whatever any feature raised through
 * features/core's `notify`, in the interface language. Message keys default to the `errors`
 * namespace, where the catalogue's notices live.
 */
export default function NotificationsRegion() {
  const notices = useNotices();
  // The catalogue's texts load with the first notice that needs them, not with every page; the
  // region stays mounted meanwhile (not suspended), so screen readers keep its live region.
  const needsCatalogue = notices.some((notice) => !('text' in notice.message));
  const { t, ready } = useTranslation(needsCatalogue ? ['translation', 'errors'] : 'translation', {
    useSuspense: false,
  });
  const notifications = useMemo<ToastNotification[]>(() => {
    if (!ready) return [];
    const text = (message: NoticeMessage) =>
      'text' in message
        ? message.text
        : t(message.key, { ns: message.ns ?? 'errors', ...message.values });
    return notices.map((notice) => ({
      id: notice.id,
      type: notice.type,
      text: text(notice.message),
      needClose: notice.needClose,
      autoClose: notice.autoClose,
    }));
  }, [notices, ready, t]);
  return (
    <ToastRegion
      notifications={notifications}
      onDismiss={dismissNotice}
      aria-label={t('shell.notifications')}
      closeLabel={t('shell.closeNotification')}
    />
  );
}
