/**
 * The sports feed's answers as the platform sends them (platform/src/modules/feed/README.md,
 * "Shapes"), in the feed's own short field names. Mapping to the spec's view names (rate,
 * foraSize, isBlocked …) happens in the model, so these types stay a faithful wire contract.
 */

/** Event status: 0 line (not started), 1 live, 2 finished. */
export type EventStatus = 0 | 1 | 2;

/** The spec's live-score status code, used on events and on market groups: 0 add, 1 update, 2 remove. */
export type UpdateStatus = 0 | 1 | 2;

/** Settlement of an odd on a finished event: 34 won, 4 lost, 322 stake returned. */
export type OddResult = 34 | 4 | 322;

/** One outcome. The id is `<eventId>_<groupId>.<type>[.<size>]`; the part before the first dot is the event-market key. */
export interface Odd {
  id: string;
  /** Short localized label: `1`, `X2`, `H1 (-1.5)`, `Over 2.5`, `2:1`. */
  name: string;
  /** Outcome type (1 = "1", 2 = "X", 9 = over …), which decides the column a price sits in. */
  t: number;
  /** Decimal rate, two decimals, 1.01 … 100. */
  c: number;
  /** Handicap or total line, null for markets without one. */
  p: number | null;
  /** Blocked: shown, but cannot be bet. */
  b: boolean;
  /** Full event only: null, or the settlement once finished. Absent in lists and live updates. */
  r?: OddResult | null;
}

/** A market group (1 match result, 8 double chance, 2 handicap, 17 total …) with its odds. */
export interface Market {
  groupId: number;
  name: string;
  odds: Odd[];
}

/**
 * Live-score fields: `curGame` is the period being played, `"1"` … `"5"` each period's score,
 * corners and cards for football only. Kept open-ended because sports send different keys.
 */
export interface LiveStat {
  curGame?: number;
  score?: string;
  corners?: string;
  yellowCards?: string;
  redCards?: string;
  [period: string]: string | number | undefined;
}

/**
 * The game clock as a base the app runs itself: `elapsedMs` of game time at platform time `atMs`
 * (ms), still `running` or stood (finished). Shown as `elapsedMs + (now - atMs)` while running.
 */
export interface FeedClock {
  elapsedMs: number;
  atMs: number;
  running: boolean;
}

/** An event as every list and the full-event call return it. */
export interface FeedItem {
  id: number;
  status: EventStatus;
  /** ISO 8601 UTC with milliseconds; the front end formats it. */
  startDate: string;
  sportId: number;
  sportName: string | null;
  /** Esports only (301 … 304, sport 300); null elsewhere. */
  gameId: number | null;
  gameName: string | null;
  champId: number;
  champName: string | null;
  countryId: number;
  countryName: string | null;
  team1: string;
  team2: string;
  /** Live and finished: "2:1" (goals, points, or sets/maps). */
  score: string | null;
  /** Live: game clock "mm:ss". */
  time: string | null;
  /** Live: the same clock as a base the app runs itself (absent from older feeds). */
  clock?: FeedClock | null;
  /** The tourney's priority; lower shows first. */
  priority: number;
  stat: LiveStat | null;
  /** Live: one "1:0" per half, period, quarter, set or map. */
  periodScore: string[];
  /** Live tennis: points of the game ("15:30", "A:40") or of the tie-break. */
  subScore: string | null;
  /** Betting stopped on the whole event (about 10 s after a goal). */
  stopped: boolean;
  /** Odds offered (markets not closed). */
  betsCount: number;
  markets: Market[];
}

/** A market group in a live update: whole on add, changed odds only on update, empty on remove. */
export interface DeltaMarket extends Market {
  updateStatus: UpdateStatus;
}

/** Live add: the whole event with every market, each market marked add. */
export type DeltaEventAdd = Omit<FeedItem, 'markets'> & {
  updateStatus: 0;
  markets: DeltaMarket[];
};

/** Live update: the live header (always sent, it is small) and only the market groups that changed. */
export interface DeltaEventUpdate {
  id: number;
  updateStatus: 1;
  score: string | null;
  time: string | null;
  clock?: FeedClock | null;
  stat: LiveStat | null;
  periodScore: string[];
  subScore: string | null;
  stopped: boolean;
  betsCount: number;
  markets: DeltaMarket[];
}

/** Live remove (multi-live only): the event finished. */
export interface DeltaEventRemove {
  id: number;
  updateStatus: 2;
}

/** One event's change since the client's timestamp, discriminated by `updateStatus`. */
export type DeltaEvent = DeltaEventAdd | DeltaEventUpdate | DeltaEventRemove;

/**
 * Multi-live poll (`GET /api/feed/{x}/full/{timestamp}/0`): every live event changed since
 * `timestamp`. `timestamp` is the platform clock (ms) of the feed's last change; send it back on
 * the next poll, starting from 0.
 */
export interface MultiLiveAnswer {
  timestamp: number;
  events: DeltaEvent[];
}

/**
 * Single-event poll (`GET /api/feed/live/{x}/full/{timestamp}/{id}`): `event` is null when
 * nothing changed since `timestamp`. An event that is no longer live answers 404 instead.
 */
export interface SingleLiveAnswer {
  timestamp: number;
  event: DeltaEvent | null;
}
