import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Heading, Stack } from '../../../../design-system/index.ts';
import { openAuthModal } from '../../../core/authModal/index.ts';
import { useErrorText } from '../../../core/errors/index.ts';
import { EventRow } from '../../shared/components/EventRow.tsx';
import { OddsFormatSwitcher } from '../../shared/components/OddsFormatSwitcher.tsx';
import type { Loadable } from '../api/loadable.ts';
import { LoadFailure } from '../components/LoadFailure.tsx';
import { LoadingList } from '../components/LoadingList.tsx';
import { SportSections } from '../components/SportSections.tsx';
import { useTourneyToggles } from '../components/useTourneyToggles.ts';
import { TOP_EVENTS_PATH } from '../model/linePath.ts';
import type { ArrangedFavourites } from '../model/favourites.ts';

export interface FavouritesViewProps {
  /** A guest has no favourites: they are asked to log in (spec: needAuth). */
  guest: boolean;
  favourites: Loadable<ArrangedFavourites>;
}

function FavouriteLists({ favourites }: { favourites: ArrangedFavourites }) {
  const { t } = useTranslation('line');
  const ids = useMemo(
    () => favourites.active.flatMap((sport) => sport.tourneys.map((tourney) => tourney.id)),
    [favourites.active],
  );
  const toggles = useTourneyToggles(ids);
  return (
    <Stack space="large">
      <SportSections sports={favourites.active} toggles={toggles} />
      {favourites.finished.length > 0 ? (
        <Stack as="section" space="small" aria-labelledby="line-favourites-finished">
          <Heading level={2} id="line-favourites-finished">
            {t('favourites.finished')}
          </Heading>
          <Stack space="none">
            {favourites.finished.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}

function GuestNotice() {
  const { t } = useTranslation('line');
  const errorText = useErrorText();
  return (
    <EmptyState
      icon="star"
      title={t('favourites.guestTitle')}
      description={errorText({ key: 'notice.needAuth' })}
      action={<Button onClick={() => openAuthModal('sign-in')}>{t('favourites.logIn')}</Button>}
    />
  );
}

/** Favourites (spec, section 2): events by sport and tourney, earliest first, finished apart. */
export function FavouritesView({ guest, favourites }: FavouritesViewProps) {
  const { t } = useTranslation('line');
  const isEmpty =
    favourites.status === 'ready' &&
    favourites.data.active.length === 0 &&
    favourites.data.finished.length === 0;
  return (
    <Stack space="large">
      <Heading level={1}>{t('favourites.title')}</Heading>
      {guest ? <GuestNotice /> : null}
      {!guest && favourites.status !== 'error' ? <OddsFormatSwitcher /> : null}
      {!guest && favourites.status === 'loading' ? (
        <LoadingList label={t('state.loading')} rows={3} />
      ) : null}
      {!guest && favourites.status === 'error' ? (
        <LoadFailure
          title={t('favourites.loadError')}
          error={favourites.error}
          retry={favourites.retry}
          retrying={favourites.retrying}
        />
      ) : null}
      {!guest && isEmpty ? (
        <EmptyState
          icon="star"
          title={t('favourites.empty')}
          description={t('favourites.emptyHint')}
          action={<Button href={TOP_EVENTS_PATH}>{t('favourites.browse')}</Button>}
        />
      ) : null}
      {!guest && favourites.status === 'ready' && !isEmpty ? (
        <FavouriteLists favourites={favourites.data} />
      ) : null}
    </Stack>
  );
}
