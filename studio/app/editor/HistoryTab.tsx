import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { type SWRResponse } from 'swr';
import {
  Button,
  ErrorState,
  Heading,
  Inline,
  Select,
  Spinner,
  Stack,
  Text,
} from '../../../design-system/index.ts';
import { Dialog } from '../../../design-system/overlays.ts';
import type { StudioAuditEntry, StudioDiff, StudioVersion } from '../../../schemas/studioApi.ts';
import { studioErrorMessage } from '../api/errorMessage.ts';
import { useStudioClient } from '../api/StudioClientContext.tsx';
import { formatTime } from '../shell/formatTime.ts';
import { code, nowrap, table } from '../shell/studio.css.ts';
import { TableScroll } from '../shell/TableScroll.tsx';

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

type DiffTarget = number | 'draft';

const targetValue = (target: DiffTarget) => String(target);
const parseTarget = (value: string): DiffTarget => (value === 'draft' ? 'draft' : Number(value));

function DiffPanel({ brandId, versions }: { brandId: string; versions: readonly StudioVersion[] }) {
  const { t } = useTranslation('app');
  const client = useStudioClient();
  const current = versions.find((version) => version.current)?.version ?? versions[0]?.version;
  const [from, setFrom] = useState<DiffTarget>(current ?? 'draft');
  const [to, setTo] = useState<DiffTarget>('draft');
  const [diff, setDiff] = useState<StudioDiff>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const options = [
    { value: 'draft', label: t('history.diff.draft') },
    ...versions.map((version) => ({
      value: String(version.version),
      label: t('brands.version', { version: version.version }),
    })),
  ];

  const compare = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setDiff(await client.diff(brandId, from, to));
    } catch (failure) {
      setError(studioErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <Stack space="medium">
        <Heading level={3} id="diff-title">
          {t('history.diff.title')}
        </Heading>
        <Inline space="medium" alignY="bottom">
          <Select
            label={t('history.diff.from')}
            options={options}
            value={targetValue(from)}
            onValueChange={(value) => setFrom(parseTarget(value))}
          />
          <Select
            label={t('history.diff.to')}
            options={options}
            value={targetValue(to)}
            onValueChange={(value) => setTo(parseTarget(value))}
          />
          <Button variant="outline" loading={busy} onClick={() => void compare()}>
            {t('history.diff.compare')}
          </Button>
        </Inline>
        {error ? (
          <Text tone="negative" role="alert">
            {error}
          </Text>
        ) : null}
        {diff ? <DiffList diff={diff} /> : null}
      </Stack>
    </section>
  );
}

const shown = (value: unknown) => JSON.stringify(value);

function DiffList({ diff }: { diff: StudioDiff }) {
  const { t } = useTranslation('app');
  const name = (target: DiffTarget) =>
    target === 'draft' ? t('history.diff.draft') : t('brands.version', { version: target });
  return (
    <Stack space="small">
      <Text role="status" weight="medium">
        {diff.changes.length === 0
          ? t('history.diff.same', { from: name(diff.from), to: name(diff.to) })
          : t('history.diff.changes', {
              count: diff.changes.length,
              from: name(diff.from),
              to: name(diff.to),
            })}
      </Text>
      {diff.changes.length > 0 ? (
        <TableScroll label={t('history.diff.title')}>
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">{t('history.diff.path')}</th>
                <th scope="col">{t('history.diff.before')}</th>
                <th scope="col">{t('history.diff.after')}</th>
              </tr>
            </thead>
            <tbody>
              {diff.changes.map((change) => (
                <tr key={change.path}>
                  <th scope="row" className={code}>
                    {change.path || '/'}
                  </th>
                  <td className={code}>
                    {'before' in change ? shown(change.before) : t('history.diff.added')}
                  </td>
                  <td className={code}>
                    {'after' in change ? shown(change.after) : t('history.diff.removed')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </Stack>
  );
}

function AuditTable({ entries }: { entries: readonly StudioAuditEntry[] }) {
  const { t, i18n } = useTranslation('app');
  return (
    <TableScroll label={t('history.audit.title')}>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">{t('history.audit.when')}</th>
            <th scope="col">{t('history.audit.who')}</th>
            <th scope="col">{t('history.audit.action')}</th>
            <th scope="col">{t('history.audit.paths')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td>{formatTime(entry.at, i18n.language)}</td>
              <td className={nowrap}>{entry.operator}</td>
              <td>
                {t(`history.audit.actions.${entry.action}`)}
                {entry.version === null
                  ? ''
                  : ` · ${t('brands.version', { version: entry.version })}`}
              </td>
              <td className={code}>{entry.paths.length === 0 ? '—' : entry.paths.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
