import { useTranslation } from 'react-i18next';
import { Button, Card, Stack, Text } from '../../../design-system/index.ts';
import { Dialog } from '../../../design-system/overlays.ts';

export interface SwitchAccountDialogProps {
  /** The login of the player signed in now. */
  current: string;
  /** The login the auto-login link would sign in. */
  linked: string;
  /** Keeps the player signed in; closing the dialog any other way means the same. */
  onStay: () => void;
  onSwitch: () => void;
}

function AccountRow({ label, login }: { label: string; login: string }) {
  return (
    <Card tone="sunken" padding="small">
      <Stack space="xxsmall">
        <Text size="small" tone="secondary">
          {label}
        </Text>
        <Text weight="strong">{login}</Text>
      </Stack>
    </Card>
  );
}

/**
 * Asked when an auto-login link (`log`/`pas`) names another account than the one signed in:
 * switching silently would send the player's deposits to whoever made the link.
 */
export default function SwitchAccountDialog({
  current,
  linked,
  onStay,
  onSwitch,
}: SwitchAccountDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
    >
      <Dialog.Content
        title={t('switchAccount.title')}
        description={t('switchAccount.description')}
        closeLabel={t('common.close')}
        actions={
          // Each full width, so the footer's wrapping stacks them, the safe answer first.
          <>
            {/* The dialog opens on the safe answer, as a confirmation should (WAI-ARIA dialog
                pattern): a stray Enter keeps the player where they are. */}
            <Button fullWidth data-autofocus onClick={onStay}>
              {t('switchAccount.stay')}
            </Button>
            <Button fullWidth variant="outline" onClick={onSwitch}>
              {t('switchAccount.switch')}
            </Button>
          </>
        }
      >
        <Stack space="small">
          <AccountRow label={t('switchAccount.current')} login={current} />
          <AccountRow label={t('switchAccount.linked')} login={linked} />
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
