import type { Ref } from 'react';
import type { OddsFormat } from '../../core/format/index.ts';
import type { BetslipType } from '../model/slip.ts';
import type { ErrorDescriptionLine, Funding, StakeLimits } from '../placement/types.ts';
import type { SlipRow } from './slipRows.ts';
import type { StakeProblem } from './stake.ts';

/*
 * What the slip panel's pure view takes, grouped by section so a screen (the sheet, /basket) and
 * a story fill it the same way.
 */

export interface StakeState {
  /** The stake as typed (never reformatted, so a failed check keeps it). */
  value: string;
  onChange: (value: string) => void;
  /** Shown once a placement was tried with a stake that does not pass. */
  problem?: StakeProblem;
  limits: StakeLimits;
}

export interface SlipTotals {
  /** The coupon's total odds; undefined while a rate is unknown. */
  coefficient?: number;
  potentialWin: number;
  /** The largest payout the server accepts, once it said. */
  maxWin?: number;
}

export interface FundingState {
  value: Funding;
  onChange: (funding: Funding) => void;
  /** The player's bonus balance: the bonus option shows when it is above 0. */
  bonusBalance: number;
  /** Free bets the player can spend now and the stake of one. */
  freeBets: { active: number; amount: number };
  /** With bonus funding: the part of the stake paid from the bonus balance. */
  bonusAmount?: number;
}

export interface OneClickState {
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  /** The amount as typed. */
  amount: string;
  onAmountChange: (amount: string) => void;
  /** The typed amount is not a stake within the limits (the last valid one stays in use). */
  invalid: boolean;
}

/** idle, sending (`processing`), or re-sending a placement a reload interrupted (`resuming`). */
export type PlaceStatus = 'idle' | 'processing' | 'resuming';

export interface PlacementState {
  viewer: 'guest' | 'player';
  status: PlaceStatus;
  onPlace: () => void;
  /** Guests: opens sign-in. */
  onSignIn: () => void;
  /** Why the last placement did not go through: "teams: message" per bet, or one line. */
  messages: readonly ErrorDescriptionLine[];
}

export interface SlipPanelProps {
  rows: readonly SlipRow[];
  type: BetslipType;
  onTypeChange: (type: BetslipType) => void;
  onRemove: (id: string) => void;
  onClear: () => void;
  oddsFormat: OddsFormat;
  /** Formats an amount in the player's (or the brand's) currency. */
  money: (amount: number) => string;
  stake: StakeState;
  /** The stake's input, focused when a placement stops on it. */
  stakeRef?: Ref<HTMLInputElement>;
  totals: SlipTotals;
  acceptOddsChanges: boolean;
  onAcceptOddsChangesChange: (accept: boolean) => void;
  /** Players with a bonus balance or free bets only. */
  funding?: FundingState;
  /** Players only. */
  oneClick?: OneClickState;
  placement: PlacementState;
  /** Heading level of the empty state in its page's outline. @default 2 */
  emptyTitleLevel?: 2 | 3;
}
