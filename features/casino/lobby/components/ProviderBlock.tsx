import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Inline, Stack, Text } from '../../../../design-system/index.ts';
import type { TileActions } from '../../shared/components/useTileActions.ts';
import { providerBlockFilter } from '../api/preload.ts';
import { useGamesPage } from '../api/useCatalogue.ts';
import { providerGamesPath } from '../model/paths.ts';
import { PROVIDER_BLOCKS } from '../model/providerPaging.ts';
import { GameListView, type GameListState } from './GameListView.tsx';

export interface ProviderBlockViewProps {
  provider: string;
  /**
   * The provider's display name; unknown until the provider list answers, when the block shows
   * the provider's id in its place and placeholder tiles (the row keeps its height).
   */
  name: string | undefined;
  list: GameListState;
  actions: TileActions;
}

/** One provider on the casino home: its name, up to six games and a link to all of them. */
export function ProviderBlockView({ provider, name, list, actions }: ProviderBlockViewProps) {
  const { t } = useTranslation('casinoLobby');
  const headingId = useId();
  const loading = name === undefined || list.status === 'loading';
  const title = name ?? provider;
  return (
    <Stack as="section" space="small" aria-labelledby={headingId}>
      <Inline align="spaceBetween" alignY="center" noWrap>
        <Heading level={2} id={headingId} truncate>
          {title}
        </Heading>
        {/* A button-sized link: a finger's whole touch target beside the heading. */}
        <Button
          href={providerGamesPath(provider)}
          variant="ghost"
          size="small"
          aria-label={t('providerBlock.seeAllOf', { name: title })}
        >
          {t('providerBlock.seeAll')}
        </Button>
      </Inline>
      <GameListView
        list={loading ? { ...list, status: 'loading' } : list}
        actions={actions}
        label={title}
        placeholderCount={PROVIDER_BLOCKS.gamesPerBlock}
        empty={<Text tone="secondary">{t('providerBlock.empty')}</Text>}
        titleLevel={3}
      />
    </Stack>
  );
}

export interface ProviderBlockProps {
  provider: string;
  name: string | undefined;
  actions: TileActions;
}

/** A provider block that loads its six games (asked for even before the name is known). */
export function ProviderBlock({ provider, name, actions }: ProviderBlockProps) {
  const list = useGamesPage(providerBlockFilter(provider), PROVIDER_BLOCKS.gamesPerBlock);
  return <ProviderBlockView provider={provider} name={name} list={list} actions={actions} />;
}
