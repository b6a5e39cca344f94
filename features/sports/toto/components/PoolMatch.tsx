import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Stack, Text } from '../../../../design-system/index.ts';
import { splitTeams } from '../../shared/model/teams.ts';
import { formatEventDate } from '../../shared/model/dates.ts';
import type { TotoEvent } from '../api/totoTypes.ts';
import type { Outcome } from '../model/picks.ts';
import { OutcomeRadioGroup } from './OutcomeRadioGroup.tsx';

export interface PoolMatchProps {
  event: TotoEvent;
  pick: Outcome | undefined;
  onPick: (eventId: number, outcome: Outcome) => void;
  /** Shown after a submit without a pick for this match. */
  missing: boolean;
}

/** One match of the pool: teams, kick-off, sport and tourney, and the 1 / X / 2 choice. */
export function PoolMatch({ event, pick, onPick, missing }: PoolMatchProps) {
  const { t } = useTranslation('toto');
  const id = useId();
  const [home, away] = splitTeams(event.teams);
  return (
    <Box as="li" paddingY="small" id={`toto-match-${event.ID}`}>
      <Stack space="xsmall">
        {/* One row on any phone: the teams wrap in their column, the choice keeps its size. */}
        <Box display="flex" alignItems="center" gap="small">
          <Box flexGrow={1} minWidth={0}>
            <Stack space="xxsmall">
              <Text weight="strong" id={`${id}-teams`}>
                {t('match.teams', { home, away })}
              </Text>
              <Text size="small" tone="secondary">
                {t('match.details', {
                  date: formatEventDate(event.date),
                  sport: event.sportName,
                  tourney: event.tourneyName,
                })}
              </Text>
            </Stack>
          </Box>
          <OutcomeRadioGroup
            labelledBy={`${id}-teams`}
            describedBy={missing ? `${id}-error` : undefined}
            home={home}
            away={away}
            value={pick}
            onValueChange={(outcome) => onPick(event.ID, outcome)}
            invalid={missing}
          />
        </Box>
        {missing ? (
          <Text size="small" tone="negative" id={`${id}-error`}>
            {t('match.pickRequired')}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
