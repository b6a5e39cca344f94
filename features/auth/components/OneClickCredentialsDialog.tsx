import { useTranslation } from 'react-i18next';
import { Button, Card, Inline, Stack, Text } from '../../../design-system/index.ts';
import { Dialog } from '../../../design-system/overlays.ts';

export interface OneClickCredentialsDialogProps {
  open: boolean;
  login: string;
  password: string;
  onCopy: (text: string) => void;
  /** Closing the dialog any way continues: the account exists and is signed in already. */
  onContinue: () => void;
}

function CredentialRow(props: {
  label: string;
  value: string;
  copyLabel: string;
  onCopy: () => void;
}) {
  return (
    <Card tone="sunken" padding="small">
      <Inline align="spaceBetween" alignY="center" space="small">
        <Stack space="xxsmall">
          <Text size="small" tone="secondary">
            {props.label}
          </Text>
          <Text size="large" weight="strong" tabularNumbers>
            {props.value}
          </Text>
        </Stack>
        <Button variant="outline" size="small" onClick={props.onCopy}>
          {props.copyLabel}
        </Button>
      </Inline>
    </Card>
  );
}

/** The one-click account's generated login and numeric password, shown once (spec, section 2). */
export function OneClickCredentialsDialog({
  open,
  login,
  password,
  onCopy,
  onContinue,
}: OneClickCredentialsDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onContinue();
      }}
    >
      <Dialog.Content
        title={t('oneClick.credentialsTitle')}
        description={t('oneClick.credentialsDescription')}
        closeLabel={t('common.close')}
        actions={
          <Button fullWidth onClick={onContinue}>
            {t('oneClick.continue')}
          </Button>
        }
      >
        <Stack space="small">
          <CredentialRow
            label={t('fields.login')}
            value={login}
            copyLabel={t('oneClick.copyLogin')}
            onCopy={() => onCopy(login)}
          />
          <CredentialRow
            label={t('fields.password')}
            value={password}
            copyLabel={t('oneClick.copyPassword')}
            onCopy={() => onCopy(password)}
          />
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
