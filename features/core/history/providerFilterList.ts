/**
 * The spec's provider filter list (casino spec, section 9), in its order: the slots history's
 * provider filter and the casino lobby's provider order (the platform lists providers so).
 */
export const providerFilterList = [
  'pragmatic',
  'netent',
  'amatic',
  'greentube',
  'aristocrat',
  'bsw',
  'evoplay',
  'endorphina',
  'betsolutions',
  'fiable',
  'inbet',
  'flg',
  'egt',
  'habanero',
  'mascot',
  'microgaming',
] as const;
