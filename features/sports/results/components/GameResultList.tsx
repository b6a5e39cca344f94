import { useTranslation } from 'react-i18next';
import { List, ListRow, Text } from '../../../../design-system/index.ts';
import { formatEventDate } from '../../shared/model/dates.ts';
import type { ResultGame } from '../api/results.ts';

export interface GameResultListProps {
  games: readonly ResultGame[];
  /** The tourney's name, which names the list. */
  tourneyName: string;
}

/** A tourney's finished games: teams, kick-off (DD.MM.YYYY HH:mm), final and period scores. */
export function GameResultList({ games, tourneyName }: GameResultListProps) {
  const { t } = useTranslation('results');
  return (
    <List aria-label={t('games.label', { tourney: tourneyName })}>
      {games.map((game) => (
        <ListRow
          key={game.id}
          label={t('games.teams', { team1: game.team1, team2: game.team2 })}
          description={
            game.periodScore.length > 0
              ? t('games.dateAndPeriods', {
                  date: formatEventDate(game.startDate),
                  periods: game.periodScore.join(', '),
                })
              : formatEventDate(game.startDate)
          }
          trailing={
            <Text as="span" weight="strong" tabularNumbers>
              {game.score ?? t('games.noScore')}
            </Text>
          }
        />
      ))}
    </List>
  );
}
