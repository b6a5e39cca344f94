import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Countdown, Odometer, Stack, Text } from '../../../design-system/index.ts';
import { formatMoney } from '../../core/format/index.ts';
import { KitSection } from './KitSection.tsx';

export interface TimeSectionProps {
  /** The moment the countdown counts from (fixed in stories, so their picture holds still). */
  now: number;
  /** The brand's default currency, for the odometer's jackpot amount. */
  currency: string;
}

const countdownSpanMs = ((2 * 24 + 5) * 60 + 13) * 60 * 1000;
const jackpotStart = 1_482_350;
const jackpotStep = 1_250;

/** A countdown in both variants and a jackpot odometer that can be stepped up. */
export function TimeSection({ now, currency }: TimeSectionProps) {
  const { t, i18n } = useTranslation('uiKit');
  const [jackpot, setJackpot] = useState(jackpotStart);
  const unitLabels = {
    days: t('time.days'),
    hours: t('time.hours'),
    minutes: t('time.minutes'),
  };
  const target = now + countdownSpanMs;
  const money = (value: number) => formatMoney(value, currency, i18n.language, { decimals: 0 });
  return (
    <KitSection id="time" title={t('sections.time')}>
      <Stack space="xsmall">
        <Text size="small" tone="secondary">
          {t('time.countdown')}
        </Text>
        <Countdown target={target} now={now} unitLabels={unitLabels} />
        <Countdown target={target} now={now} unitLabels={unitLabels} variant="blocks" />
      </Stack>
      <Stack space="xsmall">
        <Text size="small" tone="secondary">
          {t('time.jackpot')}
        </Text>
        <Odometer value={jackpot} format={money} size="xlarge" />
        <Odometer value={jackpot} format={money} variant="reels" />
        <Button variant="outline" onClick={() => setJackpot((value) => value + jackpotStep)}>
          {t('time.add', { amount: money(jackpotStep) })}
        </Button>
      </Stack>
    </KitSection>
  );
}
