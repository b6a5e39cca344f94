import { useTranslation } from 'react-i18next';
import type { StudioAuditEntry } from '../../../schemas/studioApi.ts';
import { formatTime } from '../shell/formatTime.ts';
import { code, nowrap, table } from '../shell/studio.css.ts';
import { TableScroll } from '../shell/TableScroll.tsx';

/** The audit log: who did what, when, to which settings. */
export function AuditTable({ entries }: { entries: readonly StudioAuditEntry[] }) {
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
