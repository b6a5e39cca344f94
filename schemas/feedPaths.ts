/**
 * Feed calls used outside the sportsbook feature too (the studio's preview picks a real event
 * from the top events): one definition for both. platform/src/modules/feed/README.md has them all.
 */
export const feedPaths = {
  lineGames: '/api/feed/line/games',
  /** The top events of the line: `FeedItem[]` (`id`, `status`: 0 line, 1 live) in the envelope. */
  topGames: '/api/feed/line/games/top',
} as const;
