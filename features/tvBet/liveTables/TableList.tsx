import { useTranslation } from 'react-i18next';
import { Button, List, ListRow } from '../../../design-system/index.ts';
import { TV_BET_NAMESPACE } from '../model/namespace.ts';

/** One table a player can open: its name and a line under it (category, limits). */
export interface LiveTableRow {
  id: string;
  name: string;
  description: string;
}

export interface TableListProps {
  /** The list's accessible name ("Mesas de Fiable"). */
  label: string;
  tables: readonly LiveTableRow[];
  /** The table whose call runs (its button spins), when the provider has one running. */
  pendingId?: string;
  /** While the auth check runs nothing can be opened yet. */
  disabled?: boolean;
  onOpen: (tableId: string) => void;
}

/**
 * A provider's tables, each with its own 'Jugar' button (named after the table for screen
 * readers). While one opens, the provider's other buttons wait: the token call is one per
 * provider.
 */
export function TableList({ label, tables, pendingId, disabled = false, onOpen }: TableListProps) {
  const { t } = useTranslation(TV_BET_NAMESPACE);
  return (
    <List aria-label={label}>
      {tables.map((table) => (
        <ListRow
          key={table.id}
          label={table.name}
          description={table.description}
          trailing={
            <Button
              size="small"
              variant="outline"
              aria-label={t('liveTables.playTable', { name: table.name })}
              loading={pendingId === table.id}
              disabled={disabled || (pendingId !== undefined && pendingId !== table.id)}
              onClick={() => onOpen(table.id)}
            >
              {t('liveTables.play')}
            </Button>
          }
        />
      ))}
    </List>
  );
}
