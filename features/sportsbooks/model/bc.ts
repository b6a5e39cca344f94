/**
 * The embedded sportsbook of /bc/{category} (casino-and-account spec, section 2; integrations
 * README, section 1): the app's categories, the sportsbook's own sections, its languages and how
 * often its token is renewed.
 */

export const bcCategories = ['live', 'prematch', 'history'] as const;
export type BcCategory = (typeof bcCategories)[number];

/** The category an unknown address falls back to: the sportsbook's landing page. */
export const defaultBcCategory: BcCategory = 'prematch';

/** The app's category → the sportsbook's path under its frame URL. */
const sections: Record<BcCategory, string> = {
  live: 'live',
  prematch: 'sports',
  history: 'bet-history',
};

export function isBcCategory(value: string | undefined): value is BcCategory {
  return (bcCategories as readonly (string | undefined)[]).includes(value);
}

export function bcSection(category: BcCategory): string {
  return sections[category];
}

export function bcPath(category: BcCategory): string {
  return `/bc/${category}`;
}

/** The sportsbook's own language codes (spec, section 9: eng, spa, por). */
export type BcLanguage = 'eng' | 'spa' | 'por';

const languages: Record<string, BcLanguage> = { en: 'eng', es: 'spa', pt: 'por' };

/** The interface language (`es-ES`, `en-US`, `pt-PT` or a short code) as the sportsbook's code. */
export function bcLanguage(languageTag: string): BcLanguage {
  const short = (languageTag.split(/[-_]/)[0] ?? '').toLowerCase();
  // Spanish is the deployment's default language (es-es), so anything else reads as Spanish.
  return languages[short] ?? 'spa';
}

/** The token lasts one hour; the spec renews it every hour (section 9). */
export const bcTokenRefreshMs = 3_600_000;

/**
 * Whether the category shows the sportsbook to a guest. Live and pre-match are public (the frame
 * opens without a token and a prompt invites the guest to sign in to bet); the history is the
 * player's own and asks to sign in instead.
 */
export function isPublicCategory(category: BcCategory): boolean {
  return category !== 'history';
}
