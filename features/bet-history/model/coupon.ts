import dayjs from 'dayjs';

/** One coupon of the history list (bets README, POST /api/bet/coupon_history). */
export interface Coupon {
  id: number;
  code: string;
  amountIn: number;
  /** Paid once settled (win, refund, cash-out, 0 when lost), else the possible win. */
  amountOut: number;
  /** The part of the stake paid with bonus money. */
  bonuses: number;
  isFreeBet: boolean;
  /** 'DD.MM.YYYY HH:mm' in UTC. */
  date: string;
  currency: string;
  /** 0 single, 1 express, 2 system. */
  flag: number;
  isExpress: boolean;
  systemIndex: number | null;
  status: number;
  coef: number;
  additionalCoef: number;
  countEvents: number;
  // Singles only:
  match?: string;
  team1?: string;
  team2?: string;
  score?: string;
  sportId?: number;
  marketGroupName?: string;
  eventDate?: string;
  tourneyName?: string;
  /** The outcome bet on. */
  name?: string;
}

/** One bet of a coupon's content. */
export interface CouponBet {
  id: string;
  eventId: number;
  name: string;
  coef: number;
  sportId: number;
  sportName?: string;
  marketGroupName: string;
  /** The event's start, 'DD.MM.YYYY HH:mm' in UTC. */
  date: string;
  score: string;
  match: string;
  /** 0 pending, 4 lost, 34 won, 322 returned. */
  status: number;
  tourneyName: string;
  isLive?: boolean;
}

export interface CouponContent {
  betData: Coupon;
  bets: CouponBet[];
}

/** Coupon statuses (sports-betting §3; 0 pending from the platform). */
export const couponStatusCodes = {
  pending: 0,
  lost: 4,
  won: 34,
  returned: 322,
  sold: 17410,
} as const;

export type CouponStatusName = keyof typeof couponStatusCodes | 'unknown';

/** The name of a coupon's (or a bet's) numeric status; the spec names no others. */
export function couponStatusName(status: number): CouponStatusName {
  const found = Object.entries(couponStatusCodes).find(([, code]) => code === status);
  return found ? (found[0] as keyof typeof couponStatusCodes) : 'unknown';
}

export type CouponKind =
  | { kind: 'single' }
  | { kind: 'express'; events: number }
  | { kind: 'system'; index: number; events: number };

/**
 * Single, express or system "k of n": a system carries its index; an express (or a `flag` of 1)
 * has several events; anything else is a single.
 */
export function couponKind(
  coupon: Pick<Coupon, 'flag' | 'isExpress' | 'systemIndex' | 'countEvents'>,
): CouponKind {
  if (coupon.systemIndex !== null && coupon.systemIndex > 0) {
    return { kind: 'system', index: coupon.systemIndex, events: coupon.countEvents };
  }
  if (coupon.isExpress || coupon.flag === 1) return { kind: 'express', events: coupon.countEvents };
  return { kind: 'single' };
}

/** What the outgoing amount means for a coupon in this status. */
export type AmountOutMeaning = 'possibleWin' | 'won' | 'returned' | 'soldFor' | 'payout';

export function amountOutMeaning(status: number): AmountOutMeaning {
  switch (couponStatusName(status)) {
    case 'pending':
      return 'possibleWin';
    case 'won':
      return 'won';
    case 'returned':
      return 'returned';
    case 'sold':
      return 'soldFor';
    default:
      return 'payout';
  }
}

/** Spec §9: history dates read DD.MM.YYYY HH:mm. */
export const HISTORY_DATE_FORMAT = 'DD.MM.YYYY HH:mm';

/**
 * A platform time ('DD.MM.YYYY HH:mm', UTC) in the player's time zone, same format. Text that is
 * not such a time is shown as it came.
 */
export function localHistoryDate(utc: string): string {
  const parts = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/u.exec(utc.trim());
  if (!parts) return utc;
  const [, day, month, year, hours, minutes] = parts.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return dayjs(new Date(Date.UTC(year, month - 1, day, hours, minutes))).format(
    HISTORY_DATE_FORMAT,
  );
}
