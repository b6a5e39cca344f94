import {
  defaultHiddenFlags,
  hiddenFlagsFrom,
  type HiddenFlags,
  type InfoModalName,
} from './modalRules.ts';

/** Where a guest's dismissals live on the device. */
export const localRecordKey = 'infoModals.hidden';

/** Bumped when the record's shape changes: an older record then reads as the defaults. */
export const localRecordVersion = 1;

interface LocalRecord {
  version: typeof localRecordVersion;
  hidden: HiddenFlags;
}

/** The storage a record lives in (localStorage in the app; a map in tests). */
export type RecordStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A guest's hidden flags; a missing, corrupt or other-version record gives the defaults. */
export function readLocalHidden(storage: RecordStorage | undefined): HiddenFlags {
  try {
    const raw = storage?.getItem(localRecordKey);
    if (!raw) return defaultHiddenFlags;
    const record = JSON.parse(raw) as unknown;
    if (typeof record !== 'object' || record === null) return defaultHiddenFlags;
    const { version, hidden } = record as Partial<Record<string, unknown>>;
    return version === localRecordVersion ? hiddenFlagsFrom(hidden) : defaultHiddenFlags;
  } catch {
    // Unreadable storage (private mode, corrupt JSON) must never stop the page.
    return defaultHiddenFlags;
  }
}

/** Stores a guest's dismissal; a storage that refuses (full, private mode) is ignored. */
export function saveLocalHidden(storage: RecordStorage | undefined, name: InfoModalName): void {
  const record: LocalRecord = {
    version: localRecordVersion,
    hidden: { ...readLocalHidden(storage), [name]: true },
  };
  try {
    storage?.setItem(localRecordKey, JSON.stringify(record));
  } catch {
    // The dismissal still holds for this session (the overlay remembers it).
  }
}

/** The browser's localStorage, or undefined where reading it throws (blocked cookies). */
export function browserStorage(): RecordStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
