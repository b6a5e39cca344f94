import { useState, useSyncExternalStore } from 'react';

/** A message: an i18n key (namespace `errors` unless given) or text the server wrote. */
export type NoticeMessage =
  { key: string; ns?: string; values?: Record<string, string | number> } | { text: string };

export interface Notice {
  /** From the time it was raised (spec: notification id from timestamp), made unique. */
  id: string;
  type: 'success' | 'error' | 'default';
  message: NoticeMessage;
  /** Show the close cross (spec default true). */
  needClose: boolean;
  /** Close by itself after 7 s. */
  autoClose: boolean;
}

export type NoticeInput = Pick<Notice, 'type' | 'message'> &
  Partial<Pick<Notice, 'needClose' | 'autoClose'>>;

type Listener = () => void;

let notices: readonly Notice[] = [];
const listeners = new Set<Listener>();
let sequence = 0;

function publish(next: readonly Notice[]) {
  notices = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a notification in the shell's region. A module-level store (not React state) so session
 * code, API error handlers and screens can notify without a provider in between.
 */
export function notify(input: NoticeInput): string {
  sequence += 1;
  const id = `${Date.now()}-${sequence}`;
  publish([...notices, { needClose: true, autoClose: true, ...input, id }]);
  return id;
}

export function dismissNotice(id: string): void {
  publish(notices.filter((notice) => notice.id !== id));
}

/**
 * The notices one form raises about its attempts. `notify` raises one and remembers it; `clear`
 * takes down those still shown. A form clears its group when it is submitted again, so a notice
 * about an earlier attempt ("the passwords do not match") never stands beside the answer to the
 * new one ("wrong password").
 */
export interface NoticeGroup {
  notify(input: NoticeInput): string;
  clear(): void;
}

/** A group outside React (a module's placements share one). */
export function createNoticeGroup(): NoticeGroup {
  const raised = new Set<string>();
  return {
    notify(input) {
      const id = notify(input);
      raised.add(id);
      return id;
    },
    clear() {
      if (raised.size === 0) return;
      const ids = new Set(raised);
      raised.clear();
      publish(notices.filter((notice) => !ids.has(notice.id)));
    },
  };
}

/** A form's group, the same for the component's life. */
export function useNoticeGroup(): NoticeGroup {
  const [group] = useState(createNoticeGroup);
  return group;
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => notices;

/** The notifications on screen, in the order they were raised. */
export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Clears every notification (tests and stories start from an empty region). */
export function resetNotices(): void {
  publish([]);
}
