import { useTranslation } from 'react-i18next';
import { Box, Button, Spinner, Stack, Text } from '../../../design-system/index.ts';
import { Dialog } from '../../../design-system/overlays.ts';
import { useErrorText } from '../../core/errors/index.ts';
import { formatOdds, type OddsFormat } from '../../core/format/index.ts';
import type { CashoutState } from '../model/cashout.ts';
import type { MoneyFormat } from './labels.ts';

export interface CashoutDialogProps {
  state: CashoutState;
  money: MoneyFormat;
  oddsFormat: OddsFormat;
  /** Sells at the offer shown (or accepts the new one after the odds moved). */
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Confirms a cash-out: the fresh offer's return amount, then the sale with its processing state;
 * a refusal says why, and moved odds bring a new offer to accept.
 */
export function CashoutDialog({
  state,
  money,
  oddsFormat,
  onConfirm,
  onClose,
}: CashoutDialogProps) {
  const { t } = useTranslation('betHistory');
  const errorText = useErrorText();
  const open = state.phase !== 'closed';
  const coupon = open ? state.coupon : undefined;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {coupon ? (
        <Dialog.Content
          title={t('cashout.title')}
          description={t('cashout.description', { code: coupon.code })}
          closeLabel={t('cashout.close')}
          actions={
            state.phase === 'offer' || state.phase === 'selling' ? (
              <Stack space="small">
                <Button fullWidth loading={state.phase === 'selling'} onClick={onConfirm}>
                  {state.changed
                    ? t('cashout.acceptNew', {
                        amount: money(state.offer.returnAmount, coupon.currency),
                      })
                    : t('cashout.confirm', {
                        amount: money(state.offer.returnAmount, coupon.currency),
                      })}
                </Button>
                <Dialog.Close>
                  <Button variant="ghost" fullWidth disabled={state.phase === 'selling'}>
                    {t('cashout.cancel')}
                  </Button>
                </Dialog.Close>
              </Stack>
            ) : (
              <Dialog.Close>
                <Button variant="outline" fullWidth>
                  {t('cashout.close')}
                </Button>
              </Dialog.Close>
            )
          }
        >
          {state.phase === 'quoting' ? (
            <Box display="flex" justifyContent="center" paddingY="large">
              <Spinner label={t('cashout.quoting')} />
            </Box>
          ) : state.phase === 'failed' ? (
            <Text role="alert" tone="negative">
              {errorText(state.message)}
            </Text>
          ) : state.phase === 'offer' || state.phase === 'selling' ? (
            <Stack space="medium">
              {state.changed ? (
                <Text role="status" tone="warning" weight="medium">
                  {errorText({ key: 'sell.coeffChanged' })}
                </Text>
              ) : null}
              <Stack space="xxsmall" align="center">
                <Text tone="secondary">{t('cashout.youGet')}</Text>
                <Text size="xxlarge" weight="strong" tabularNumbers>
                  {money(state.offer.returnAmount, coupon.currency)}
                </Text>
              </Stack>
              <Text size="small" tone="secondary" align="center" tabularNumbers>
                {t('cashout.terms', {
                  stake: money(coupon.amountIn, coupon.currency),
                  coef: formatOdds(state.offer.currentCoef, oddsFormat),
                })}
              </Text>
            </Stack>
          ) : null}
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}
