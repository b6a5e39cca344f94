import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { topUpTarget, useBrand } from '../../core/brand/index.ts';
import { useSession } from '../../core/session/index.ts';
import { currentProfileEntry, visibleProfileEntries } from '../model/profileMenu.ts';
import { moneyFormat } from './money.ts';
import { ProfileFrameView } from './ProfileFrameView.tsx';

/**
 * The host's `profileFrame` slot: wraps every /profile/* page in the player's summary and the
 * profile menu. The host only renders profile pages for a player; anything else gets the bare page.
 */
export default function ProfileFrame({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation('account');
  const { session, blocklist, actions } = useSession();
  const brand = useBrand();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [exiting, setExiting] = useState(false);

  const entries = useMemo(
    () =>
      visibleProfileEntries({
        features: { ...brand.features },
        banned: new Set<string>([...(brand.bannedProviders ?? []), ...blocklist]),
      }),
    [brand.features, brand.bannedProviders, blocklist],
  );

  if (session.status !== 'player') return <>{children}</>;

  const currency = session.user.currency || brand.currencies.default;
  const exit = async () => {
    setExiting(true);
    await actions.logout();
    await navigate('/', { replace: true });
  };

  return (
    <ProfileFrameView
      playerId={session.user.id}
      balance={session.balance}
      money={moneyFormat(currency, i18n.language, brand.currencies.symbols)}
      topUp={topUpTarget(currency, brand.support)}
      entries={entries}
      currentId={currentProfileEntry(pathname, entries)}
      onExit={() => void exit()}
      exiting={exiting}
    >
      {children}
    </ProfileFrameView>
  );
}
