/** A tile of a virtual-games list: the racing simulation's and the virtual sports' games. */
export interface VirtualGame {
  /** Golden race game id (`10101`) or bet-radar page code (`br_football_league`). */
  id: string;
  name: string;
  imageUrl: string;
}

/** A name per language, as the bet-radar feed's `Trans` gives it. */
export type Translations = Partial<Record<string, string>>;

/**
 * A bet-radar game's name in the interface language (short code), else English, else any name
 * the feed has, else the page code: a tile always has a name to be announced by.
 */
export function localizedName(trans: Translations | undefined, language: string, fallback: string) {
  const names = trans ?? {};
  const named = (value: string | undefined) => (value?.trim() ? value : undefined);
  return (
    named(names[language]) ??
    named(names.en) ??
    Object.values(names).map(named).find(Boolean) ??
    fallback
  );
}
