import { useTranslation } from 'react-i18next';
import { Badge, Box, Stack, Text, type BadgeTone } from '../../../../design-system/index.ts';
import { formatOdds, useOddsFormat } from '../../../core/format/index.ts';
import type { Odd } from '../../shared/api/feedTypes.ts';
import { oddOutcome, type OddOutcome } from '../model/liveStats.ts';

const outcomeTone: Record<OddOutcome, BadgeTone> = {
  won: 'positive',
  lost: 'negative',
  returned: 'neutral',
};

export interface OddResultProps {
  odd: Odd;
}

/**
 * An odd of a finished event: no longer a bet, so a plain cell with the closing price and how it
 * settled (won, lost, stake returned) instead of a suspended button.
 */
export function OddResult({ odd }: OddResultProps) {
  const { t } = useTranslation('event');
  const [format] = useOddsFormat();
  const outcome = oddOutcome(odd.r);
  const outcomeLabel: Record<OddOutcome, string> = {
    won: t('result.won'),
    lost: t('result.lost'),
    returned: t('result.returned'),
  };
  return (
    <Box
      padding="xsmall"
      borderRadius="standard"
      border="standard"
      background={outcome === 'won' ? 'positiveSoft' : 'surfaceSunken'}
    >
      <Stack space="xxsmall" align="center">
        {/* Named even under column captions: a result cell is read as text, captions are not. */}
        <Text as="span" size="small" align="center">
          {odd.name}
        </Text>
        <Text as="span" weight="strong" tabularNumbers>
          {formatOdds(odd.c, format)}
        </Text>
        {outcome ? (
          <Badge tone={outcomeTone[outcome]} emphasis="soft">
            {outcomeLabel[outcome]}
          </Badge>
        ) : null}
      </Stack>
    </Box>
  );
}
