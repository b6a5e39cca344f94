import { useTranslation } from 'react-i18next';
import { EmptyState, Heading, Stack, Text } from '../../../../design-system/index.ts';
import { CampaignRules } from '../components/CampaignRules.tsx';
import { CountdownCard } from '../components/CountdownCard.tsx';
import type { CampaignDisplay } from '../components/display.ts';
import { StatusPanel, type FreeBetsPanel } from '../components/StatusPanel.tsx';

export type FreeBetsViewProps =
  | { status: 'unavailable' }
  | {
      status: 'open';
      campaign: CampaignDisplay;
      /** The page's clock and the next claim day's start (epoch ms). */
      now: number;
      nextClaim: number;
      onCountdownComplete?: () => void;
      panel: FreeBetsPanel;
    };

/** /free-bets: the weekly free-bet campaign (casino-and-account spec, sections 2, 4, 5 and 9). */
export function FreeBetsView(props: FreeBetsViewProps) {
  const { t } = useTranslation('freeBets');
  if (props.status === 'unavailable') {
    return (
      <Stack space="large">
        <Heading level={1}>{t('title')}</Heading>
        <EmptyState
          icon="info"
          title={t('unavailable.title')}
          description={t('unavailable.text')}
        />
      </Stack>
    );
  }
  const { campaign, now, nextClaim, onCountdownComplete, panel } = props;
  const upcoming = campaign.phase === 'upcoming';
  const running = campaign.phase === 'running';
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>{t('title')}</Heading>
        <Text tone="secondary">{t('intro', { amount: campaign.amount })}</Text>
        {upcoming && campaign.startDate ? (
          <Text tone="info" weight="strong">
            {t('phase.upcoming', { start: campaign.startDate })}
          </Text>
        ) : null}
        {campaign.phase === 'ended' && campaign.endDate ? (
          <Text tone="warning" weight="strong">
            {t('phase.ended', { end: campaign.endDate })}
          </Text>
        ) : null}
      </Stack>
      {/* Outside its dates the campaign counts no week: no claim day to wait for, no progress
          to show. Before it, the wait is for its first day. */}
      {upcoming && campaign.startsAt !== undefined ? (
        <CountdownCard
          until="start"
          target={campaign.startsAt}
          now={now}
          onComplete={onCountdownComplete}
        />
      ) : running ? (
        <CountdownCard
          until={{ claimWeekday: campaign.claimWeekday }}
          target={nextClaim}
          now={now}
          onComplete={onCountdownComplete}
        />
      ) : null}
      {/* Free bets to claim are shown whatever the dates: the last week's are paid after the end. */}
      {running || panel.status === 'claim' ? (
        <StatusPanel
          panel={panel}
          amount={campaign.amount}
          maxPerWeek={campaign.maxPerWeek}
          claimWeekday={campaign.claimWeekday}
        />
      ) : null}
      <CampaignRules campaign={campaign} />
    </Stack>
  );
}
