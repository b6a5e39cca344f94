import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../../design-system/index.ts';
import { useProviders } from '../api/useCatalogue.ts';
import { FavouriteGames } from '../components/FavouriteGames.tsx';
import { PagedGames } from '../components/PagedGames.tsx';
import { useTileActions } from '../../shared/components/useTileActions.ts';
import { PROVIDER_PARAM } from '../model/paths.ts';
import { ProviderGamesView, type ProviderGamesTab } from './ProviderGamesView.tsx';

/** The provider's tiles in view at once. */
const PRIORITY_TILES = 4;

/**
 * /slots/provider-games?sP={provider}: the provider's games (asked for at once, beside the
 * provider list that names it) and the player's favourites of it.
 */
export default function ProviderGamesScreen() {
  const { t } = useTranslation('casinoLobby');
  const [params] = useSearchParams();
  const provider = params.get(PROVIDER_PARAM)?.trim() ?? '';
  const [tab, setTab] = useState<ProviderGamesTab>('all');
  const actions = useTileActions();
  const providers = useProviders();
  const summary = providers.providers?.find(
    (candidate) => candidate.provider.toLowerCase() === provider.toLowerCase(),
  );
  const unknown = provider === '' || (providers.status === 'ready' && !summary);
  const name = summary?.name ?? provider;
  return (
    <ProviderGamesView
      name={name}
      unknown={unknown}
      tab={tab}
      onTab={setTab}
      games={
        <PagedGames
          filter={{ category: 'all', provider, search: '' }}
          enabled={provider !== ''}
          actions={actions}
          label={name}
          priorityCount={PRIORITY_TILES}
          empty={<EmptyState icon="casino" title={t('providerGames.empty')} titleLevel={2} />}
        />
      }
      favourites={
        <FavouriteGames
          actions={actions}
          label={t('providerGames.favouritesOf', { name })}
          provider={provider}
          emptyTitle={t('providerGames.noFavourites', { name })}
          titleLevel={2}
        />
      }
    />
  );
}
