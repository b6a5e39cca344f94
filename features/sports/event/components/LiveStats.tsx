import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Card, Heading, Stack, Text } from '../../../../design-system/index.ts';
import type { LiveStat } from '../../shared/api/feedTypes.ts';
import { statFields, type StatField } from '../model/liveStats.ts';

/** The live-score fields the feed sent (curGame, score, periods, corners, cards), labelled. */
export function LiveStats({ stat }: { stat: LiveStat | null }) {
  const { t } = useTranslation('event');
  const headingId = useId();
  const fields = statFields(stat);
  if (fields.length === 0) return null;

  const label = (field: StatField): string => {
    switch (field.kind) {
      case 'curGame':
        return t('stats.curGame');
      case 'score':
        return t('stats.score');
      case 'period':
        return t('stats.period', { period: field.period });
      case 'corners':
        return t('stats.corners');
      case 'yellowCards':
        return t('stats.yellowCards');
      case 'redCards':
        return t('stats.redCards');
    }
  };

  return (
    <Card as="section" tone="outline" padding="medium" aria-labelledby={headingId}>
      <Stack space="small">
        <Heading level={2} id={headingId}>
          {t('stats.title')}
        </Heading>
        <Stack as="dl" space="xsmall">
          {fields.map((field) => (
            <Box
              key={field.kind === 'period' ? `period-${String(field.period)}` : field.kind}
              display="flex"
              justifyContent="space-between"
              gap="small"
            >
              <Box as="dt">
                <Text as="span" size="small" tone="secondary">
                  {label(field)}
                </Text>
              </Box>
              <Box as="dd">
                <Text as="span" size="small" weight="medium" tabularNumbers>
                  {field.value}
                </Text>
              </Box>
            </Box>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
