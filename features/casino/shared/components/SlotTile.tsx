import { useTranslation } from 'react-i18next';
import { IconButton, Text, useDesignSystem } from '../../../../design-system/index.ts';
import { gamePath, type SlotGame } from '../model/slotGame.ts';
import * as styles from './SlotTile.css.ts';
import type { TileActions } from './useTileActions.ts';

export interface SlotTileProps {
  game: SlotGame;
  actions: TileActions;
  /**
   * A tile in the first screenful: its image loads at once instead of lazily, since it is what
   * the player sees first (and the page's largest paint).
   */
  priority?: boolean;
}

/** The platform's thumbnails are 320 × 240; the size is given so the page never shifts. */
const THUMB_WIDTH = 320;
const THUMB_HEIGHT = 240;

/**
 * A game of a casino list (spec, section 2): its picture and name open the game for a player; for
 * a guest the tile is inert and says that signing in is needed. The star adds or removes it from
 * the favourites.
 */
export function SlotTile({ game, actions, priority = false }: SlotTileProps) {
  const { t } = useTranslation('casino');
  const { linkComponent: RouterLink } = useDesignSystem();
  const favourite = actions.favourite(game);
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
          {game.gameName}
        </Text>
      </span>
    </>
  );
  return (
    <div className={styles.tile}>
      {actions.guest ? (
        <button
          type="button"
          className={styles.opener}
          onClick={actions.openAsGuest}
          aria-label={t('tile.openGuest', { name: game.gameName })}
        >
          {face}
        </button>
      ) : (
        <RouterLink
          href={gamePath(game)}
          className={styles.opener}
          aria-label={t('tile.open', { name: game.gameName })}
        >
          {face}
        </RouterLink>
      )}
      <span className={styles.star}>
        <IconButton
          icon={favourite ? 'starFilled' : 'star'}
          label={t('tile.favourite', { name: game.gameName })}
          pressed={favourite}
          variant="solid"
          size="small"
          disabled={actions.busy(game)}
          onClick={() => actions.toggleFavourite(game)}
        />
      </span>
    </div>
  );
}
