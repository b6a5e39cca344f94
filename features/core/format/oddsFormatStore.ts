import { parseOddsFormat, type OddsFormat } from './odds.ts';

const storageKey = 'oddsFormat';
const listeners = new Set<() => void>();

/**
 * The player's chosen odds format, remembered across visits. Storage may be blocked or hold
 * anything (an old value, a hand edit): whatever is not one of the three codes counts as no choice.
 */
export function readOddsFormat(): OddsFormat | undefined {
  try {
    return parseOddsFormat(window.localStorage.getItem(storageKey));
  } catch {
    return undefined;
  }
}

export function saveOddsFormat(format: OddsFormat): void {
  try {
    window.localStorage.setItem(storageKey, String(format));
    sessionChoice = undefined;
  } catch {
    // Private mode or a full quota: the choice lasts until the tab closes (listeners still hear it).
    sessionChoice = format;
  }
  for (const listener of listeners) listener();
}

let sessionChoice: OddsFormat | undefined;

/** The choice for this visit: storage first, else what was picked while storage failed. */
export function currentOddsFormat(): OddsFormat | undefined {
  return readOddsFormat() ?? sessionChoice;
}

export function subscribeOddsFormat(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
