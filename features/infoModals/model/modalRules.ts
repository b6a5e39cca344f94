/** The information modals of the casino-and-account spec (section 2), by their platform name. */
export const infoModalNames = [
  'cashier',
  'replenishment',
  'goldenRace',
  'webmoney',
  'impostor',
] as const;

export type InfoModalName = (typeof infoModalNames)[number];

/** Which modals are hidden (true) for the player or guest. */
export type HiddenFlags = Readonly<Record<InfoModalName, boolean>>;

/** Spec, section 4: every modal starts open except webmoney. */
export const defaultHiddenFlags: HiddenFlags = {
  cashier: false,
  replenishment: false,
  goldenRace: false,
  webmoney: true,
  impostor: false,
};

/** The brand file's switches: a modal set to `false` is off for the brand. */
export type BrandModalSwitches = Partial<Record<InfoModalName, boolean>>;

/**
 * The modals a page may show, in order of preference: the first one not hidden wins, and a page
 * shows one at most. Webmoney (the e-wallet notice) takes the top-up page only once the
 * replenishment notice is out of the way.
 */
export function candidatesForPath(pathname: string): readonly InfoModalName[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/profile/top-up') return ['replenishment', 'webmoney'];
  if (path === '/profile/withdrawal') return ['cashier'];
  if (path === '/profile/change-password') return ['impostor'];
  if (path === '/virtual-games/golden-race' || path.startsWith('/virtual-games/golden-race/')) {
    return ['goldenRace'];
  }
  return [];
}

/** The modal a page shows given the hidden flags, or undefined for none. */
export function modalForPath(pathname: string, hidden: HiddenFlags): InfoModalName | undefined {
  return candidatesForPath(pathname).find((name) => !hidden[name]);
}

/** Reads a stored or answered flag object: anything missing or not a boolean keeps its default. */
export function hiddenFlagsFrom(value: unknown): HiddenFlags {
  const record: Partial<Record<string, unknown>> =
    typeof value === 'object' && value !== null ? value : {};
  return Object.fromEntries(
    infoModalNames.map((name) => {
      const flag = record[name];
      return [name, typeof flag === 'boolean' ? flag : defaultHiddenFlags[name]];
    }),
  ) as Record<InfoModalName, boolean>;
}

/**
 * What is hidden right now: the persisted flags (the server's for a player, the device's for a
 * guest), every modal the brand switches off, and every modal dismissed in this app session
 * (so a dismissal holds even before, or without, its save reaching the server).
 */
export function effectiveHiddenFlags(
  persisted: HiddenFlags,
  brandSwitches: BrandModalSwitches | undefined,
  dismissed: ReadonlySet<InfoModalName>,
): HiddenFlags {
  return Object.fromEntries(
    infoModalNames.map((name) => [
      name,
      persisted[name] || brandSwitches?.[name] === false || dismissed.has(name),
    ]),
  ) as Record<InfoModalName, boolean>;
}

/** The modal chosen for one page visit: it stays the page's only modal once dismissed. */
export interface PageChoice {
  pathname: string;
  name: InfoModalName | undefined;
}

/**
 * The page's modal, chosen once per page: on a new page from the current flags (none while they
 * are unknown), on the same page the earlier choice stands, so dismissing the replenishment
 * notice does not open the webmoney one in its place.
 */
export function choosePageModal(
  previous: PageChoice | undefined,
  pathname: string,
  hidden: HiddenFlags | undefined,
): PageChoice | undefined {
  if (previous?.pathname === pathname) return previous;
  if (!hidden) return undefined;
  return { pathname, name: modalForPath(pathname, hidden) };
}
