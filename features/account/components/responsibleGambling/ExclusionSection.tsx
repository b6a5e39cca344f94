import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Heading, Select, Stack, Text } from '../../../../design-system/index.ts';
import type { ExclusionKind } from '../../api/responsibleGaming.ts';
import type { RgFormat } from './format.ts';

/** The value of the permanent choice in the self-exclusion list. */
const PERMANENT = 'permanent';

export interface ExclusionSectionProps {
  kind: ExclusionKind;
  /** Offered lengths in days. */
  days: readonly number[];
  /** Self-exclusion only: a permanent one is offered. */
  permanent?: boolean;
  format: RgFormat;
  /** Opens the confirmation for the chosen length (null: permanent). */
  onChoose: (kind: ExclusionKind, days: number | null) => void;
}

/** A time-out or self-exclusion: what it is, its lengths, and the button that asks to confirm. */
export function ExclusionSection({
  kind,
  days,
  permanent = false,
  format,
  onChoose,
}: ExclusionSectionProps) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const texts = kind === 'timeout' ? 'rg.timeout' : 'rg.selfExclusion';
  const [choice, setChoice] = useState(String(days[0] ?? PERMANENT));
  const options = [
    ...days.map((length) => ({ value: String(length), label: format.days(length) })),
    ...(permanent ? [{ value: PERMANENT, label: t('rg.duration.permanent') }] : []),
  ];
  if (options.length === 0) return null;
  return (
    <Card tone="outline" padding="medium">
      <Stack as="section" aria-labelledby={headingId} space="small">
        <Heading level={2} id={headingId}>
          {t(`${texts}.title`)}
        </Heading>
        <Text size="small" tone="secondary">
          {t(`${texts}.text`)}
        </Text>
        <Select
          label={t(`${texts}.length`)}
          name={kind}
          value={choice}
          onValueChange={setChoice}
          options={options}
        />
        <Button
          variant="critical"
          onClick={() => onChoose(kind, choice === PERMANENT ? null : Number(choice))}
        >
          {t(`${texts}.start`)}
        </Button>
      </Stack>
    </Card>
  );
}
