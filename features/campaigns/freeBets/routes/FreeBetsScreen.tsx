import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { openAuthModal } from '../../../core/authModal/index.ts';
import { useBrand } from '../../../core/brand/index.ts';
import { useSession, type Balance } from '../../../core/session/index.ts';
import { COUNTDOWN_TICK_MS } from '../components/CountdownCard.tsx';
import {
  campaignDisplay,
  campaignMoney,
  guestStats,
  statsDisplay,
  type CampaignDisplay,
  type Money,
} from '../components/display.ts';
import { nextClaimMoment } from '../model/campaignClock.ts';
import { campaignRules, type CampaignRules } from '../model/campaignRules.ts';
import { FreeBetsView } from './FreeBetsView.tsx';
import { PlayerFreeBets } from './PlayerFreeBets.tsx';
import { useClock } from './useClock.ts';

export interface FreeBetsScreenProps {
  /**
   * The page's clock (epoch ms). The app knows no server-time offset (features/core has none),
   * so it is the device's; stories and tests fix it.
   */
  clock?: () => number;
}

/** What every state of the page shares: the campaign's words and its calendar. */
export interface CampaignContext {
  rules: CampaignRules;
  campaign: CampaignDisplay;
  money: Money;
  now: number;
  nextClaim: number;
}

/** /free-bets: loads the player's week and claims free bets on the claim day. */
export default function FreeBetsScreen({ clock = Date.now }: FreeBetsScreenProps) {
  const brand = useBrand();
  const { i18n } = useTranslation('freeBets');
  const { session } = useSession();
  const now = useClock(clock, COUNTDOWN_TICK_MS);
  const rules = useMemo(() => campaignRules(brand.campaigns?.freeBets), [brand]);
  const money = useMemo(
    () => campaignMoney(rules, i18n.language, brand.currencies.symbols),
    [rules, i18n.language, brand.currencies.symbols],
  );
  if (!rules.enabled) return <FreeBetsView status="unavailable" />;

  const context: CampaignContext = {
    rules,
    campaign: campaignDisplay(rules, money, i18n.language, now),
    money,
    now,
    nextClaim: nextClaimMoment(now, rules.claimWeekday),
  };
  const shared = {
    status: 'open',
    campaign: context.campaign,
    now,
    nextClaim: context.nextClaim,
  } as const;

  if (session.status === 'checking')
    return <FreeBetsView {...shared} panel={{ status: 'loading' }} />;
  if (session.status === 'guest') {
    return (
      <FreeBetsView
        {...shared}
        panel={{
          status: 'guest',
          onSignIn: () => openAuthModal('sign-in'),
          stats: statsDisplay(guestStats, rules, money, now),
        }}
      />
    );
  }
  // Keyed: another player signing in starts from their own stats and claim state.
  return (
    <PlayerFreeBets
      key={session.user.id}
      playerId={session.user.id}
      playerCurrency={session.user.currency}
      sessionCounts={countsOf(session.balance)}
      context={context}
    />
  );
}

function countsOf(balance: Balance | undefined) {
  return balance?.freeBets ?? { active: 0, inactive: 0 };
}
