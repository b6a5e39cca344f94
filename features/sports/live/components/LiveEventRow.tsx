import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../../design-system/index.ts';
import type { FeedItem } from '../../shared/api/feedTypes.ts';
import { EventRow } from '../../shared/components/EventRow.tsx';
import { liveRow, multiLiveCell } from './LiveEventRow.css.ts';

export interface LiveRowProps {
  event: FeedItem;
  /** The event is followed in multi-live. */
  inMultiLive: boolean;
  /** Adds the event to multi-live, or removes it when followed. Stable across polls. */
  onToggleMultiLive: (eventId: number) => void;
}

interface MultiLiveToggleProps {
  eventId: number;
  teams: string;
  inMultiLive: boolean;
  onToggle: (eventId: number) => void;
}

/** The multi-live toggle, memoised on what it shows: new prices leave it alone. */
const MultiLiveToggle = memo(function MultiLiveToggle({
  eventId,
  teams,
  inMultiLive,
  onToggle,
}: MultiLiveToggleProps) {
  const { t } = useTranslation('live');
  return (
    <IconButton
      icon={inMultiLive ? 'check' : 'plus'}
      label={t('multiLive.toggle', { teams })}
      pressed={inMultiLive}
      variant="outline"
      size="small"
      onClick={() => onToggle(eventId)}
    />
  );
});

/**
 * A live event of the list: the shared row (score, clock, main prices) and the multi-live
 * toggle. Memoised on its props: the merge keeps an untouched event's object, so a poll
 * re-renders only the rows whose event changed.
 */
export const LiveEventRow = memo(function LiveEventRow({
  event,
  inMultiLive,
  onToggleMultiLive,
}: LiveRowProps) {
  return (
    <div className={liveRow}>
      <EventRow event={event} />
      <div className={multiLiveCell}>
        <MultiLiveToggle
          eventId={event.id}
          teams={`${event.team1} - ${event.team2}`}
          inMultiLive={inMultiLive}
          onToggle={onToggleMultiLive}
        />
      </div>
    </div>
  );
});
