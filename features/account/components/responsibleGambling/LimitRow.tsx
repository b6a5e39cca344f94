import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Countdown,
  Form,
  Icon,
  Inline,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
} from '../../../../design-system/index.ts';
import type { RgLimit } from '../../api/responsibleGaming.ts';
import { parseLimitInput } from '../../model/responsibleGaming.ts';
import type { RgFormat } from './format.ts';

/** What a save answered: in force now, waiting until a time, or a refusal (already translated). */
export type LimitOutcome =
  | { status: 'applied' }
  | { status: 'pending'; effectiveAt: string }
  | { status: 'refused'; message: string };

export interface LimitRowProps {
  limit: RgLimit;
  format: RgFormat;
  /** The currency's decimals: a money limit may not have more. */
  currencyDigits: number;
  onSave: (value: number | null) => Promise<LimitOutcome>;
  /** The clock of the countdown (stories fix it). */
  now?: Date | number;
  /** A waiting change is due: the platform applies it on the next read. */
  onPendingDue?: () => void;
}

/**
 * One limit (kind × period): its value, what the period has used, a waiting change with its
 * countdown, and a form to set, change or remove it. The result or refusal shows under the form.
 */
export function LimitRow({
  limit,
  format,
  currencyDigits,
  onSave,
  now,
  onPendingDue,
}: LimitRowProps) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string>();
  const [outcome, setOutcome] = useState<LimitOutcome>();
  const [saving, setSaving] = useState<'save' | 'remove'>();
  // The form opens on demand: nine always-open forms made the page three screens longer.
  const [editing, setEditing] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (editing) field.current?.focus();
  }, [editing]);
  const periodLabel = t(`rg.limits.period.${limit.period}`);

  async function save(value: number | null, action: 'save' | 'remove') {
    setSaving(action);
    setOutcome(undefined);
    try {
      const result = await onSave(value);
      setOutcome(result);
      if (result.status !== 'refused') {
        setInput('');
        setEditing(false);
      }
    } finally {
      setSaving(undefined);
    }
  }

  function submit() {
    if (saving) return;
    const parsed = parseLimitInput(input, limit.kind, currencyDigits);
    if ('problem' in parsed) {
      setProblem(t(`rg.limits.${parsed.problem}`));
      return;
    }
    setProblem(undefined);
    void save(parsed.value, 'save');
  }

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderRadius="standard"
      background="surfaceSunken"
      padding="medium"
      data-limit={`${limit.kind}-${limit.period}`}
    >
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Text id={headingId} weight="strong">
            {/* Rows of every kind share their period's name; the kind makes each landmark's unique. */}
            <VisuallyHidden>{`${t(`rg.limits.${limit.kind}`)}: `}</VisuallyHidden>
            {periodLabel}
          </Text>
          <Text tabularNumbers>
            {limit.value === null
              ? t('rg.limits.noLimit')
              : t('rg.limits.value', { value: format.limit(limit.kind, limit.value) })}
          </Text>
        </Inline>
        <Text size="small" tone="secondary" tabularNumbers>
          {t('rg.limits.used', { used: format.limit(limit.kind, limit.used) })}
        </Text>
        {limit.pending ? (
          <Stack space="xxsmall">
            <Text size="small" tone="warning" weight="medium">
              {limit.pending.value === null
                ? t('rg.limits.pendingRemoval', {
                    date: format.dateTime(limit.pending.effectiveAt),
                  })
                : t('rg.limits.pending', {
                    value: format.limit(limit.kind, limit.pending.value),
                    date: format.dateTime(limit.pending.effectiveAt),
                  })}
            </Text>
            <Inline space="xsmall" alignY="center">
              <Text size="small" tone="secondary">
                {t('rg.limits.pendingIn')}
              </Text>
              <Countdown
                target={new Date(limit.pending.effectiveAt)}
                now={now}
                onComplete={onPendingDue}
                unitLabels={{
                  days: t('rg.duration.unitDays'),
                  hours: t('rg.duration.unitHours'),
                  minutes: t('rg.duration.unitMinutes'),
                }}
              />
            </Inline>
          </Stack>
        ) : null}
        {editing ? (
          <Form onSubmit={submit} aria-labelledby={headingId}>
            <Stack space="small">
              <TextField
                ref={field}
                label={t('rg.limits.newValueLabel', { period: periodLabel.toLowerCase() })}
                secondaryLabel={
                  limit.kind === 'session' ? t('rg.limits.minutesUnit') : format.currency
                }
                name={`${limit.kind}-${limit.period}`}
                inputMode={limit.kind === 'session' || currencyDigits === 0 ? 'numeric' : 'decimal'}
                autoComplete="off"
                value={input}
                onValueChange={setInput}
                error={problem ?? (outcome?.status === 'refused' ? outcome.message : undefined)}
              />
              <Inline space="small">
                <Button type="submit" size="small" loading={saving === 'save'}>
                  {t('rg.limits.save')}
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  disabled={saving !== undefined}
                  onClick={() => {
                    setEditing(false);
                    setProblem(undefined);
                    setOutcome(undefined);
                  }}
                >
                  {t('rg.limits.cancel')}
                </Button>
              </Inline>
            </Stack>
          </Form>
        ) : (
          <Inline space="small">
            <Button
              size="small"
              variant="outline"
              onClick={() => {
                setOutcome(undefined);
                setEditing(true);
              }}
            >
              {limit.value === null ? t('rg.limits.set') : t('rg.limits.change')}
            </Button>
            {limit.value !== null && limit.pending?.value !== null ? (
              <Button
                size="small"
                variant="ghost"
                loading={saving === 'remove'}
                onClick={() => {
                  if (!saving) void save(null, 'remove');
                }}
              >
                {t('rg.limits.remove')}
              </Button>
            ) : null}
          </Inline>
        )}
        {!editing && outcome?.status === 'refused' ? (
          <Text role="alert" size="small" tone="negative">
            {outcome.message}
          </Text>
        ) : null}
        <Box role="status">
          {outcome?.status === 'applied' || outcome?.status === 'pending' ? (
            // Green text on the sunken row is below AA contrast: the icon carries the tone.
            <Inline space="xsmall" noWrap alignY="top">
              <Icon name="success" />
              <Text size="small">
                {outcome.status === 'applied'
                  ? t('rg.limits.appliedNow')
                  : t('rg.limits.pendingSaved', { date: format.dateTime(outcome.effectiveAt) })}
              </Text>
            </Inline>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
}
