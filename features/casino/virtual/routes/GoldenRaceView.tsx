import { useTranslation } from 'react-i18next';
import { Heading, Stack } from '../../../../design-system/index.ts';
import { CasinoMenu } from '../../shared/components/CasinoMenu.tsx';
import { GuestCasinoMessage } from '../../shared/components/GuestCasinoMessage.tsx';
import type { VirtualGameList } from '../api/useVirtualGames.ts';
import { VirtualGameListView } from '../components/VirtualGameListView.tsx';
import { goldenRaceGamePath, VIRTUAL_NAMESPACE } from '../model/paths.ts';
import type { TileOpener } from '../components/VirtualTile.tsx';

export interface GoldenRaceViewProps {
  viewer: 'checking' | 'guest' | 'player';
  list: VirtualGameList;
}

/** Each racing tile opens its game page, which starts the game. */
export const racingOpener: TileOpener = {
  kind: 'link',
  href: (game) => goldenRaceGamePath(game.id),
};

/** /virtual-games/golden-race: the racing simulation's lobby, every game as a tile. */
export function GoldenRaceView({ viewer, list }: GoldenRaceViewProps) {
  const { t } = useTranslation(VIRTUAL_NAMESPACE);
  return (
    <Stack space="large">
      <CasinoMenu />
      <Heading level={1}>{t('goldenRace.title')}</Heading>
      {viewer === 'guest' ? (
        <GuestCasinoMessage />
      ) : (
        <VirtualGameListView
          list={viewer === 'checking' ? { ...list, status: 'loading' } : list}
          opener={racingOpener}
          label={t('goldenRace.listLabel')}
          placeholderCount={10}
        />
      )}
    </Stack>
  );
}
