import { useTranslation } from 'react-i18next';
import { Box, Inline, Stack, Text } from '../../../design-system/index.ts';
import { formatOdds, type OddsFormat } from '../../core/format/index.ts';
import type { SlipTotals as Totals } from './slipPanelTypes.ts';

export interface SlipTotalsProps {
  totals: Totals;
  oddsFormat: OddsFormat;
  money: (amount: number) => string;
}

/** Total odds, the potential win of the stake and the largest win the server pays. */
export function SlipTotals({ totals, oddsFormat, money }: SlipTotalsProps) {
  const { t } = useTranslation('betslip');
  const aboveMax = totals.maxWin !== undefined && totals.potentialWin > totals.maxWin;
  return (
    <Stack space="xsmall">
      <Box as="dl" aria-label={t('totals.label')}>
        {totals.coefficient !== undefined ? (
          <TotalLine
            label={t('totals.coefficient')}
            value={formatOdds(totals.coefficient, oddsFormat)}
          />
        ) : null}
        <TotalLine label={t('totals.potentialWin')} value={money(totals.potentialWin)} strong />
        {totals.maxWin !== undefined ? (
          <TotalLine label={t('totals.maxWin')} value={money(totals.maxWin)} />
        ) : null}
      </Box>
      {aboveMax ? (
        <Text size="small" tone="warning">
          {t('totals.aboveMaxWin')}
        </Text>
      ) : null}
    </Stack>
  );
}

function TotalLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Inline space="small" align="spaceBetween">
      <Box as="dt">
        <Text tone="secondary">{label}</Text>
      </Box>
      <Box as="dd">
        <Text weight={strong ? 'strong' : 'medium'} tabularNumbers>
          {value}
        </Text>
      </Box>
    </Inline>
  );
}
