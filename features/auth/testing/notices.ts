import { renderHook } from '@testing-library/react';
import { useNotices, type NoticeMessage } from '../../core/notifications/index.ts';

/** The keys (or texts) of the notices raised so far, for assertions. */
export function noticeMessages(): string[] {
  const { result, unmount } = renderHook(() => useNotices());
  const messages = result.current.map(({ message }: { message: NoticeMessage }) =>
    'text' in message ? message.text : message.key,
  );
  unmount();
  return messages;
}
