import type { IconName } from '../../../../design-system/index.ts';

/** The icon of each sport the feed offers (platform feed README, "Sports"). */
const SPORT_ICONS: ReadonlyMap<number, IconName> = new Map([
  [1, 'football'],
  [2, 'iceHockey'],
  [3, 'basketball'],
  [4, 'tennis'],
  [6, 'volleyball'],
  [10, 'tableTennis'],
  [300, 'esports'],
]);

/** A sport's icon, or undefined for a sport without one (shown by name only). */
export function sportIcon(sportId: number): IconName | undefined {
  return SPORT_ICONS.get(sportId);
}
