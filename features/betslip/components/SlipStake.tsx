import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { describeBetCode, useErrorText } from '../../core/errors/index.ts';
import { Button, Inline, Stack, Text, TextField } from '../../../design-system/index.ts';
import type { FundingState, StakeState } from './slipPanelTypes.ts';
import { quickStakes } from './stake.ts';

export interface SlipStakeProps {
  stake: StakeState;
  funding?: FundingState;
  money: (amount: number) => string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The stake: typed (with its limits as a hint and a clear message when it does not pass) or
 * picked from a few amounts; a free bet has its own fixed stake.
 */
export function SlipStake({ stake, funding, money, disabled = false, inputRef }: SlipStakeProps) {
  const { t } = useTranslation('betslip');
  const errorText = useErrorText();
  if (funding?.value === 'freeBet') {
    return (
      <Text weight="medium">{t('stake.freeBet', { amount: money(funding.freeBets.amount) })}</Text>
    );
  }
  const min = money(stake.limits.min);
  const max = money(stake.limits.max);
  const problems = {
    required: t('stake.required'),
    notNumber: t('stake.notNumber'),
    tooManyDecimals: t('stake.tooManyDecimals'),
    wholeAmount: t('stake.wholeAmount'),
    // The server's own messages for codes 8 and 9; the hint under the field gives the bounds.
    belowMin: errorText(describeBetCode(8)),
    aboveMax: errorText(describeBetCode(9)),
  };
  return (
    <Stack space="small">
      <TextField
        ref={inputRef}
        label={t('stake.label')}
        name="stake"
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        hint={t('stake.hint', { min, max })}
        value={stake.value}
        onValueChange={stake.onChange}
        error={stake.problem ? problems[stake.problem] : undefined}
        readOnly={disabled}
      />
      <Inline space="xsmall" role="group" aria-label={t('stake.quick')}>
        {quickStakes(stake.limits).map((amount) => (
          <Button
            key={amount}
            size="small"
            variant="outline"
            disabled={disabled}
            onClick={() => stake.onChange(String(amount))}
          >
            {money(amount)}
          </Button>
        ))}
      </Inline>
      {funding?.value === 'bonus' && funding.bonusAmount !== undefined ? (
        <Text size="small" tone="secondary">
          {t('stake.bonusPart', { amount: money(funding.bonusAmount) })}
        </Text>
      ) : null}
    </Stack>
  );
}
