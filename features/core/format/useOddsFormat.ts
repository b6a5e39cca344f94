import { useCallback, useSyncExternalStore } from 'react';
import { useBrand } from '../brand/index.ts';
import { parseOddsFormat, type OddsFormat } from './odds.ts';
import { currentOddsFormat, saveOddsFormat, subscribeOddsFormat } from './oddsFormatStore.ts';

/**
 * The odds format to show: the player's remembered choice, else the brand's default (decimal
 * unless the operator set another). Every odds view and the switcher share it.
 */
export function useOddsFormat(): [OddsFormat, (format: OddsFormat) => void] {
  const brandDefault = parseOddsFormat(useBrand().odds?.defaultFormat) ?? 0;
  const chosen = useSyncExternalStore(subscribeOddsFormat, currentOddsFormat, () => undefined);
  const setFormat = useCallback((format: OddsFormat) => saveOddsFormat(format), []);
  return [chosen ?? brandDefault, setFormat];
}
