import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useApi } from '../../core/api/index.ts';
import { openAuthModal } from '../../core/authModal/index.ts';
import { useBrand } from '../../core/brand/index.ts';
import { describeError, useErrorText } from '../../core/errors/index.ts';
import { useSession } from '../../core/session/index.ts';
import { bcTokenProvider } from '../api/tokens.ts';
import { useFreshToken } from '../api/useFreshToken.ts';
import { categoryOf } from '../model/address.ts';
import {
  bcPath,
  bcTokenRefreshMs,
  defaultBcCategory,
  isBcCategory,
  isPublicCategory,
} from '../model/bc.ts';
import { bcFrameSrc } from '../model/frameUrl.ts';
import { BcView, type BcViewState } from './BcView.tsx';

const signIn = () => openAuthModal('sign-in');

/**
 * /bc/{category}: the embedded sportsbook (casino-and-account spec, section 2). A player's frame
 * carries a token asked for on mount and renewed every hour; the renewed token changes the frame
 * address, which reloads the frame once an hour (the sportsbook reads its token only from its
 * address). Nothing else reloads it: the address is rebuilt from the same token, section and
 * language on every render. An unknown category redirects to /bc/prematch.
 */
export default function BcScreen() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation('sportsbooks');
  const api = useApi();
  const brand = useBrand();
  const { session } = useSession();
  const errorText = useErrorText();
  const category = categoryOf(pathname, 'bc');
  const player = session.status === 'player' ? session.user : null;
  const frameUrl = brand.integrations?.bc?.frameUrl;
  const frameSrc = (token?: string) =>
    isBcCategory(category) && frameUrl !== undefined
      ? bcFrameSrc({
          frameUrl,
          category,
          language: i18n.language,
          token,
          origin: window.location.origin,
        })
      : null;
  const available = frameSrc() !== null;
  // One token per player, shared by the three sections: switching section asks nothing.
  const tokenKey = player && available ? `sportsbooks/bc-token/${String(player.id)}` : null;
  const token = useFreshToken(tokenKey, () => bcTokenProvider.fetchToken(api), {
    refreshMs: bcTokenRefreshMs,
  });

  if (!isBcCategory(category)) return <Navigate to={bcPath(defaultBcCategory)} replace />;

  const publicSection = isPublicCategory(category);
  const failure = () => ({
    message: errorText(describeError(token.error, 'casino')),
    onRetry: () => void token.mutate(),
    retrying: token.isValidating,
  });
  let state: BcViewState;
  if (!available) {
    state = { status: 'unavailable' };
  } else if (session.status === 'checking') {
    state = { status: 'loading' };
  } else if (!player) {
    state = publicSection
      ? { status: 'frame', src: frameSrc() ?? '', notice: { kind: 'guest' } }
      : { status: 'signIn' };
  } else if (token.error !== undefined) {
    // A failed renewal leaves an expired token behind: never frame it. Live and pre-match still
    // show the events (as to a guest) under the failure; the history shows only the failure.
    state = publicSection
      ? { status: 'frame', src: frameSrc() ?? '', notice: { kind: 'error', ...failure() } }
      : { status: 'error', ...failure() };
  } else if (token.data) {
    state = { status: 'frame', src: frameSrc(token.data.token) ?? '' };
  } else {
    state = { status: 'loading' };
  }
  return <BcView category={category} state={state} onSignIn={signIn} />;
}
