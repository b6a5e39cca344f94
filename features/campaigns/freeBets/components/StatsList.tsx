import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Stack, Text } from '../../../../design-system/index.ts';
import type { StatsDisplay } from './display.ts';

export interface StatsListProps {
  stats: StatsDisplay;
  /** One free bet with its currency, for "2 x 100,00 M". */
  amount: string;
  maxPerWeek: number;
  claimWeekday: number;
}

/** Active free bets, the week's turnover and how far the next free bet is (spec, section 2). */
export function StatsList({ stats, amount, maxPerWeek, claimWeekday }: StatsListProps) {
  const { t } = useTranslation('freeBets');
  return (
    <Stack space="medium">
      <Stack as="dl" space="small">
        <Detail term={t('stats.active')}>
          {t('stats.activeValue', { count: stats.active, amount })}
        </Detail>
        <Detail term={t('stats.turnover')}>{stats.turnover}</Detail>
        <Detail term={t('stats.earned')}>
          {t('stats.earnedValue', { count: stats.earned, max: maxPerWeek })}
        </Detail>
        <Detail term={t('stats.toNext')}>{stats.toNext ?? t('stats.maxReached')}</Detail>
      </Stack>
      {stats.inactive > 0 ? (
        <Text tone="info">
          {t('stats.waiting', {
            count: stats.inactive,
            weekdayEvery: t(`weekdayEvery.${claimWeekday}`),
          })}
        </Text>
      ) : null}
      {stats.expires ? (
        <Text size="small" tone="secondary">
          {t('stats.expires', { date: stats.expires })}
        </Text>
      ) : null}
    </Stack>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box display="flex" justifyContent="space-between" alignItems="baseline" gap="small">
      <Box as="dt" minWidth={0}>
        <Text as="span" tone="secondary">
          {term}
        </Text>
      </Box>
      <Box as="dd" flexShrink={0} textAlign="right">
        <Text as="span" weight="strong" tabularNumbers>
          {children}
        </Text>
      </Box>
    </Box>
  );
}
