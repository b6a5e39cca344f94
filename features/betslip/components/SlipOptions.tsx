import { useTranslation } from 'react-i18next';
import { Select, Stack, Switch, TextField } from '../../../design-system/index.ts';
import type { Funding } from '../placement/types.ts';
import type { FundingState, OneClickState, StakeState } from './slipPanelTypes.ts';

export interface SlipOptionsProps {
  acceptOddsChanges: boolean;
  onAcceptOddsChangesChange: (accept: boolean) => void;
  funding?: FundingState;
  oneClick?: OneClickState;
  limits: StakeState['limits'];
  money: (amount: number) => string;
  disabled?: boolean;
}

/** The funding choices a player has now: money always, bonus and free bets when there are some. */
export function fundingOptions(funding: FundingState): Funding[] {
  return [
    'money',
    ...(funding.bonusBalance > 0 ? (['bonus'] as const) : []),
    ...(funding.freeBets.active > 0 ? (['freeBet'] as const) : []),
  ];
}

/** Accept odds changes, how to pay (when there is a choice) and one-click betting. */
export function SlipOptions({
  acceptOddsChanges,
  onAcceptOddsChangesChange,
  funding,
  oneClick,
  limits,
  money,
  disabled = false,
}: SlipOptionsProps) {
  const { t } = useTranslation('betslip');
  const choices = funding ? fundingOptions(funding) : [];
  return (
    <Stack space="medium">
      <Switch
        label={t('options.acceptOddsChanges')}
        hint={t('options.acceptOddsChangesHint')}
        checked={acceptOddsChanges}
        onCheckedChange={onAcceptOddsChangesChange}
        disabled={disabled}
      />
      {funding && choices.length > 1 ? (
        <Select
          label={t('options.funding')}
          disabled={disabled}
          value={funding.value}
          onValueChange={(value) => {
            const choice = choices.find((candidate) => candidate === value);
            if (choice) funding.onChange(choice);
          }}
          options={choices.map((choice) => ({
            value: choice,
            label:
              choice === 'money'
                ? t('options.fundingMoney')
                : choice === 'bonus'
                  ? t('options.fundingBonus', { amount: money(funding.bonusBalance) })
                  : t('options.fundingFreeBet', { count: funding.freeBets.active }),
          }))}
        />
      ) : null}
      {oneClick ? (
        <Stack space="small">
          <Switch
            label={t('oneClick.label')}
            hint={t('oneClick.hint')}
            checked={oneClick.enabled}
            onCheckedChange={oneClick.onEnabledChange}
          />
          {oneClick.enabled ? (
            <TextField
              label={t('oneClick.amount')}
              name="oneClickAmount"
              inputMode="decimal"
              autoComplete="off"
              value={oneClick.amount}
              onValueChange={oneClick.onAmountChange}
              error={
                oneClick.invalid
                  ? t('oneClick.invalid', { min: money(limits.min), max: money(limits.max) })
                  : undefined
              }
            />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
