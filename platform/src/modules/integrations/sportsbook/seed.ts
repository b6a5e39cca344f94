import type { PlatformContext } from '../../../context.ts';
import type { Random } from '../../../random.ts';

export type SportsbookProvider = 'bc' | 'digitain';

/** Sports of the seeded embedded-sportsbook bets, with teams to build event names from. */
const sports: Record<string, readonly string[]> = {
  football: ['Colo-Colo', 'Universidad de Chile', 'Real Madrid', 'Barcelona', 'Benfica', 'Porto'],
  tennis: ['C. Alcaraz', 'J. Sinner', 'N. Djokovic', 'A. Zverev', 'D. Medvedev', 'C. Ruud'],
  basketball: ['Lakers', 'Celtics', 'Warriors', 'Bulls', 'Heat', 'Nuggets'],
  'ice-hockey': ['Rangers', 'Bruins', 'Oilers', 'Maple Leafs', 'Penguins', 'Kings'],
  esports: ['NAVI', 'FaZe', 'G2', 'Vitality', 'Furia', 'MIBR'],
};

const markets = [
  { market: '1X2', selections: ['W1', 'X', 'W2'] },
  { market: 'Total', selections: ['Over 2.5', 'Under 2.5'] },
  { market: 'Handicap', selections: ['H1 (-1.5)', 'H2 (+1.5)'] },
  { market: 'Both teams to score', selections: ['Yes', 'No'] },
] as const;

/** How many bets the demo player has in each sportsbook: enough for several history pages. */
const seededBets: Record<SportsbookProvider, number> = { bc: 42, digitain: 27 };

const dayMs = 24 * 60 * 60 * 1000;

function seedBet(random: Random, now: number, index: number) {
  const sport = random.pick(Object.keys(sports));
  const teams = random.shuffle(sports[sport] ?? []);
  const { market, selections } = random.pick(markets);
  const betType = random.pick(['single', 'single', 'single', 'express', 'system'] as const);
  // Odds of an express multiply; keep them plausible.
  const odds =
    Math.round((betType === 'single' ? 1.2 + random.next() * 3 : 2 + random.next() * 8) * 100) /
    100;
  const amountCents = random.pick([500, 1000, 2000, 2500, 5000, 10000]) * 100;
  // The newest bets are still open; older ones are settled.
  const placedAt = now - index * random.int(20, 34) * 60 * 60 * 1000 - random.int(0, dayMs / 4);
  const status = index < 3 ? 0 : random.pick([1, 2, 2, 1, 2, 3]);
  const payoutCents =
    status === 1 ? Math.round(amountCents * odds) : status === 3 ? amountCents : 0;
  return {
    placedAt: new Date(placedAt).toISOString(),
    betType,
    gameType: random.chance(0.4) ? 'live' : 'prematch',
    sport,
    eventName: `${teams[0] ?? ''} - ${teams[1] ?? ''}`,
    market,
    selection: random.pick(selections),
    odds,
    amountCents,
    payoutCents,
    status,
  };
}

/** Bet histories of the demo player in both embedded sportsbooks (idempotent, seeded). */
export function seedSportsbookBets(context: PlatformContext): void {
  const { database } = context;
  const existing = database.prepare('SELECT COUNT(*) AS count FROM sportsbook_bets').get() as {
    count: number;
  };
  if (existing.count > 0) return;
  const player = database
    .prepare("SELECT id, currency FROM users WHERE email = 'player@demo.test'")
    .get() as { id: number; currency: string } | undefined;
  if (!player) return;
  const insert = database.prepare(
    `INSERT INTO sportsbook_bets (provider, user_id, placed_at, bet_type, game_type, sport,
       event_name, market, selection, odds, amount_cents, payout_cents, currency, status)
     VALUES (@provider, @userId, @placedAt, @betType, @gameType, @sport, @eventName, @market,
       @selection, @odds, @amountCents, @payoutCents, @currency, @status)`,
  );
  const now = context.clock.nowMs();
  database.transaction(() => {
    for (const provider of ['bc', 'digitain'] as const) {
      const random = context.random.fork(`integrations:${provider}-bets`);
      for (let index = 0; index < seededBets[provider]; index++) {
        insert.run({
          provider,
          userId: player.id,
          currency: player.currency,
          ...seedBet(random, now, index),
        });
      }
    }
  })();
}
