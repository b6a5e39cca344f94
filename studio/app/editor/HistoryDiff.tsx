import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Inline, Select, Stack, Text } from '../../../design-system/index.ts';
import type { StudioDiff, StudioVersion } from '../../../schemas/studioApi.ts';
import { studioErrorMessage } from '../api/errorMessage.ts';
import { useStudioClient } from '../api/StudioClientContext.tsx';
import { code, table } from '../shell/studio.css.ts';
import { TableScroll } from '../shell/TableScroll.tsx';

type DiffTarget = number | 'draft';

const targetValue = (target: DiffTarget) => String(target);
const parseTarget = (value: string): DiffTarget => (value === 'draft' ? 'draft' : Number(value));

/** Two versions (or a version and the draft) picked and compared: every changed setting. */
export function DiffPanel({
  brandId,
  versions,
}: {
  brandId: string;
  versions: readonly StudioVersion[];
}) {
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
