/**
 * Where the download banner remembers that the player closed it. Versioned: a new campaign (or a
 * new shape of the value) bumps the key, and the banner shows again.
 */
export const downloadBannerStorageKey = 'contentPages.downloadBanner.v1';

const closedValue = 'closed';

/** Whether the player closed the banner; a missing, foreign or corrupt value reads as not. */
export function readBannerClosed(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(downloadBannerStorageKey) === closedValue;
  } catch {
    // Storage may be refused (private browsing); the banner then shows on every visit.
    return false;
  }
}

export function rememberBannerClosed(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(downloadBannerStorageKey, closedValue);
  } catch {
    // Refused storage: closing lasts for this visit only.
  }
}

/** The browser's local storage, or undefined where there is none (or it is refused). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
