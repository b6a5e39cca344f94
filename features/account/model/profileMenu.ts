/**
 * The profile menu (casino-and-account spec, section 2: the exact /profile sub-routes, sport
 * history at /bc/history, and an exit entry). Paths are the host route table's.
 */
export const profileMenuEntries = [
  { id: 'changePassword', href: '/profile/change-password', feature: 'account' },
  { id: 'additional', href: '/profile/additional', feature: 'account' },
  { id: 'promoCodes', href: '/profile/promotional-codes', feature: 'promoCodes' },
  { id: 'payHistory', href: '/profile/pay-history', feature: 'payments' },
  { id: 'slotsHistory', href: '/profile/slots-bet-history', feature: 'casino' },
  { id: 'betHistory', href: '/profile/bet-history', feature: 'betHistory' },
  { id: 'sportHistory', href: '/bc/history', feature: 'embeddedSportsbooks', provider: 'bc' },
  { id: 'topUp', href: '/profile/top-up', feature: 'payments' },
  { id: 'withdrawal', href: '/profile/withdrawal', feature: 'payments' },
  { id: 'responsibleGambling', href: '/profile/responsible-gambling', feature: 'account' },
] as const satisfies readonly ProfileMenuEntry[];

export interface ProfileMenuEntry {
  id: string;
  href: string;
  /** The brand's feature switch of the page: off hides the entry (the page would be not found). */
  feature: string;
  /** A provider whose ban redirects the page away (spec: banned entries are hidden). */
  provider?: string;
}

export type ProfileMenuEntryId = (typeof profileMenuEntries)[number]['id'];

export interface MenuVisibility {
  /** The brand's feature switches (`brand.features`); a feature is on unless set to false. */
  features: Readonly<Record<string, boolean | undefined>>;
  /** Providers banned by the brand or the server's blocklist. */
  banned: ReadonlySet<string>;
}

export function visibleProfileEntries(
  { features, banned }: MenuVisibility,
  entries: readonly ProfileMenuEntry[] = profileMenuEntries,
): ProfileMenuEntry[] {
  return entries.filter(
    (entry) =>
      features[entry.feature] !== false &&
      (entry.provider === undefined || !banned.has(entry.provider)),
  );
}

/** The entry of the page being shown: its path, or a page under it. */
export function currentProfileEntry(
  pathname: string,
  entries: readonly ProfileMenuEntry[] = profileMenuEntries,
): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return entries.find((entry) => path === entry.href || path.startsWith(`${entry.href}/`))?.id;
}
