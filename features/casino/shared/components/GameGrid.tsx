import { Skeleton } from '../../../../design-system/index.ts';
import { favouriteKey, type SlotGame } from '../model/slotGame.ts';
import * as styles from './SlotTile.css.ts';
import { SlotTile } from './SlotTile.tsx';
import type { TileActions } from './useTileActions.ts';

export interface GameGridProps {
  games: readonly SlotGame[];
  actions: TileActions;
  /** Shows placeholder tiles of the loaded tiles' shape (so nothing moves when they arrive). */
  loading?: boolean;
  /** How many placeholders while loading. @default 6 */
  placeholderCount?: number;
  /** The first tiles load their images at once (the first screenful). @default 0 */
  priorityCount?: number;
  /** Names the list for assistive technology when the page has several. */
  label?: string;
}

/** Games two to a row, as a list. */
export function GameGrid({
  games,
  actions,
  loading = false,
  placeholderCount = 6,
  priorityCount = 0,
  label,
}: GameGridProps) {
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
        <li key={favouriteKey(game)}>
          <SlotTile game={game} actions={actions} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
