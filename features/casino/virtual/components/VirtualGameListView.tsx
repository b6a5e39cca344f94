import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  ErrorState,
  Stack,
  type HeadingLevel,
} from '../../../../design-system/index.ts';
import { describeError, useErrorText } from '../../../core/errors/index.ts';
import type { VirtualGameList } from '../api/useVirtualGames.ts';
import { VIRTUAL_NAMESPACE } from '../model/paths.ts';
import type { TileOpener } from './VirtualTile.tsx';
import * as styles from './virtual.css.ts';
import { VirtualGrid } from './VirtualGrid.tsx';

export interface VirtualGameListViewProps {
  list: VirtualGameList;
  opener: TileOpener;
  /** The list's accessible name. */
  label: string;
  /** Heading level of the empty and error messages, under the page's outline. @default 2 */
  titleLevel?: HeadingLevel;
  /** Tiles shown (paging); every game when absent. */
  count?: number;
  /** The end-of-list sentinel, rendered while more games remain. */
  sentinelRef?: (element: HTMLElement | null) => void;
  /** @default 6 */
  placeholderCount?: number;
}

/** A provider's games in each of the list's states: placeholders, failure with retry, empty, tiles. */
export function VirtualGameListView({
  list,
  opener,
  label,
  titleLevel = 2,
  count,
  sentinelRef,
  placeholderCount,
}: VirtualGameListViewProps) {
  const { t } = useTranslation(VIRTUAL_NAMESPACE);
  const errorText = useErrorText();
  if (list.status === 'loading') {
    return (
      <VirtualGrid
        games={[]}
        opener={opener}
        label={label}
        loading
        placeholderCount={placeholderCount}
      />
    );
  }
  if (list.status === 'error') {
    return (
      <ErrorState
        titleLevel={titleLevel}
        title={t('list.errorTitle')}
        description={errorText(describeError(list.error, 'casino'))}
        onRetry={list.retry}
        retryLabel={t('list.retry')}
        retrying={list.retrying}
      />
    );
  }
  if (list.games.length === 0) {
    return (
      <EmptyState
        titleLevel={titleLevel}
        icon="search"
        title={t('list.emptyTitle')}
        description={t('list.emptyDescription')}
      />
    );
  }
  const shown = count === undefined ? list.games : list.games.slice(0, count);
  return (
    <Stack space="none">
      <VirtualGrid games={shown} opener={opener} label={label} />
      {sentinelRef && shown.length < list.games.length ? (
        <div ref={sentinelRef} className={styles.sentinel} />
      ) : null}
    </Stack>
  );
}
