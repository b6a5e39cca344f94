import { useTranslation } from 'react-i18next';
import { Badge, List, ListRow, Stack, Text } from '../../../design-system/index.ts';
import type { SlotsRound } from '../api/slotsHistory.ts';
import { formatHistoryDate } from './dates.ts';
import { useSlotsLabels } from './slotsLabels.ts';

export interface SlotsRoundListProps {
  rows: readonly SlotsRound[];
  providerName: (provider: string) => string;
  format: (amount: number) => string;
}

/** Casino rounds: provider and game type, date and game, stake and result. */
export function SlotsRoundList({ rows, providerName, format }: SlotsRoundListProps) {
  const { t } = useTranslation('payments');
  const labels = useSlotsLabels();
  return (
    <List aria-label={t('slots.listLabel')}>
      {rows.map((round) => {
        const won = round.status === 1;
        return (
          <ListRow
            key={round.id}
            label={`${providerName(round.provider)} · ${labels.gameType(round.gameType)}`}
            description={[
              formatHistoryDate(round.date),
              round.gameName,
              won ? t('slots.prize', { amount: format(round.winAmount) }) : undefined,
            ]
              .filter(Boolean)
              .join(' · ')}
            trailing={
              <Stack space="xxsmall" align="right">
                <Text as="span" weight="strong" tabularNumbers>
                  {t('slots.stake', { amount: format(round.amount) })}
                </Text>
                <Badge tone={won ? 'positive' : 'neutral'} emphasis="soft">
                  {labels.status(round.status)}
                </Badge>
              </Stack>
            }
          />
        );
      })}
    </List>
  );
}
