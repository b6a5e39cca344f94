import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button } from '../../../../design-system/index.ts';
import { OUTCOMES, type Outcome } from '../model/picks.ts';

export interface OutcomeRadioGroupProps {
  /** The element naming the match (its teams). */
  labelledBy: string;
  /** The match's error message, when one is shown. */
  describedBy?: string;
  home: string;
  away: string;
  value: Outcome | undefined;
  onValueChange: (outcome: Outcome) => void;
  invalid?: boolean;
}

/** Arrow keys move through the outcomes and choose as they go, wrapping at the ends. */
const steps: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * 1 / X / 2 for one match, as a radio group (WAI-ARIA APG): the design system has no radio
 * primitive, so its Buttons take the radio role. One Tab stop per match (the chosen outcome, or
 * the first), arrows move and choose; each outcome's name says what it means ("1, Italia").
 */
export function OutcomeRadioGroup({
  labelledBy,
  describedBy,
  home,
  away,
  value,
  onValueChange,
  invalid = false,
}: OutcomeRadioGroupProps) {
  const { t } = useTranslation('toto');
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const focusable = value === undefined ? 0 : OUTCOMES.indexOf(value);
  const meaning: Readonly<Record<Outcome, string>> = { '1': home, X: t('pick.draw'), '2': away };

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + OUTCOMES.length) % OUTCOMES.length;
    const outcome = OUTCOMES[next];
    if (outcome === undefined) return;
    onValueChange(outcome);
    buttons.current[next]?.focus();
  }

  return (
    <Box
      display="flex"
      gap="xsmall"
      flexShrink={0}
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-required="true"
      aria-invalid={invalid || undefined}
    >
      {OUTCOMES.map((outcome, index) => {
        const checked = value === outcome;
        return (
          <Button
            key={outcome}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            role="radio"
            aria-checked={checked}
            aria-label={t('pick.outcome', { outcome, meaning: meaning[outcome] })}
            tabIndex={index === focusable ? 0 : -1}
            variant={checked ? 'solid' : 'outline'}
            onClick={() => onValueChange(outcome)}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {outcome}
          </Button>
        );
      })}
    </Box>
  );
}
