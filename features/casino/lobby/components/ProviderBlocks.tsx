import { useTranslation } from 'react-i18next';
import { EmptyState, Stack } from '../../../../design-system/index.ts';
import { useBannedProviders } from '../../../core/brand/index.ts';
import type { TileActions } from '../../shared/components/useTileActions.ts';
import { useProviders } from '../api/useCatalogue.ts';
import { hasMoreProviders, PROVIDER_BLOCKS, shownProviders } from '../model/providerPaging.ts';
import * as styles from './lobby.css.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { ProviderBlock } from './ProviderBlock.tsx';
import { useProviderPaging } from './useProviderPaging.ts';

/**
 * The casino home's provider blocks: two at first, two more as the player scrolls to the end.
 * The first two ask for their games at once, before the provider list answers (the catalogue
 * lists providers in the spec's order), so the first screenful has no request waterfall.
 */
export function ProviderBlocks({ actions }: { actions: TileActions }) {
  const { t } = useTranslation('casinoLobby');
  const providers = useProviders();
  const banned = useBannedProviders();
  const listed = providers.providers?.map((summary) => summary.provider);
  const total = listed?.length ?? PROVIDER_BLOCKS.initial;
  const { count, sentinelRef } = useProviderPaging(total);

  if (providers.status === 'error') {
    return (
      <LoadFailure
        title={t('providerBlock.loadError')}
        error={providers.error}
        retry={providers.retry}
        retrying={providers.retrying}
      />
    );
  }
  if (listed?.length === 0) {
    return <EmptyState icon="casino" title={t('providerBlock.none')} />;
  }
  const names = new Map(providers.providers?.map((summary) => [summary.provider, summary.name]));
  return (
    <Stack space="xlarge">
      {shownProviders(listed, count, banned).map((provider) => (
        <ProviderBlock
          key={provider}
          provider={provider}
          name={names.get(provider)}
          actions={actions}
        />
      ))}
      {listed && hasMoreProviders(count, listed.length) ? (
        <div ref={sentinelRef} className={styles.sentinel} />
      ) : null}
    </Stack>
  );
}
