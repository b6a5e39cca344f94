import { Skeleton } from '../../../../design-system/index.ts';
import * as styles from '../../shared/components/SlotTile.css.ts';
import type { VirtualGame } from '../model/virtualGame.ts';
import { VirtualTile, type TileOpener } from './VirtualTile.tsx';

export interface VirtualGridProps {
  games: readonly VirtualGame[];
  opener: TileOpener;
  /** Names the list (the end-to-end tests find the tiles inside it). */
  label: string;
  /** Placeholder tiles of the tiles' shape while the list loads. */
  loading?: boolean;
  /** @default 6 */
  placeholderCount?: number;
  /** The first tiles load their images at once. @default 4 */
  priorityCount?: number;
}

/** Virtual games two to a row, as a named list. */
export function VirtualGrid({
  games,
  opener,
  label,
  loading = false,
  placeholderCount = 6,
  priorityCount = 4,
}: VirtualGridProps) {
  if (loading) {
    return (
      <ul className={styles.grid} aria-label={label} aria-busy="true">
        {Array.from({ length: placeholderCount }, (_, index) => (
          <li key={index} className={styles.tile}>
            <div className={styles.placeholder} />
            <span className={styles.name}>
              <Skeleton width="medium" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {games.map((game, index) => (
        <li key={game.id}>
          <VirtualTile game={game} opener={opener} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
