import { useTranslation } from 'react-i18next';
import { Box, Card, Icon, IconButton, Inline, Stack, Text } from '../../../design-system/index.ts';
import { describeBetCode, useErrorText } from '../../core/errors/index.ts';
import { formatOdds, type OddsFormat } from '../../core/format/index.ts';
import { shownRate, type SlipRow } from './slipRows.ts';

export interface SlipBetRowProps {
  row: SlipRow;
  oddsFormat: OddsFormat;
  onRemove: (id: string) => void;
  /** While a placement runs the slip cannot change. */
  removeDisabled?: boolean;
}

/** One bet: match, market and outcome, its price (and how it moved), what stops it, remove. */
export function SlipBetRow({ row, oddsFormat, onRemove, removeDisabled }: SlipBetRowProps) {
  const { t } = useTranslation('betslip');
  const errorText = useErrorText();
  const notes: { icon: 'lock' | 'warning'; text: string }[] = [
    ...(row.blocked ? [{ icon: 'lock' as const, text: t('bets.blocked') }] : []),
    ...(row.incompatible ? [{ icon: 'warning' as const, text: t('bets.incompatible') }] : []),
    ...(row.errorCode
      ? [{ icon: 'warning' as const, text: errorText(describeBetCode(row.errorCode)) }]
      : []),
  ];

  return (
    <Box as="li">
      <Card tone="outline" padding="medium">
        <Stack space="small">
          <Inline space="small" align="spaceBetween" alignY="top" noWrap>
            <Box minWidth={0} flexShrink={1}>
              <Stack space="xxsmall">
                <Text weight="strong" maxLines={2}>
                  {row.teams}
                </Text>
                <Text size="small" tone="secondary">
                  {t('bets.outcome', { market: row.marketName, outcome: row.outcome })}
                </Text>
              </Stack>
            </Box>
            <Box flexShrink={0}>
              <Inline space="xxsmall" noWrap>
                <BetPrice row={row} oddsFormat={oddsFormat} />
                <IconButton
                  icon="close"
                  size="small"
                  label={t('bets.remove', { outcome: row.outcome, teams: row.teams })}
                  disabled={removeDisabled}
                  onClick={() => onRemove(row.id)}
                />
              </Inline>
            </Box>
          </Inline>
          {notes.map((note) => (
            <Inline key={note.text} space="xsmall" noWrap alignY="top">
              <Text as="span" tone="negative">
                <Icon name={note.icon} size="small" />
              </Text>
              <Text size="small" tone="negative">
                {note.text}
              </Text>
            </Inline>
          ))}
        </Stack>
      </Card>
    </Box>
  );
}

/** The price now; after a move, the old one beside an arrow in the move's colour. */
function BetPrice({ row, oddsFormat }: { row: SlipRow; oddsFormat: OddsFormat }) {
  const { t } = useTranslation('betslip');
  const price = formatOdds(shownRate(row), oddsFormat);
  if (row.movement === 'none') {
    return (
      <Text weight="strong" tabularNumbers>
        {price}
      </Text>
    );
  }
  const up = row.movement === 'up';
  const was = t('bets.was', { price: formatOdds(row.addedRate, oddsFormat) });
  return (
    <Inline space="xxsmall" noWrap>
      <Text as="span" size="xsmall" tone="secondary" tabularNumbers aria-hidden="true">
        {formatOdds(row.addedRate, oddsFormat)}
      </Text>
      <Text as="span" tone={up ? 'oddsIncreased' : 'oddsReduced'}>
        <Icon
          name={up ? 'arrowUp' : 'arrowDown'}
          size="small"
          label={`${up ? t('bets.oddsUp') : t('bets.oddsDown')}, ${was}`}
        />
      </Text>
      <Text as="span" weight="strong" tone={up ? 'oddsIncreased' : 'oddsReduced'} tabularNumbers>
        {price}
      </Text>
    </Inline>
  );
}
