import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastRegion, type ToastNotification } from '../../../design-system/index.ts';
import { dismissNotice, useNotices } from '../notifications/index.ts';

/**
 * The shell's notifications inside a story, so the picture shows what a tap raised (a guest's
 * please-sign-in, a favourite's notice).
 */
export function StoryNotices() {
  const { t } = useTranslation('errors');
  const notices = useNotices();
  const notifications = useMemo<ToastNotification[]>(
    () =>
      notices.map((notice) => ({
        id: notice.id,
        type: notice.type,
        text:
          'text' in notice.message
            ? notice.message.text
            : t(notice.message.key, { ns: notice.message.ns ?? 'errors' }),
      })),
    [notices, t],
  );
  return <ToastRegion notifications={notifications} onDismiss={dismissNotice} />;
}
