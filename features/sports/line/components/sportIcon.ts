import type { IconName } from '../../../../design-system/index.ts';

/** The design system's icon of each platform sport (feed README, "Id tables"). */
const SPORT_ICONS: ReadonlyMap<number, IconName> = new Map<number, IconName>([
  [1, 'football'],
  [2, 'iceHockey'],
  [3, 'basketball'],
  [4, 'tennis'],
  [6, 'volleyball'],
  [10, 'tableTennis'],
  [300, 'esports'],
]);

export function sportIcon(sportId: number): IconName {
  return SPORT_ICONS.get(sportId) ?? 'flag';
}
