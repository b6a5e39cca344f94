import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Countdown, Heading, Stack, Text } from '../../../../design-system/index.ts';

/** The spec's refresh: the countdown's minutes move every 20 s. */
export const COUNTDOWN_TICK_MS = 20_000;

export interface CountdownCardProps {
  /** The next claim day counted down to, or `'start'`: an upcoming campaign's first day. */
  until: { claimWeekday: number } | 'start';
  /** The next claim day's or the campaign's start, 00:00 Moscow (epoch ms). */
  target: number;
  /** The page's clock (epoch ms), ticking every 20 s. */
  now: number;
  /** The moment came: the page reads the stats again. */
  onComplete?: () => void;
}

/**
 * Days, hours and minutes to the next claim day (spec: to Wednesday), or to the first day of a
 * campaign that has not begun: before it nothing is earned, so no claim day is counted down to.
 */
export function CountdownCard({ until, target, now, onComplete }: CountdownCardProps) {
  const { t } = useTranslation('freeBets');
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} padding="medium">
      <Stack space="small">
        <Heading level={2} id={headingId}>
          {until === 'start' ? t('countdown.untilStart') : t(`nextWeekday.${until.claimWeekday}`)}
        </Heading>
        <Countdown
          target={target}
          now={now}
          tickMs={COUNTDOWN_TICK_MS}
          variant="blocks"
          unitLabels={{
            days: t('countdown.days'),
            hours: t('countdown.hours'),
            minutes: t('countdown.minutes'),
          }}
          onComplete={onComplete}
        />
        {until === 'start' ? null : (
          <Text size="small" tone="secondary">
            {t('countdown.hint', { weekdayEvery: t(`weekdayEvery.${until.claimWeekday}`) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
