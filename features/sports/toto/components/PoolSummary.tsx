import { useTranslation } from 'react-i18next';
import { Card, Heading, Stack, Text } from '../../../../design-system/index.ts';
import { formatEventDate } from '../../shared/model/dates.ts';
import type { TotoPool } from '../api/totoTypes.ts';

export interface PoolSummaryProps {
  pool: TotoPool;
  money: (amount: number) => string;
}

/** The pool's name, its jackpot and when it stops taking tickets. */
export function PoolSummary({ pool, money }: PoolSummaryProps) {
  const { t } = useTranslation('toto');
  return (
    <Card tone="sunken" padding="medium">
      <Stack space="xsmall">
        <Heading level={2}>{pool.name}</Heading>
        <Text size="small" tone="secondary">
          {t('pool.jackpot')}
        </Text>
        <Text size="xlarge" weight="strong" tabularNumbers>
          {money(pool.jackpot)}
        </Text>
        <Text size="small">{t('pool.closesAt', { date: formatEventDate(pool.closesAt) })}</Text>
        <Text size="small" tone="secondary">
          {t('pool.rules', { count: pool.eventList.length })}
        </Text>
      </Stack>
    </Card>
  );
}
