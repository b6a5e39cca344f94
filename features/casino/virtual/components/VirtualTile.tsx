import { Text, useDesignSystem } from '../../../../design-system/index.ts';
import * as styles from '../../shared/components/SlotTile.css.ts';
import type { VirtualGame } from '../model/virtualGame.ts';

/** How a tile opens its game: a page of the app, or an action (a session start). */
export type TileOpener =
  | { kind: 'link'; href: (game: VirtualGame) => string }
  | { kind: 'button'; onOpen: (game: VirtualGame) => void };

export interface VirtualTileProps {
  game: VirtualGame;
  opener: TileOpener;
  /** A tile of the first screenful loads its image at once; the rest load lazily. */
  priority?: boolean;
}

/** The providers' thumbnails are 400 × 300; the size is given so the page never shifts. */
const THUMB_WIDTH = 400;
const THUMB_HEIGHT = 300;

/**
 * A virtual game: its picture and name, as one link or button named by the game's name (what
 * the end-to-end tests and screen readers find it by). Same look as the casino's slot tiles.
 */
export function VirtualTile({ game, opener, priority = false }: VirtualTileProps) {
  const { linkComponent: RouterLink } = useDesignSystem();
  const face = (
    <>
      <img
        className={styles.image}
        src={game.imageUrl}
        alt=""
        width={THUMB_WIDTH}
        height={THUMB_HEIGHT}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
      <span className={styles.name}>
        <Text as="span" size="small" weight="medium" maxLines={1}>
          {game.name}
        </Text>
      </span>
    </>
  );
  return (
    <div className={styles.tile}>
      {opener.kind === 'link' ? (
        <RouterLink href={opener.href(game)} className={styles.opener}>
          {face}
        </RouterLink>
      ) : (
        <button type="button" className={styles.opener} onClick={() => opener.onOpen(game)}>
          {face}
        </button>
      )}
    </div>
  );
}
