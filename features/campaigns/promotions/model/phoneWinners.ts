import dayjs from 'dayjs';

/** One winner of the weekly phone-prize draw (GET /api/site/promotions/phone-winners). */
export interface PhoneWinner {
  /** Shown exactly as the platform sends it: the platform decides how much of an id to reveal. */
  userId: number | string;
  /** In the answer's currency; 0 for a prize-draw (phone) win. */
  amount: number;
  /** What the code is for ('phone'), null for a cash win. */
  codeType: string | null;
  /**
   * The voucher the prize is claimed with: the platform sends it to its own winner only (anyone
   * holding it could claim the phone), so for everyone else it is absent.
   */
  codeValue?: string | null;
  /** The prize won (a phone model), null for a cash win. */
  prize: string | null;
}

/** Monday to Sunday, both YYYY-MM-DD and included. */
export interface PromotionWeek {
  from: string;
  to: string;
}

export interface WinnersWeek {
  week: PromotionWeek;
  winners: PhoneWinner[];
}

export interface PhoneWinnersAnswer {
  currency: string;
  /** Amounts above it are BIG WIN; the brand's setting when the platform leaves it out. */
  bigWinAmount?: number | null;
  /** The last completed week (winners are drawn when a week closes). */
  current: WinnersWeek;
  /** The weeks before, newest first. */
  history: WinnersWeek[];
  /** Plain text in the language, one paragraph per line. */
  rules: string;
}

/** Casino-and-account spec, sections 2 and 9: winners above 1000 are BIG WIN. */
export const DEFAULT_BIG_WIN_AMOUNT = 1000;

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The BIG WIN threshold: the platform's answer, else the brand's, else the spec's 1000. */
export function resolveBigWinAmount(
  answered: number | null | undefined,
  brandAmount: number | undefined,
): number {
  if (isAmount(answered)) return answered;
  if (isAmount(brandAmount)) return brandAmount;
  return DEFAULT_BIG_WIN_AMOUNT;
}

/** Spec: a winner with amount 0 won the prize draw (a phone), not cash. */
export function isPrizeDrawWin(winner: Pick<PhoneWinner, 'amount'>): boolean {
  return winner.amount === 0;
}

/** Spec: amounts strictly above the threshold are BIG WIN (exactly the threshold is not). */
export function isBigWin(winner: Pick<PhoneWinner, 'amount'>, bigWinAmount: number): boolean {
  return !isPrizeDrawWin(winner) && winner.amount > bigWinAmount;
}

export type WinnerKind = 'prize' | 'bigWin' | 'cash';

export function winnerKind(winner: Pick<PhoneWinner, 'amount'>, bigWinAmount: number): WinnerKind {
  if (isPrizeDrawWin(winner)) return 'prize';
  return isBigWin(winner, bigWinAmount) ? 'bigWin' : 'cash';
}

/** The rules' paragraphs: one per line, blank lines dropped. */
export function rulesParagraphs(rules: string): string[] {
  return rules
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * A week as a compact range in a language (short code: es, en, pt): "9–15 Nov 2026",
 * "30 Nov – 6 Dec 2026", "29 Dec 2025 – 4 Jan 2026". The host loads dayjs's locale for the
 * interface language; until it has, dayjs writes the global locale's names. The dates are
 * calendar days, so they are read as local days and never shift with the time zone.
 */
export function weekLabel(week: PromotionWeek, language?: string): string {
  const day = (date: string) => (language ? dayjs(date).locale(language) : dayjs(date));
  const from = day(week.from);
  const to = day(week.to);
  if (!from.isValid() || !to.isValid()) return `${week.from} – ${week.to}`;
  if (from.year() !== to.year()) return `${from.format('D MMM YYYY')} – ${to.format('D MMM YYYY')}`;
  if (from.month() !== to.month()) return `${from.format('D MMM')} – ${to.format('D MMM YYYY')}`;
  return `${from.format('D')}–${to.format('D MMM YYYY')}`;
}
