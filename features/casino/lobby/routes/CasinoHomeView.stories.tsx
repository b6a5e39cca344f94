import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { Card, Text } from '../../../../design-system/index.ts';
import type { TileActions } from '../../shared/components/useTileActions.ts';
import { lobbyGames } from '../testing/fixtures.ts';
import { withLobbyFixture } from '../testing/storyFixture.tsx';
import { CasinoHomeView, type CasinoHomeViewProps } from './CasinoHomeView.tsx';

const actions: TileActions = {
  guest: false,
  favourite: (game) => game.id === 101,
  busy: () => false,
  toggleFavourite: () => {},
  openAsGuest: () => {},
};

/** The view with three quick links, labelled in the story's language as the app labels them. */
function CasinoHomeViewStory(props: Omit<CasinoHomeViewProps, 'quickLinks'>) {
  const { t } = useTranslation('casinoLobby');
  const quickLinks = [
    { id: 'sport1', href: '/line/top-events', label: t('quickLinks.sport1') },
    { id: 'casino', href: '/slots/main', label: t('quickLinks.casino') },
    { id: 'liveCasino', href: '/casinolive/main', label: t('quickLinks.liveCasino') },
  ];
  return <CasinoHomeView {...props} quickLinks={quickLinks} />;
}

const meta = {
  title: 'Casino/Lobby/CasinoHomeView',
  component: CasinoHomeViewStory,
  decorators: [withLobbyFixture],
  args: {
    guestMessage: 'none',
    best: {
      status: 'ready',
      games: lobbyGames.filter((game) => game.isDefault),
      error: undefined,
      retry: fn(),
      retrying: false,
    },
    actions,
    searchText: '',
    onSearchChange: fn(),
    onSearch: fn(),
    categories: ['all', 'crash', 'popular', 'favorite', 'slot-machines', 'card-games'],
    category: 'all',
    onCategory: fn(),
    content: null,
  },
} satisfies Meta<typeof CasinoHomeViewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The view alone, as the container composes it. */
export const View: Story = {};

/** Where the jackpots feature's block goes (the lead plugs it in): under the quick links. */
export const WithJackpots: Story = {
  args: {
    jackpots: (
      <Card tone="sunken" padding="medium">
        <Text>Jackpots</Text>
      </Card>
    ),
  },
};

/** The best games' placeholders. */
export const BestGamesLoading: Story = {
  args: {
    guestMessage: 'shown',
    best: { status: 'loading', games: [], error: undefined, retry: fn(), retrying: false },
  },
};
