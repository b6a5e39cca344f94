import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../../design-system/index.ts';
import type { FeedItem } from '../api/feedTypes.ts';
import { useFavourites } from '../favourites/useFavourites.ts';

export interface FavouriteStarProps {
  event: Pick<FeedItem, 'id' | 'startDate' | 'team1' | 'team2' | 'status'>;
}

/**
 * The favourite star of an event row: its own component, so a list change redraws stars only,
 * and memoised, so a row redrawn for new prices leaves it alone (rows pass a stable `event`).
 */
export const FavouriteStar = memo(function FavouriteStar({ event }: FavouriteStarProps) {
  const { t } = useTranslation('sports');
  const { isFavourite, toggle } = useFavourites();
  const favourite = isFavourite(event.id);
  return (
    <IconButton
      icon={favourite ? 'starFilled' : 'star'}
      label={t('favourite.toggle', { teams: `${event.team1} - ${event.team2}` })}
      pressed={favourite}
      variant="ghost"
      onClick={() => void toggle(event)}
    />
  );
});
