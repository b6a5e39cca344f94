import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Form,
  Heading,
  Icon,
  Inline,
  Select,
  Stack,
  Text,
} from '../../../../design-system/index.ts';
import type { RgFormat } from './format.ts';

/** The intervals offered, within the platform's 10-240 minutes. */
export const realityCheckChoices = [15, 30, 45, 60, 90, 120, 180, 240] as const;

export interface RealityCheckSectionProps {
  intervalMinutes: number;
  format: RgFormat;
  /** Resolves with a refusal's message, or undefined when saved. */
  onSave: (minutes: number) => Promise<string | undefined>;
}

/** How often the reality check reminds the player; the current interval is always a choice. */
export function RealityCheckSection({ intervalMinutes, format, onSave }: RealityCheckSectionProps) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const [choice, setChoice] = useState(String(intervalMinutes));
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ saved: number } | { error: string }>();
  const choices = [...new Set([...realityCheckChoices, intervalMinutes])].sort((a, b) => a - b);

  async function submit() {
    if (saving) return;
    setSaving(true);
    setResult(undefined);
    const minutes = Number(choice);
    try {
      const error = await onSave(minutes);
      setResult(error === undefined ? { saved: minutes } : { error });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack as="section" aria-labelledby={headingId} space="small">
      <Heading level={2} id={headingId}>
        {t('rg.reality.title')}
      </Heading>
      <Text size="small" tone="secondary">
        {t('rg.reality.text')}
      </Text>
      <Form onSubmit={() => void submit()} aria-labelledby={headingId}>
        <Stack space="small">
          <Select
            label={t('rg.reality.interval')}
            name="realityCheck"
            value={choice}
            onValueChange={setChoice}
            options={choices.map((minutes) => ({
              value: String(minutes),
              label: format.minutes(minutes),
            }))}
            error={result && 'error' in result ? result.error : undefined}
          />
          <Button type="submit" variant="outline" loading={saving}>
            {t('rg.reality.save')}
          </Button>
        </Stack>
      </Form>
      <Box role="status">
        {result && 'saved' in result ? (
          <Inline space="xsmall" noWrap alignY="top">
            <Icon name="success" />
            <Text size="small">
              {t('rg.reality.saved', { interval: format.minutes(result.saved) })}
            </Text>
          </Inline>
        ) : null}
      </Box>
    </Stack>
  );
}
