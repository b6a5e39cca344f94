import { useTranslation } from 'react-i18next';
import { EmptyState, Stack } from '../../../../design-system/index.ts';
import type { FeedItem } from '../../shared/api/feedTypes.ts';
import { MultiLiveEvent, type ClosedGroupsUpdate } from './MultiLiveEvent.tsx';

export interface MultiLiveListProps {
  /** The followed events still live, in the order they were added. */
  events: readonly FeedItem[];
  closedGroups: ReadonlySet<string>;
  onClosedGroupsChange: ClosedGroupsUpdate;
  onRemove: (eventId: number) => void;
}

/** Multi-live: several live events at once, or how to add one when none is followed. */
export function MultiLiveList({
  events,
  closedGroups,
  onClosedGroupsChange,
  onRemove,
}: MultiLiveListProps) {
  const { t } = useTranslation('live');
  if (events.length === 0) {
    return (
      <EmptyState icon="plus" title={t('multiLive.empty')} description={t('multiLive.emptyHint')} />
    );
  }
  return (
    <Stack space="medium">
      {events.map((event) => (
        <MultiLiveEvent
          key={event.id}
          event={event}
          closedGroups={closedGroups}
          onClosedGroupsChange={onClosedGroupsChange}
          onRemove={onRemove}
        />
      ))}
    </Stack>
  );
}
