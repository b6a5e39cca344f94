import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  Heading,
  Icon,
  List,
  ListRow,
  Skeleton,
  Stack,
} from '../../../../design-system/index.ts';
import { CasinoMenu } from '../../shared/components/CasinoMenu.tsx';
import type { ProviderSummary } from '../api/catalogue.ts';
import { LoadFailure } from '../components/LoadFailure.tsx';
import { providerGamesPath } from '../model/paths.ts';

/** Rows shown while the list loads: about a phone's screenful. */
const PLACEHOLDER_ROWS = 8;

export interface ProvidersViewProps {
  status: 'loading' | 'error' | 'ready';
  providers: readonly ProviderSummary[];
  error: unknown;
  retry: () => void;
  retrying: boolean;
}

/** /slots/providers: every provider with its number of games, each opening its games. */
export function ProvidersView({ status, providers, error, retry, retrying }: ProvidersViewProps) {
  const { t } = useTranslation('casinoLobby');
  return (
    <Stack space="large">
      <Heading level={1}>{t('providers.title')}</Heading>
      <CasinoMenu />
      {status === 'loading' ? (
        <div aria-busy="true">
          <List aria-label={t('providers.title')}>
            {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
              <ListRow
                key={index}
                label={<Skeleton width="medium" />}
                description={<Skeleton width="small" />}
              />
            ))}
          </List>
        </div>
      ) : status === 'error' ? (
        <LoadFailure
          title={t('providers.loadError')}
          error={error}
          retry={retry}
          retrying={retrying}
        />
      ) : providers.length === 0 ? (
        <EmptyState icon="casino" title={t('providers.empty')} />
      ) : (
        <List aria-label={t('providers.title')}>
          {providers.map((provider) => (
            <ListRow
              key={provider.provider}
              href={providerGamesPath(provider.provider)}
              label={provider.name}
              description={t('providers.games', { count: provider.gameCount })}
              trailing={<Icon name="chevronRight" />}
            />
          ))}
        </List>
      )}
    </Stack>
  );
}
