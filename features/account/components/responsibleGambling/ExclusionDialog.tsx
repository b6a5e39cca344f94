import { useTranslation } from 'react-i18next';
import { Button, Stack, Text } from '../../../../design-system/index.ts';
import { Dialog } from '../../../../design-system/overlays.ts';
import type { HelpOrganisation } from '../../../../schemas/responsibleGambling.ts';
import type { ExclusionKind } from '../../api/responsibleGaming.ts';
import type { RgFormat } from './format.ts';
import { HelpList } from './HelpList.tsx';

/** The exclusion being confirmed, being started, refused, or started (then the player leaves). */
export type ExclusionStep =
  | { phase: 'closed' }
  | {
      phase: 'confirm' | 'starting';
      kind: ExclusionKind;
      days: number | null;
      /** When it would end if started now; null: never. */
      until: Date | null;
      error?: string;
    }
  | { phase: 'done'; kind: ExclusionKind; until: string | null };

export interface ExclusionDialogProps {
  step: ExclusionStep;
  format: RgFormat;
  help: readonly HelpOrganisation[];
  onConfirm: () => void;
  onCancel: () => void;
  /** Closes the started exclusion's dialog: the player is signed out. */
  onSignOut: () => void;
}

/**
 * Confirms a time-out or self-exclusion: what it means, that it cannot be undone or shortened,
 * and until when. Once started it says until when the player is out and where to get help; any
 * way of closing it then signs out.
 */
export function ExclusionDialog({
  step,
  format,
  help,
  onConfirm,
  onCancel,
  onSignOut,
}: ExclusionDialogProps) {
  const { t } = useTranslation('account');
  const open = step.phase !== 'closed';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        if (step.phase === 'done') onSignOut();
        else if (step.phase === 'confirm') onCancel();
      }}
    >
      {step.phase === 'done' ? (
        <Dialog.Content
          title={t('rg.confirm.doneTitle')}
          description={
            step.until === null
              ? t('rg.confirm.doneForever')
              : t('rg.confirm.doneUntil', { date: format.dateTime(step.until) })
          }
          closeLabel={t('rg.confirm.close')}
          actions={
            <Button fullWidth onClick={onSignOut}>
              {t('rg.confirm.signOut')}
            </Button>
          }
        >
          <Stack space="medium">
            <Text>{t('rg.confirm.doneHelp')}</Text>
            <HelpList organisations={help} />
          </Stack>
        </Dialog.Content>
      ) : step.phase !== 'closed' ? (
        <Dialog.Content
          title={confirmTitle(step, format, t)}
          description={t('rg.confirm.means')}
          closeLabel={t('rg.confirm.close')}
          actions={
            <Stack space="small">
              <Button
                fullWidth
                variant="critical"
                loading={step.phase === 'starting'}
                onClick={onConfirm}
              >
                {t('rg.confirm.confirm')}
              </Button>
              <Dialog.Close>
                <Button fullWidth variant="ghost" disabled={step.phase === 'starting'}>
                  {t('rg.confirm.cancel')}
                </Button>
              </Dialog.Close>
            </Stack>
          }
        >
          <Stack space="medium">
            <Text weight="strong">{t('rg.confirm.final')}</Text>
            <Text>
              {step.until === null
                ? t('rg.confirm.forever')
                : t('rg.confirm.until', { date: format.dateTime(step.until) })}
            </Text>
            {step.error ? (
              <Text role="alert" tone="negative">
                {step.error}
              </Text>
            ) : null}
          </Stack>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}

function confirmTitle(
  step: { kind: ExclusionKind; days: number | null },
  format: RgFormat,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  if (step.kind === 'timeout')
    return t('rg.confirm.timeoutTitle', { length: format.days(step.days ?? 1) });
  return step.days === null
    ? t('rg.confirm.selfExclusionPermanentTitle')
    : t('rg.confirm.selfExclusionTitle', { length: format.days(step.days) });
}
