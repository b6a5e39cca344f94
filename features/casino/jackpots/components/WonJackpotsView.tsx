import { useTranslation } from 'react-i18next';
import { Button, Stack, Text } from '../../../../design-system/index.ts';
import { Dialog } from '../../../../design-system/overlays.ts';
import type { WonJackpot } from '../model/jackpot.ts';
import * as styles from './JackpotBlock.css.ts';
import type { AmountFormat } from './money.ts';
import { useTierLabels } from './useTierLabels.ts';

export interface WonJackpotsViewProps {
  /** The wins still to celebrate; the first is shown, the others wait their turn. */
  wins: readonly WonJackpot[];
  /** A dismissal is being sent: the dialog stays until it settles. */
  processing: boolean;
  formatAmount: AmountFormat;
  /** The player closed the first win (the button, the cross, Escape or the backdrop). */
  onDismiss: () => void;
}

/**
 * Celebrates a jackpot the player won, one win at a time: the tier, the coin and the amount, and
 * one button to carry on. Any way of closing it counts as seen.
 */
export function WonJackpotsView({
  wins,
  processing,
  formatAmount,
  onDismiss,
}: WonJackpotsViewProps) {
  const { t } = useTranslation('jackpots');
  const labels = useTierLabels();
  const win = wins[0];
  if (!win) return null;
  const name = labels.ofName(win.name);

  return (
    <Dialog.Root
      // A new win gets a fresh dialog (and focus) of its own.
      key={win.id}
      open
      onOpenChange={(open) => {
        if (!open && !processing) onDismiss();
      }}
    >
      <Dialog.Content
        title={t('won.title')}
        description={t('won.description', { name })}
        closeLabel={t('won.close')}
        actions={
          <Button fullWidth loading={processing} onClick={onDismiss}>
            {t('won.dismiss')}
          </Button>
        }
      >
        <Stack space="medium" align="center">
          <img
            className={styles.prize}
            src={win.image}
            alt=""
            width={88}
            height={88}
            decoding="async"
          />
          <Text size="xxlarge" weight="strong" align="center" tabularNumbers>
            {formatAmount(win.amount, win.currency)}
          </Text>
          {wins.length > 1 ? (
            <Text size="small" tone="secondary" align="center">
              {t('won.waiting', { count: wins.length - 1 })}
            </Text>
          ) : null}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
