import { useTranslation } from 'react-i18next';
import { Button, IconButton, Skeleton, Stack, Text } from '../../../design-system/index.ts';
import { Dialog } from '../../../design-system/overlays.ts';
import type { RgSession } from '../api/playerSession.ts';
import { SessionFigures } from './SessionFigures.tsx';
import type { SessionFormat } from './sessionFormat.ts';

export interface SessionStatusViewProps {
  /** `undefined` while the first read is under way. */
  session: RgSession | null | undefined;
  failed?: boolean;
  format: SessionFormat;
  /** The responsible-gambling page. */
  manageHref: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The header's session timer: one compact button in the account area (its name reads the time
 * and the net position), opening a small panel with the session's figures and the way to the
 * player's limits. An icon, not text, so the header still fits a 360 px phone.
 */
export function SessionStatusView({
  session,
  failed = false,
  format,
  manageHref,
  open,
  onOpenChange,
}: SessionStatusViewProps) {
  const { t } = useTranslation('accountShell');
  const label = session
    ? t('status.button', {
        duration: format.minutes(session.minutes),
        net: format.net(session.net),
      })
    : t('status.buttonPending');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger>
        <IconButton icon="clock" label={label} />
      </Dialog.Trigger>
      <Dialog.Content
        title={t('status.title')}
        closeLabel={t('status.close')}
        actions={
          <Dialog.Close>
            <Button href={manageHref} variant="outline" fullWidth>
              {t('status.manage')}
            </Button>
          </Dialog.Close>
        }
      >
        {session ? (
          <SessionFigures session={session} format={format} />
        ) : failed ? (
          <Text tone="negative">{t('status.failed')}</Text>
        ) : (
          <Stack space="small">
            <Text tone="secondary">{t('status.loading')}</Text>
            <Skeleton shape="text" width="full" />
          </Stack>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
