/** Team names in event rows (sports-betting spec, sections 2 and 3). */

/** Event teams arrive as one string, 'team1 - team2'. */
const TEAMS_SEPARATOR = ' - ';

/** Spec: rows fit about (window width / 30 + 6) characters of a team name. */
const PIXELS_PER_CHARACTER = 30;
const MIN_VISIBLE_CHARACTERS = 6;

const ELLIPSIS = '…';

/** How many characters of a team name fit in a row at this window width. */
export function teamNameLimit(windowWidth: number): number {
  // A width that is not measurable yet (NaN before layout, negative) gets the narrowest limit.
  const width = Number.isFinite(windowWidth) && windowWidth > 0 ? windowWidth : 0;
  return Math.floor(width / PIXELS_PER_CHARACTER + MIN_VISIBLE_CHARACTERS);
}

/**
 * Cuts a long team name to the row's limit and marks the cut with an ellipsis. Counts code
 * points, not UTF-16 units, so a cut never splits an emoji or other astral character.
 */
export function truncateTeamName(name: string, windowWidth: number): string {
  const limit = teamNameLimit(windowWidth);
  const characters = Array.from(name);
  if (characters.length <= limit) return name;
  return characters.slice(0, limit).join('') + ELLIPSIS;
}

/**
 * The two team names of an event. Splits at the first ' - ' only: hyphens without spaces belong
 * to names ('Paris Saint-Germain'). A string without a separator is one team and an empty second.
 */
export function splitTeams(teams: string): [string, string] {
  const index = teams.indexOf(TEAMS_SEPARATOR);
  if (index === -1) return [teams.trim(), ''];
  return [teams.slice(0, index).trim(), teams.slice(index + TEAMS_SEPARATOR.length).trim()];
}
