import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Heading, Stack, Tabs } from '../../../../design-system/index.ts';
import { CasinoMenu } from '../../shared/components/CasinoMenu.tsx';
import { PROVIDERS_PATH } from '../model/paths.ts';

export type ProviderGamesTab = 'all' | 'favourites';

export interface ProviderGamesViewProps {
  /** The provider's display name (its address value until the provider list answers). */
  name: string;
  /** The provider list answered without it (or the address names none). */
  unknown: boolean;
  tab: ProviderGamesTab;
  onTab: (tab: ProviderGamesTab) => void;
  /** The provider's games, page by page. */
  games: ReactNode;
  /** The player's favourites of this provider. */
  favourites: ReactNode;
}

/**
 * /slots/provider-games?sP={provider}: one provider's games with a favourites tab (spec,
 * section 2); the horse race is provider "Universal Race". An unknown provider leads back to the
 * provider list.
 */
export function ProviderGamesView({
  name,
  unknown,
  tab,
  onTab,
  games,
  favourites,
}: ProviderGamesViewProps) {
  const { t } = useTranslation('casinoLobby');
  return (
    <Stack space="large">
      <Heading level={1}>{unknown ? t('providerGames.unknownTitle') : name}</Heading>
      <CasinoMenu />
      {unknown ? (
        <EmptyState
          icon="casino"
          title={t('providerGames.unknown')}
          description={t('providerGames.unknownHint')}
          action={<Button href={PROVIDERS_PATH}>{t('providerGames.allProviders')}</Button>}
        />
      ) : (
        <Tabs.Root value={tab} onValueChange={(value) => onTab(value as ProviderGamesTab)}>
          <Stack space="medium">
            <Tabs.List aria-label={t('providerGames.tabs', { name })} fullWidth>
              <Tabs.Trigger value="all">{t('providerGames.all')}</Tabs.Trigger>
              <Tabs.Trigger value="favourites">{t('providerGames.favourites')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="all">{games}</Tabs.Content>
            <Tabs.Content value="favourites">{favourites}</Tabs.Content>
          </Stack>
        </Tabs.Root>
      )}
    </Stack>
  );
}
