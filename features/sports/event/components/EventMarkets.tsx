import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Stack } from '../../../../design-system/index.ts';
import type { FeedItem } from '../../shared/api/feedTypes.ts';
import { useSlipEvent } from '../../shared/components/useSlipEvent.ts';
import { marketsInOrder } from '../model/marketLayout.ts';
import { MarketGroup } from './MarketGroup.tsx';

export interface EventMarketsProps {
  event: FeedItem;
  closedGroups: ReadonlySet<number>;
  onGroupOpenChange: (groupId: number, open: boolean) => void;
}

/**
 * Every market group of the event in the spec's order (1, 8, 2, 17, then the rest), each open
 * unless the player closed it. What each group needs is kept stable across polls, so a poll
 * redraws only the groups whose odds changed.
 */
export function EventMarkets({ event, closedGroups, onGroupOpenChange }: EventMarketsProps) {
  const { t } = useTranslation('event');
  const slipEvent = useSlipEvent(event);
  const { stopped, status, team1, team2, markets } = event;
  const context = useMemo(
    () => ({ slipEvent, suspended: stopped, finished: status === 2 }),
    [slipEvent, stopped, status],
  );
  const teams = useMemo(() => [team1, team2] as const, [team1, team2]);
  const ordered = useMemo(() => marketsInOrder(markets), [markets]);

  if (ordered.length === 0) {
    return (
      <EmptyState icon="calendar" title={t('markets.empty')} description={t('markets.emptyHint')} />
    );
  }
  return (
    <Stack as="section" space="none" aria-label={t('markets.label')}>
      {ordered.map((market) => (
        <MarketGroup
          key={market.groupId}
          market={market}
          open={!closedGroups.has(market.groupId)}
          onOpenChange={onGroupOpenChange}
          context={context}
          teams={teams}
        />
      ))}
    </Stack>
  );
}
