import { useTranslation } from 'react-i18next';
import {
  Box,
  EmptyState,
  ErrorState,
  Skeleton,
  Stack,
  VisuallyHidden,
} from '../../../design-system/index.ts';
import { TV_BET_NAMESPACE } from '../model/namespace.ts';
import { TableList, type LiveTableRow } from './TableList.tsx';

/** The fiable list as the section shows it (its call needs a signed-in player). */
export type FiableListState =
  | { status: 'loading' }
  | { status: 'failed'; message: string; retrying: boolean }
  | { status: 'ready'; tables: readonly LiveTableRow[] };

export interface FiableTablesProps {
  state: FiableListState;
  pendingId?: string;
  onOpen: (tableId: string) => void;
  onRetry: () => void;
}

/** Fiable's tables from its list call: placeholders, the failure with a retry, none, or the list. */
export function FiableTables({ state, pendingId, onOpen, onRetry }: FiableTablesProps) {
  const { t } = useTranslation(TV_BET_NAMESPACE);
  if (state.status === 'loading') {
    return (
      <Box aria-busy="true">
        <VisuallyHidden>{t('liveTables.fiable.loading')}</VisuallyHidden>
        <Stack space="small">
          <Skeleton shape="rect" />
          <Skeleton shape="rect" />
          <Skeleton shape="rect" />
        </Stack>
      </Box>
    );
  }
  if (state.status === 'failed') {
    return (
      <ErrorState
        titleLevel={4}
        title={t('liveTables.fiable.failed')}
        description={state.message}
        onRetry={onRetry}
        retryLabel={t('liveTables.fiable.retry')}
        retrying={state.retrying}
      />
    );
  }
  if (state.tables.length === 0) {
    return <EmptyState titleLevel={4} icon="casino" title={t('liveTables.fiable.empty')} />;
  }
  return (
    <TableList
      label={t('liveTables.fiable.listLabel')}
      tables={state.tables}
      pendingId={pendingId}
      onOpen={onOpen}
    />
  );
}
