import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../../design-system/index.ts';
import type { LiveSportCount } from '../model/liveGroups.ts';
import { ALL_SPORTS } from '../model/livePath.ts';

export interface LiveSportTabsProps {
  /** Sports with live events, in menu order, with their counts. */
  sports: readonly LiveSportCount[];
  /** The chosen sport, or ALL_SPORTS. */
  sportId: number;
  onSportChange: (sportId: number) => void;
  /** The chosen sport's list. */
  children: ReactNode;
  /** Shown instead when the chosen sport has no live events (an old link). */
  noEvents: ReactNode;
}

/** 'All' and each sport with live events, with its live count; the chosen sport's list below. */
export function LiveSportTabs({
  sports,
  sportId,
  onSportChange,
  children,
  noEvents,
}: LiveSportTabsProps) {
  const { t } = useTranslation('live');
  const total = sports.reduce((sum, sport) => sum + sport.count, 0);
  const choices = [{ id: ALL_SPORTS, name: t('sports.all'), count: total }, ...sports];
  const known = choices.some((choice) => choice.id === sportId);
  return (
    <>
      <Tabs.Root value={String(sportId)} onValueChange={(value) => onSportChange(Number(value))}>
        <Tabs.List aria-label={t('sports.label')} variant="pill">
          {choices.map((sport) => (
            <Tabs.Trigger key={sport.id} value={String(sport.id)}>
              {t('sports.tab', { name: sport.name, count: sport.count })}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {known ? <Tabs.Content value={String(sportId)}>{children}</Tabs.Content> : null}
      </Tabs.Root>
      {known ? null : noEvents}
    </>
  );
}
