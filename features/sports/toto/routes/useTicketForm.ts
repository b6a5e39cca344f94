import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openAuthModal } from '../../../core/authModal/index.ts';
import { describeError, useErrorText } from '../../../core/errors/index.ts';
import { useNoticeGroup } from '../../../core/notifications/index.ts';
import type { TotoLimits } from '../../../core/settings/index.ts';
import { useBuyTicket } from '../api/toto.ts';
import type { TotoPool } from '../api/totoTypes.ts';
import type { TicketFormProps } from '../components/TicketForm.tsx';
import { checkTicket, withPick, type Picks, type StakeProblem } from '../model/picks.ts';
import { isStakeRefusal, isStalePool, ticketErrorKey } from '../model/totoErrors.ts';

export interface TicketFormOptions {
  pool: TotoPool | null | undefined;
  playerId: number | undefined;
  lang: string;
  money: (amount: number) => string;
  /** Decimals a stake may have: the currency's minor units (none for Chilean pesos). @default 2 */
  decimals?: number;
  /**
   * The settings' `limits.toto` in the currency `money` writes: undefined while the settings
   * load (a player cannot send yet) or when they failed (the platform's answer then checks).
   */
  limits: TotoLimits | undefined;
  limitsLoading: boolean;
  /** The player's tickets already in the open pool; undefined until their list is known. */
  ticketsInPool: number | undefined;
  /** After a purchase: tickets, balance and the pool's jackpot are stale. */
  onBought: () => void;
  /** After a refusal saying the pool closed or is gone. */
  onPoolStale: () => void;
}

/** Focus the first match still to pick (its chosen outcome, or its first). */
function focusMatch(eventId: number) {
  const group = document.getElementById(`toto-match-${eventId}`);
  const radio =
    group?.querySelector<HTMLElement>('[role="radio"][tabindex="0"]') ??
    group?.querySelector<HTMLElement>('[role="radio"]');
  radio?.focus();
}

/**
 * The ticket being filled in: picks, stake, the checks on submit (one pick per match, the stake
 * inside the settings' range, the pool's ticket cap not reached), the purchase, and its refusals
 * in the toto's own words. Guests are sent to sign in.
 */
export function useTicketForm({
  pool,
  playerId,
  lang,
  money,
  decimals = 2,
  limits,
  limitsLoading,
  ticketsInPool,
  onBought,
  onPoolStale,
}: TicketFormOptions): Omit<TicketFormProps, 'events'> {
  const { t } = useTranslation('toto');
  const errorText = useErrorText();
  const { trigger, isMutating } = useBuyTicket(playerId);
  const [picks, setPicks] = useState<Picks>({});
  // Notices about an earlier ticket leave when the next one is sent.
  const notices = useNoticeGroup();
  const [stake, setStake] = useState('');
  const [missing, setMissing] = useState<readonly number[]>([]);
  const [stakeProblem, setStakeProblem] = useState<StakeProblem>();
  const [refusal, setRefusal] = useState<{ message: string; onStake: boolean }>();
  const stakeRef = useRef<HTMLInputElement>(null);

  const stakeProblemText: Readonly<Record<StakeProblem, string>> = {
    required: t('stake.required'),
    notNumber: t('stake.notNumber'),
    tooManyDecimals: t('stake.tooManyDecimals'),
    wholeAmount: t('stake.wholeAmount'),
    // checkStake finds these only against a known range; the words without it keep this total.
    belowMin: limits
      ? t('stake.belowMin', { min: money(limits.min) })
      : t('ticketError.belowMinimumGeneric'),
    aboveMax: limits
      ? t('stake.aboveMax', { max: money(limits.max) })
      : t('ticketError.aboveMaximumGeneric'),
  };
  // The values a refusal naming a limit takes (ticketErrorKey picks words without them).
  const limitValues = limits
    ? { min: money(limits.min), max: money(limits.max), count: limits.ticketsPerPool }
    : {};
  // A player waits for the limits: a check against guessed ones would pass a CLP stake of 1.
  const waitingForLimits = playerId !== undefined && limitsLoading && !limits;

  async function submit() {
    if (isMutating || !pool) return;
    notices.clear();
    if (playerId === undefined) {
      notices.notify({ type: 'default', message: { key: 'notice.loginToBet' } });
      openAuthModal('sign-in');
      return;
    }
    if (waitingForLimits) return;
    if (limits && ticketsInPool !== undefined && ticketsInPool >= limits.ticketsPerPool) {
      // The platform would refuse it (code 691): said before the player sends, alone.
      setMissing([]);
      setStakeProblem(undefined);
      setRefusal({
        message: t('ticketError.ticketCap', { count: limits.ticketsPerPool }),
        onStake: false,
      });
      return;
    }
    const eventIds = pool.eventList.map((event) => event.ID);
    const check = checkTicket(eventIds, picks, stake, limits, decimals);
    setRefusal(undefined);
    if (!check.ok) {
      setMissing(check.missing);
      setStakeProblem(check.stakeProblem);
      const [firstMissing] = check.missing;
      if (firstMissing !== undefined) focusMatch(firstMissing);
      else stakeRef.current?.focus();
      return;
    }
    setMissing([]);
    setStakeProblem(undefined);
    try {
      const ticket = await trigger({
        toto_id: pool.totoID,
        bets: check.bets,
        amount: check.amount,
        lang,
      });
      notices.notify({
        type: 'success',
        message: { key: 'ticket.bought', ns: 'toto', values: { id: ticket.ticketID } },
      });
      setPicks({});
      onBought();
    } catch (failure) {
      const key = ticketErrorKey(failure, { limitsKnown: limits !== undefined });
      const message = key ? t(key, limitValues) : errorText(describeError(failure, 'bet'));
      setRefusal({ message, onStake: isStakeRefusal(failure) });
      if (isStakeRefusal(failure)) stakeRef.current?.focus();
      if (isStalePool(failure)) onPoolStale();
    }
  }

  const stillMissing = missing.filter((eventId) => picks[eventId] === undefined);
  const formError =
    refusal && !refusal.onStake
      ? refusal.message
      : stillMissing.length > 0
        ? t('form.missingPicks', { count: stillMissing.length })
        : undefined;

  return {
    picks,
    onPick: (eventId, outcome) => setPicks((current) => withPick(current, eventId, outcome)),
    stake,
    onStakeChange: setStake,
    onSubmit: () => void submit(),
    submitting: isMutating || waitingForLimits,
    missing: stillMissing,
    stakeError: refusal?.onStake
      ? refusal.message
      : stakeProblem
        ? stakeProblemText[stakeProblem]
        : undefined,
    formError,
    stakeHint: limits ? t('stake.hint', limitValues) : undefined,
    stakeRef,
  };
}
