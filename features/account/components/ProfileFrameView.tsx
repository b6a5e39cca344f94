import type { ReactNode } from 'react';
import { Box, Stack } from '../../../design-system/index.ts';
import type { TopUpTarget } from '../../core/brand/index.ts';
import type { Balance } from '../../core/session/index.ts';
import { profileMenuEntries, type ProfileMenuEntry } from '../model/profileMenu.ts';
import type { MoneyFormat } from './money.ts';
import { ProfileMenu } from './ProfileMenu.tsx';
import { ProfileSummary } from './ProfileSummary.tsx';

const withdrawalHref =
  profileMenuEntries.find((entry) => entry.id === 'withdrawal')?.href ?? '/profile/withdrawal';

export interface ProfileFrameViewProps {
  playerId: number;
  balance: Balance | undefined;
  money: MoneyFormat;
  topUp: TopUpTarget;
  entries: readonly ProfileMenuEntry[];
  currentId: string | undefined;
  onExit: () => void;
  exiting?: boolean;
  /** The profile page. */
  children: ReactNode;
}

/** Summary, menu, then the page: what every /profile/* page shows on a phone (spec, section 2). */
export function ProfileFrameView({
  playerId,
  balance,
  money,
  topUp,
  entries,
  currentId,
  onExit,
  exiting,
  children,
}: ProfileFrameViewProps) {
  return (
    // The page margins every screen sits in (the shell's main area has none of its own).
    <Box paddingX="gutter" paddingY="large">
      <Stack space="medium">
        <ProfileSummary
          playerId={playerId}
          balance={balance}
          money={money}
          topUp={topUp}
          withdrawalHref={withdrawalHref}
        />
        <ProfileMenu
          entries={entries}
          currentId={currentId}
          topUp={topUp}
          onExit={onExit}
          exiting={exiting}
        />
        {children}
      </Stack>
    </Box>
  );
}
