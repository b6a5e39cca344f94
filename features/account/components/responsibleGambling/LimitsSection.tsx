import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Stack, Text } from '../../../../design-system/index.ts';
import type { LimitKind } from '../../../../schemas/responsibleGambling.ts';
import type { LimitChange, RgLimit } from '../../api/responsibleGaming.ts';
import { LimitRow, type LimitOutcome } from './LimitRow.tsx';
import type { RgFormat } from './format.ts';

export interface LimitsSectionProps {
  limits: readonly RgLimit[];
  /** The offered kinds, in the brand's order. */
  kinds: readonly LimitKind[];
  format: RgFormat;
  currencyDigits: number;
  onSave: (change: LimitChange) => Promise<LimitOutcome>;
  now?: Date | number;
  onPendingDue?: () => void;
}

/** Every offered limit, grouped by kind (deposit, loss, playing time), one row per period. */
export function LimitsSection({
  limits,
  kinds,
  format,
  currencyDigits,
  onSave,
  now,
  onPendingDue,
}: LimitsSectionProps) {
  const { t } = useTranslation('account');
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} space="medium">
      <Heading level={2} id={headingId}>
        {t('rg.limits.title')}
      </Heading>
      {kinds.map((kind) => {
        const rows = limits.filter((limit) => limit.kind === kind);
        if (rows.length === 0) return null;
        return (
          <Stack key={kind} space="small">
            <Heading level={3}>{t(`rg.limits.${kind}`)}</Heading>
            <Text size="small" tone="secondary">
              {t(`rg.limits.${kind}Hint`)}
            </Text>
            {rows.map((limit) => (
              <LimitRow
                key={`${limit.kind}-${limit.period}`}
                limit={limit}
                format={format}
                currencyDigits={currencyDigits}
                now={now}
                onPendingDue={onPendingDue}
                onSave={(value) => onSave({ kind: limit.kind, period: limit.period, value })}
              />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
