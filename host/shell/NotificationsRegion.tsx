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
  const { t } = useTranslation(['translation', 'errors']);
  const notices = useNotices();
  const notifications = useMemo<ToastNotification[]>(() => {
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
  }, [notices, t]);
  return (
    <ToastRegion
      notifications={notifications}
      onDismiss={dismissNotice}
      aria-label={t('shell.notifications')}
      closeLabel={t('shell.closeNotification')}
    />
  );
}
