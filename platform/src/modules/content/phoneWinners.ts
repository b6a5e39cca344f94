import type { PlatformContext } from '../../context.ts';
import type { Random } from '../../random.ts';

/** A winner of the weekly draw: amount 0 is a phone prize, shown with its code type and value. */
export interface PhoneWinner {
  userId: number;
  /** In the promotion's currency (the brand's, spec: TMT); 0 for a phone prize. */
  amount: number;
  /** 'phone' for a phone prize, null for a cash win. */
  codeType: string | null;
  /** The voucher code the winner claims the phone with, null for a cash win. */
  codeValue: string | null;
  /** The phone model won, null for a cash win. */
  prize: string | null;
}

export interface WinnersWeek {
  /** Monday to Sunday (UTC), both YYYY-MM-DD and included. */
  week: { from: string; to: string };
  winners: PhoneWinner[];
}

const dayMs = 24 * 60 * 60 * 1000;
const phoneModels = [
  'Samsung Galaxy S24',
  'iPhone 15',
  'Xiaomi Redmi Note 13',
  'Samsung Galaxy A55',
  'Honor X8b',
];
// No 0/O or 1/I: the code is read out over the phone to claim the prize.
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Monday 00:00 UTC of the week holding `moment`. */
export function weekStartOf(moment: Date): Date {
  const midnight = Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
  const daysSinceMonday = (moment.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * dayMs);
}

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

function voucherCode(random: Random): string {
  const part = () => Array.from({ length: 4 }, () => random.pick([...codeAlphabet])).join('');
  return `PH-${part()}-${part()}`;
}

function uniqueUserIds(random: Random, count: number): number[] {
  const ids = new Set<number>();
  while (ids.size < count) ids.add(random.int(10_000, 999_999));
  return [...ids];
}

/**
 * One week's draw: two phone prizes, one or two BIG WINs (above 1000) and four to six cash
 * wins. Phone prizes come first (they are the promotion's headline), then cash by amount.
 */
export function drawWeek(random: Random, monday: Date): WinnersWeek {
  const bigWins = random.int(1, 2);
  const cashWins = random.int(4, 6);
  const userIds = uniqueUserIds(random, 2 + bigWins + cashWins);
  const nextUserId = () => userIds.pop() ?? 0;
  const phones = Array.from({ length: 2 }, () => ({
    userId: nextUserId(),
    amount: 0,
    codeType: 'phone',
    codeValue: voucherCode(random),
    prize: random.pick(phoneModels),
  }));
  const cash = [
    ...Array.from({ length: bigWins }, () => random.int(105, 2000) * 10),
    ...Array.from({ length: cashWins }, () => random.int(10, 190) * 5),
  ].map((amount) => ({
    userId: nextUserId(),
    amount,
    codeType: null,
    codeValue: null,
    prize: null,
  }));
  cash.sort((left, right) => right.amount - left.amount);
  return {
    week: { from: isoDay(monday), to: isoDay(new Date(monday.getTime() + 6 * dayMs)) },
    winners: [...phones, ...cash],
  };
}

/** A winner as one viewer sees them: the claim code is there only for its own winner. */
export type PublicPhoneWinner = Omit<PhoneWinner, 'codeValue'> & { codeValue?: string };

export interface PublicWinnersWeek {
  week: WinnersWeek['week'];
  winners: PublicPhoneWinner[];
}

/**
 * The week for `viewerId` (undefined for a guest): whoever holds a claim code can claim the
 * phone at support, so a code is shown to its winner only; the others see the prize and its type.
 */
export function winnersSeenBy(week: WinnersWeek, viewerId: number | undefined): PublicWinnersWeek {
  return {
    week: week.week,
    winners: week.winners.map(({ codeValue, ...winner }) =>
      codeValue !== null && viewerId !== undefined && winner.userId === viewerId
        ? { ...winner, codeValue }
        : winner,
    ),
  };
}

/**
 * Winners are drawn when a week closes: `current` is the last completed week, `history` the
 * weeks before it, newest first. Each week draws from its own stream of the seed, so a week's
 * winners never change as the clock moves on. Claim codes are left out but the viewer's own
 * (`viewerId`; none for a guest or when no one is named).
 */
export function phoneWinnerWeeks(
  context: Pick<PlatformContext, 'clock' | 'random'>,
  historyWeeks = 6,
  viewerId?: number,
): { current: PublicWinnersWeek; history: PublicWinnersWeek[] } {
  const thisMonday = weekStartOf(context.clock.now()).getTime();
  const weeks = Array.from({ length: historyWeeks + 1 }, (_, index) => {
    const monday = new Date(thisMonday - (index + 1) * 7 * dayMs);
    return drawWeek(context.random.fork(`content:phone-winners:${isoDay(monday)}`), monday);
  });
  const [current, ...history] = weeks.map((week) => winnersSeenBy(week, viewerId)) as [
    PublicWinnersWeek,
    ...PublicWinnersWeek[],
  ];
  return { current, history };
}
