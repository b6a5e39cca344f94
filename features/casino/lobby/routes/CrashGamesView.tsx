import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Stack } from '../../../../design-system/index.ts';
import { CasinoMenu } from '../../shared/components/CasinoMenu.tsx';
import { GuestNotice, type GuestNoticeState } from '../components/GuestNotice.tsx';

export interface CrashGamesViewProps {
  /** The casino's sign-in message: shown to a guest, its place kept while checking. */
  guestMessage: GuestNoticeState;
  /** The crash games, page by page. */
  games: ReactNode;
}

/** /slots/crash-games: the crash games; a guest sees them (inert) under the sign-in message. */
export function CrashGamesView({ guestMessage, games }: CrashGamesViewProps) {
  const { t } = useTranslation('casinoLobby');
  return (
    <Stack space="large">
      <Heading level={1}>{t('crash.title')}</Heading>
      <CasinoMenu />
      <GuestNotice state={guestMessage} />
      {games}
    </Stack>
  );
}
