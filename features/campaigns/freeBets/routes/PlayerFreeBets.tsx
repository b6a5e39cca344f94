import { useState } from 'react';
import { describeError, useErrorText } from '../../../core/errors/index.ts';
import { displayCurrency } from '../../../core/format/index.ts';
import { notify } from '../../../core/notifications/index.ts';
import { useSession } from '../../../core/session/index.ts';
import { useClaimFreeBets, useFreeBetStats, type FreeBetCounts } from '../api/freeBetStats.ts';
import { statsDisplay } from '../components/display.ts';
import type { FreeBetsPanel } from '../components/StatusPanel.tsx';
import { isClaimDay } from '../model/campaignClock.ts';
import type { CampaignContext } from './FreeBetsScreen.tsx';
import { FreeBetsView } from './FreeBetsView.tsx';

export interface PlayerFreeBetsProps {
  playerId: number;
  /** The account's currency: only accounts in the campaign's currency take part. */
  playerCurrency: string;
  /** The counts the session's balance poll knows, for a stats answer without them (spec's). */
  sessionCounts: FreeBetCounts;
  context: CampaignContext;
}

/** The page for a signed-in player: the week's stats, and the claim on the claim day. */
export function PlayerFreeBets({
  playerId,
  playerCurrency,
  sessionCounts,
  context,
}: PlayerFreeBetsProps) {
  const { rules, campaign, money, now, nextClaim } = context;
  const { actions } = useSession();
  const errorText = useErrorText();
  // The campaign pays in one currency (brand `campaigns.freeBets.currency`); the platform counts
  // and awards only its holders, so another account's stakes would be words in the wrong money.
  const takesPart = playerCurrency.trim().toUpperCase() === rules.currency.toUpperCase();
  const stats = useFreeBetStats(takesPart ? playerId : undefined);
  const claim = useClaimFreeBets(playerId);
  const [claimError, setClaimError] = useState<string>();

  async function claimFreeBets() {
    setClaimError(undefined);
    try {
      await claim.trigger();
    } catch (error) {
      // Spec, section 8: the free-bet calls show the server's own message.
      setClaimError(errorText(describeError(error, 'general', { preferServerMessage: true })));
      return;
    }
    notify({ type: 'success', message: { key: 'notice.claimed', ns: 'freeBets' } });
    // The header's balance and free-bet counts; the session's own poll catches up if this fails.
    void actions.refresh().catch(() => undefined);
  }

  let panel: FreeBetsPanel;
  if (!takesPart) {
    panel = { status: 'otherCurrency', currency: displayCurrency(rules.currency) };
  } else if (stats.data) {
    const counts = {
      active: stats.data.active ?? sessionCounts.active,
      inactive: stats.data.inactive ?? sessionCounts.inactive,
    };
    // The platform's word on the claim day wins: its clock is the one the claim is checked on.
    const claimDay = stats.data.is_claim_day ?? isClaimDay(now, rules.claimWeekday);
    panel =
      claimDay && counts.inactive > 0
        ? {
            status: 'claim',
            inactive: counts.inactive,
            onClaim: () => void claimFreeBets(),
            claiming: claim.isMutating,
            claimError,
          }
        : { status: 'stats', stats: statsDisplay({ ...stats.data, ...counts }, rules, money, now) };
  } else if (stats.error) {
    panel = {
      status: 'error',
      onRetry: () => void stats.mutate(),
      retrying: stats.isValidating,
    };
  } else {
    panel = { status: 'loading' };
  }

  return (
    <FreeBetsView
      status="open"
      campaign={campaign}
      now={now}
      nextClaim={nextClaim}
      // The claim day began: the platform now answers is_claim_day.
      onCountdownComplete={() => void stats.mutate()}
      panel={panel}
    />
  );
}
