import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Stack } from '../../../../design-system/index.ts';
import { CasinoMenu } from '../../shared/components/CasinoMenu.tsx';
import { CategoryFilters } from '../components/CategoryFilters.tsx';
import { GuestNotice, type GuestNoticeState } from '../components/GuestNotice.tsx';
import type { LobbyCategory } from '../model/categories.ts';

export interface LobbyViewProps {
  /** The casino's sign-in message near the top: shown to a guest, its place kept while checking. */
  guestMessage: GuestNoticeState;
  categories: readonly LobbyCategory[];
  category: LobbyCategory;
  onCategory: (category: LobbyCategory) => void;
  /** The chosen category's games, or the favourites. */
  content: ReactNode;
}

/** The slots lobby (/slots/main, /slots/main?sF=1, /slots/*): menu, filters and a paged grid. */
export function LobbyView({
  guestMessage,
  categories,
  category,
  onCategory,
  content,
}: LobbyViewProps) {
  const { t } = useTranslation('casinoLobby');
  return (
    <Stack space="large">
      <Heading level={1}>{t('lobby.title')}</Heading>
      <CasinoMenu />
      <GuestNotice state={guestMessage} />
      <CategoryFilters categories={categories} current={category} onSelect={onCategory} />
      {content}
    </Stack>
  );
}
