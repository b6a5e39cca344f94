import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openAuthModal } from '../../core/authModal/index.ts';
import { useBrand } from '../../core/brand/index.ts';
import { currencyMinorDigits, formatMoney, useOddsFormat } from '../../core/format/index.ts';
import { useSession } from '../../core/session/index.ts';
import { incompatibleBetIds } from '../model/slip.ts';
import { clearBetslip, dispatchSlip, removeFromBetslip, useSlip } from '../model/slipStore.ts';
import {
  maxBonusAmount,
  freeBetWin,
  oddsMovement,
  placeableBets,
  potentialWin,
  totalCoefficient,
  useOneClick,
  usePlaceBet,
  useSlipOdds,
  useStakeLimits,
  type BetCheck,
  type ErrorDescriptionLine,
  type Funding,
} from '../placement/index.ts';
import { fundingOptions } from './SlipOptions.tsx';
import type { FundingState, OneClickState, SlipPanelProps } from './slipPanelTypes.ts';
import { slipRows } from './slipRows.ts';
import { checkStake, stakeAmount } from './stake.ts';

/** The stake of one free bet when the server has not said (bets README: 100 units). */
const FREE_BET_AMOUNT = 100;

export interface SlipPanelOptions {
  /** After a placed coupon (the sheet closes). */
  onPlaced?: () => void;
}

/**
 * Everything the slip panel shows and does, from the slip's store and the placement hooks: the
 * rows with the feed's current odds, the stake as typed (checked against the server's limits once
 * a placement was tried), totals, funding, one-click and the placement itself.
 */
export function useSlipPanel({ onPlaced }: SlipPanelOptions = {}): SlipPanelProps {
  const { i18n } = useTranslation('betslip');
  const brand = useBrand();
  const { session } = useSession();
  const [oddsFormat] = useOddsFormat();
  const slip = useSlip();
  const feedChecks = useSlipOdds();
  const { limits, freeBet, bonus, checks: limitChecks } = useStakeLimits();
  const placeBet = usePlaceBet();
  const { processing, resuming } = placeBet;
  const oneClick = useOneClick();
  const stakeRef = useRef<HTMLInputElement>(null);
  const [stake, setStake] = useState('');
  const [tried, setTried] = useState(false);
  const [acceptOddsChanges, setAcceptOddsChanges] = useState(false);
  const [chosenFunding, setFunding] = useState<Funding>('money');
  const [oneClickText, setOneClickText] = useState<string>();
  const [refusal, setRefusal] = useState<{ betIds: string; messages: ErrorDescriptionLine[] }>();

  const player = session.status === 'player' ? session : undefined;
  const currency = player?.user.currency ?? brand.currencies.default;
  const money = (amount: number) =>
    formatMoney(amount, currency, i18n.language, { symbols: brand.currencies.symbols });
  // Stakes are typed in the currency's minor units: none for Chilean pesos (the platform refuses
  // 1500,50 pesos).
  const decimals = currencyMinorDigits(currency);

  const checkOf = (id: string): BetCheck | undefined => feedChecks.get(id) ?? limitChecks.get(id);
  const checks = new Map(
    slip.bets.flatMap((bet) => {
      const check = checkOf(bet.id);
      return check ? [[bet.id, check] as const] : [];
    }),
  );
  const rows = slipRows(slip.bets, checks, incompatibleBetIds(slip), oddsMovement);
  const betIds = slip.bets.map((bet) => bet.id).join(',');

  const funding: FundingState | undefined = player
    ? {
        value: chosenFunding,
        onChange: setFunding,
        bonusBalance: bonus?.balance ?? player.balance?.bonusBalance ?? 0,
        freeBets: {
          active: freeBet?.active ?? player.balance?.freeBets.active ?? 0,
          amount: freeBet?.amount ?? FREE_BET_AMOUNT,
        },
      }
    : undefined;
  const choices = funding ? fundingOptions(funding) : ['money'];
  // A choice that went away (the last free bet spent) falls back to money.
  const fundingValue: Funding = choices.includes(chosenFunding) ? chosenFunding : 'money';
  const stakeValue =
    fundingValue === 'freeBet' ? (funding?.freeBets.amount ?? FREE_BET_AMOUNT) : stakeAmount(stake);
  const bonusAmount =
    fundingValue === 'bonus' && bonus ? maxBonusAmount(stakeValue, bonus) : undefined;

  // Totals at the prices the coupon would take now.
  const pricedBets = placeableBets(
    slip.bets.map((bet) => ({ rate: checks.get(bet.id)?.coef ?? bet.rate })),
  );
  const stakeCheck = checkStake(stake, limits, decimals);

  async function submit() {
    if (!player) {
      openAuthModal('sign-in');
      return;
    }
    if (processing) return;
    setTried(true);
    if (fundingValue !== 'freeBet' && !stakeCheck.ok) {
      stakeRef.current?.focus();
      return;
    }
    setRefusal(undefined);
    const outcome = await placeBet.place({
      stake: stakeCheck.ok ? stakeCheck.amount : stakeValue,
      acceptOddsChanges,
      funding: fundingValue,
      ...(bonusAmount !== undefined ? { bonusAmount } : {}),
    });
    if (outcome.kind === 'placed') {
      setTried(false);
      onPlaced?.();
    } else {
      setRefusal({ betIds, messages: outcome.messages });
    }
  }

  // The limits may answer after one-click was switched on (or it was on from an earlier visit):
  // an armed amount under the currency's minimum would only arm refused bets, so it rises to it.
  const { enabled: oneClickOn, amount: oneClickAmount, setAmount: setOneClickAmount } = oneClick;
  useEffect(() => {
    if (player && oneClickOn && oneClickAmount < limits.min) setOneClickAmount(limits.min);
  }, [player, oneClickOn, oneClickAmount, limits.min, setOneClickAmount]);

  const oneClickState: OneClickState | undefined = player
    ? {
        enabled: oneClick.enabled,
        onEnabledChange: (enabled) => {
          // The spec's default (50) is below some currencies' minimum stake (CLP 100): switching
          // one-click on raises the amount to the minimum rather than arming refused bets.
          if (enabled && oneClick.amount < limits.min) oneClick.setAmount(limits.min);
          oneClick.setEnabled(enabled);
        },
        amount: oneClickText ?? String(oneClick.amount),
        onAmountChange: (text) => {
          setOneClickText(text);
          const check = checkStake(text, limits, decimals);
          if (check.ok) oneClick.setAmount(check.amount);
        },
        invalid: oneClickText !== undefined && !checkStake(oneClickText, limits, decimals).ok,
      }
    : undefined;

  return {
    rows,
    type: slip.type,
    onTypeChange: (betslipType) => dispatchSlip({ type: 'setType', betslipType }),
    onRemove: removeFromBetslip,
    onClear: clearBetslip,
    oddsFormat,
    money,
    stake: {
      value: stake,
      onChange: setStake,
      problem: tried && !stakeCheck.ok ? stakeCheck.problem : undefined,
      limits,
    },
    stakeRef,
    totals: {
      coefficient: pricedBets.length > 0 ? totalCoefficient(pricedBets, slip.type) : undefined,
      // A free bet pays its winnings only (the stake is not the player's money).
      potentialWin: (fundingValue === 'freeBet' ? freeBetWin : potentialWin)(
        pricedBets,
        slip.type,
        stakeValue,
      ),
      maxWin: limits.maxWin,
    },
    acceptOddsChanges,
    onAcceptOddsChangesChange: setAcceptOddsChanges,
    funding:
      funding && choices.length > 1 ? { ...funding, value: fundingValue, bonusAmount } : undefined,
    oneClick: oneClickState,
    placement: {
      viewer: player ? 'player' : 'guest',
      status: processing || slip.processing ? (resuming ? 'resuming' : 'processing') : 'idle',
      onPlace: () => void submit(),
      onSignIn: () => openAuthModal('sign-in'),
      // A refusal is about the bets it was given: it goes once the slip changes.
      messages: refusal && refusal.betIds === betIds ? refusal.messages : [],
    },
  };
}
