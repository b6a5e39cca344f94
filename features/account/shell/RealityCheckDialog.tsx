import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Text } from '../../../design-system/index.ts';
import { Dialog } from '../../../design-system/overlays.ts';
import type { RgSession } from '../api/playerSession.ts';
import { SessionFigures } from './SessionFigures.tsx';
import type { SessionFormat } from './sessionFormat.ts';

/** What the player chose; the dialog stays until the choice is through. */
export type RealityCheckChoice = 'continue' | 'history' | 'logout';

export interface RealityCheckDialogProps {
  open: boolean;
  session: Pick<RgSession, 'minutes' | 'stakes' | 'returns' | 'net'>;
  format: SessionFormat;
  /** The choice being sent (its button shows as busy, the others wait). */
  pending?: RealityCheckChoice;
  /** The last choice could not be saved. */
  failed?: boolean;
  onChoose: (choice: RealityCheckChoice) => void;
}

/**
 * The reality check (UKGC RTS 13): how long the player has played and what the session has
 * brought. It needs an answer: Escape, a press outside or a close button would let it go unread,
 * so only its three buttons close it. Nothing under it stops (a live game runs on).
 */
export function RealityCheckDialog({
  open,
  session,
  format,
  pending,
  failed = false,
  onChoose,
}: RealityCheckDialogProps) {
  const { t } = useTranslation('accountShell');
  const choice = (id: RealityCheckChoice, variant: 'solid' | 'outline') => (
    <Button
      key={id}
      variant={variant}
      fullWidth
      loading={pending === id}
      disabled={pending !== undefined && pending !== id}
      onClick={() => onChoose(id)}
    >
      {t(`realityCheck.${id}`)}
    </Button>
  );
  return (
    <Dialog.Root open={open}>
      <Dialog.Content
        title={t('realityCheck.title')}
        description={t('realityCheck.text', { duration: format.minutes(session.minutes) })}
        dismissible={false}
        actions={
          // Three choices of equal weight on a phone: stacked across the dialog's width.
          <Box width="full">
            <Stack space="small">
              {choice('continue', 'solid')}
              {choice('history', 'outline')}
              {choice('logout', 'outline')}
            </Stack>
          </Box>
        }
      >
        <Stack space="small">
          <SessionFigures session={session} format={format} />
          {failed ? (
            <Text tone="negative" role="alert">
              {t('realityCheck.failed')}
            </Text>
          ) : null}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
