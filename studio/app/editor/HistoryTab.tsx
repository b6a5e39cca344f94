import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { type SWRResponse } from 'swr';
import {
  Button,
  ErrorState,
  Heading,
  Inline,
  Spinner,
  Stack,
  Text,
} from '../../../design-system/index.ts';
import { Dialog } from '../../../design-system/overlays.ts';
import type { StudioAuditEntry, StudioVersion } from '../../../schemas/studioApi.ts';
import { studioErrorMessage } from '../api/errorMessage.ts';
import { useStudioClient } from '../api/StudioClientContext.tsx';
import { formatTime } from '../shell/formatTime.ts';
import { nowrap, table } from '../shell/studio.css.ts';
import { TableScroll } from '../shell/TableScroll.tsx';
import { AuditTable } from './AuditTable.tsx';
import { DiffPanel } from './HistoryDiff.tsx';

export interface HistoryTabProps {
  brandId: string;
  /** Roll back is for publishers; others see why it is not theirs. */
  canRollBack: boolean;
  /** After a rollback: what players have changed (the brand list, the editor's header). */
  onPublished?: () => void;
}

export const versionsKey = (brandId: string) => ['versions', brandId] as const;
export const auditKey = (brandId: string) => ['audit', brandId] as const;

/** Versions newest first, a diff of any two, roll back, and who did what. */
export function HistoryTab({ brandId, canRollBack, onPublished }: HistoryTabProps) {
  const { t } = useTranslation('app');
  const client = useStudioClient();
  const versions = useSWR<StudioVersion[], unknown>(versionsKey(brandId), () =>
    client.versions(brandId),
  );
  const audit = useSWR<StudioAuditEntry[], unknown>(auditKey(brandId), () => client.audit(brandId));

  return (
    <Stack space="xlarge">
      <HistorySection
        titleId="versions-title"
        title={t('history.versions.title')}
        loaded={versions}
        loadFailed={t('history.versions.loadFailed')}
      >
        {(data) => (
          <>
            <VersionTable
              brandId={brandId}
              versions={data}
              canRollBack={canRollBack}
              onRolledBack={() => {
                void versions.mutate();
                void audit.mutate();
                onPublished?.();
              }}
            />
            <DiffPanel brandId={brandId} versions={data} />
          </>
        )}
      </HistorySection>
      <HistorySection
        titleId="audit-title"
        title={t('history.audit.title')}
        loaded={audit}
        loadFailed={t('history.audit.loadFailed')}
      >
        {(data) =>
          data.length === 0 ? (
            <Text tone="secondary">{t('history.audit.none')}</Text>
          ) : (
            <AuditTable entries={data} />
          )
        }
      </HistorySection>
    </Stack>
  );
}

/** A titled part of the history: its list once loaded, a spinner before, a retry on failure. */
function HistorySection<T>({
  titleId,
  title,
  loaded,
  loadFailed,
  children,
}: {
  titleId: string;
  title: string;
  loaded: Pick<SWRResponse<T, unknown>, 'data' | 'error' | 'mutate'>;
  loadFailed: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('app');
  return (
    <section>
      <Stack space="medium">
        <Heading level={2} id={titleId}>
          {title}
        </Heading>
        {loaded.error ? (
          <ErrorState
            title={loadFailed}
            description={studioErrorMessage(loaded.error, t)}
            onRetry={() => void loaded.mutate()}
            retryLabel={t('common.retry')}
            titleLevel={3}
          />
        ) : loaded.data === undefined ? (
          <Spinner label={t('common.loading')} />
        ) : (
          children(loaded.data)
        )}
      </Stack>
    </section>
  );
}

function VersionTable({
  brandId,
  versions,
  canRollBack,
  onRolledBack,
}: {
  brandId: string;
  versions: readonly StudioVersion[];
  canRollBack: boolean;
  onRolledBack: () => void;
}) {
  const { t, i18n } = useTranslation('app');
  if (versions.length === 0) return <Text tone="secondary">{t('history.versions.none')}</Text>;
  return (
    <Stack space="small">
      {canRollBack ? null : (
        <Text tone="secondary" size="small" id="rollback-reason">
          {t('history.rollback.publishersOnly')}
        </Text>
      )}
      <TableScroll label={t('history.versions.title')}>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{t('history.versions.version')}</th>
              <th scope="col">{t('history.versions.when')}</th>
              <th scope="col">{t('history.versions.who')}</th>
              <th scope="col">{t('history.versions.kind')}</th>
              <th scope="col">
                <Text as="span" size="small" weight="strong" tone="secondary">
                  {t('history.versions.actions')}
                </Text>
              </th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.version}>
                <th scope="row">
                  {t('brands.version', { version: version.version })}
                  {version.current ? ` · ${t('history.versions.current')}` : ''}
                </th>
                <td>{formatTime(version.publishedAt, i18n.language)}</td>
                <td className={nowrap}>{version.publishedBy ?? t('history.versions.outside')}</td>
                <td>
                  {version.kind === 'rollback' && version.restoredFrom !== null
                    ? t('history.kinds.rollbackOf', { version: version.restoredFrom })
                    : t(`history.kinds.${version.kind}`)}
                </td>
                <td className={nowrap}>
                  {version.current ? null : (
                    <RollbackButton
                      brandId={brandId}
                      version={version.version}
                      disabled={!canRollBack}
                      onRolledBack={onRolledBack}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Stack>
  );
}

function RollbackButton({
  brandId,
  version,
  disabled,
  onRolledBack,
}: {
  brandId: string;
  version: number;
  disabled: boolean;
  onRolledBack: () => void;
}) {
  const { t } = useTranslation('app');
  const client = useStudioClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();

  const rollBack = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await client.rollback(brandId, version);
      setDone(
        result.unchanged
          ? t('publish.unchanged', { version: result.version })
          : t('history.rollback.done', { version: result.version, from: version }),
      );
      setOpen(false);
      onRolledBack();
    } catch (failure) {
      setError(studioErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  if (disabled) {
    return (
      <Button size="small" variant="outline" disabled aria-describedby="rollback-reason">
        {t('history.rollback.button', { version })}
      </Button>
    );
  }
  return (
    <Stack space="xsmall">
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger>
          <Button size="small" variant="outline">
            {t('history.rollback.button', { version })}
          </Button>
        </Dialog.Trigger>
        <Dialog.Content
          title={t('history.rollback.confirmTitle', { version })}
          description={t('history.rollback.confirmText', { version })}
          closeLabel={t('common.close')}
          actions={
            <Inline space="small" align="right">
              <Dialog.Close>
                <Button variant="outline">{t('common.cancel')}</Button>
              </Dialog.Close>
              <Button variant="critical" loading={busy} onClick={() => void rollBack()}>
                {t('history.rollback.confirm', { version })}
              </Button>
            </Inline>
          }
        >
          {error ? (
            <Text tone="negative" role="alert">
              {error}
            </Text>
          ) : null}
        </Dialog.Content>
      </Dialog.Root>
      {done ? (
        <Text size="small" tone="positive" role="status">
          {done}
        </Text>
      ) : null}
    </Stack>
  );
}
