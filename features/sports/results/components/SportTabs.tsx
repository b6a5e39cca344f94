import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Tabs } from '../../../../design-system/index.ts';
import type { ResultSport } from '../api/results.ts';

/** The 'all sports' choice (sports-betting spec §7: sport id 0 = all). */
export const ALL_SPORTS = 0;

export interface SportTabsProps {
  sports: readonly ResultSport[];
  /** The chosen sport, or ALL_SPORTS. */
  sportId: number;
  onSportChange: (sportId: number) => void;
  /** The chosen sport's tourneys. */
  children: ReactNode;
}

/** 'All' and each sport with results, with its count; the chosen one's tourneys below. */
export function SportTabs({ sports, sportId, onSportChange, children }: SportTabsProps) {
  const { t } = useTranslation('results');
  const total = sports.reduce((sum, sport) => sum + sport.count, 0);
  const choices = [{ id: ALL_SPORTS, name: t('sports.all'), count: total }, ...sports];
  return (
    <Tabs.Root value={String(sportId)} onValueChange={(value) => onSportChange(Number(value))}>
      <Tabs.List aria-label={t('sports.label')} variant="pill">
        {choices.map((sport) => (
          <Tabs.Trigger key={sport.id} value={String(sport.id)}>
            {t('sports.tab', { name: sport.name, count: sport.count })}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* Only the chosen tab's panel renders, so one set of tourneys is in the page at a time. */}
      {choices.map((sport) => (
        <Tabs.Content key={sport.id} value={String(sport.id)}>
          <Box paddingTop="medium">{children}</Box>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
