/**
 * The live list's addresses (sports-betting spec, section 2): /live/selectedSport/{sportId},
 * /live/sport{sportId} and /live/sports. The host matches the route itself, so the screen reads
 * the sport back from the pathname.
 */

/** Sport id 0: every sport. */
export const ALL_SPORTS = 0;

const SELECTED_SPORT = /^\/live\/selectedsport\/(\d+)\/?$/i;
const SPORT = /^\/live\/sport(\d+)\/?$/i;

/**
 * The sport a live address shows. /live/sports, /live and anything unreadable (a non-numeric or
 * absurd id) mean every sport.
 */
export function parseLiveSportId(pathname: string): number {
  const match = SELECTED_SPORT.exec(pathname) ?? SPORT.exec(pathname);
  if (!match?.[1]) return ALL_SPORTS;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : ALL_SPORTS;
}

/** Where choosing a sport tab leads: the canonical live address of that sport (0 = all). */
export function liveSportPath(sportId: number): string {
  return `/live/selectedSport/${String(sportId)}`;
}
