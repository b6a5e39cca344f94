import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useApi } from '../../core/api/index.ts';
import { openAuthModal } from '../../core/authModal/index.ts';
import { useBrand } from '../../core/brand/index.ts';
import { describeError, useErrorText } from '../../core/errors/index.ts';
import { useSession } from '../../core/session/index.ts';
import { digitainTokenProvider } from '../api/tokens.ts';
import { useFreshToken } from '../api/useFreshToken.ts';
import { categoryOf } from '../model/address.ts';
import { digsportRoute } from '../model/digsport.ts';
import { digsportFrameSrc, frameBase } from '../model/frameUrl.ts';
import { DigsportView, type DigsportViewState } from './DigsportView.tsx';

const signIn = () => openAuthModal('sign-in');

/**
 * /digsport and /digsport/{category}: the digital sportsbook, booted with a token, the interface
 * language and an initial route (home, live or history; /digsport and anything unknown: home).
 *
 * Re-initialisation ("the page reloads once to reinitialise", spec section 2): one boot belongs to
 * one player and one route. The token is keyed by both, so when the address's route changes or
 * the player signs in or out, a fresh token is fetched and the frame loads once more with the new
 * address (its React key is the address). Between those moments nothing re-asks or reloads:
 * plain re-renders rebuild the same address, and the token is not renewed on focus. A language
 * switch keeps the token and reloads the frame once in the new language. Guests ask nothing:
 * without a token the sportsbook cannot boot, so they get the sign-in prompt instead of a frame.
 */
export default function DigsportScreen() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation('sportsbooks');
  const api = useApi();
  const brand = useBrand();
  const { session } = useSession();
  const errorText = useErrorText();
  const route = digsportRoute(categoryOf(pathname, 'digsport'));
  const player = session.status === 'player' ? session.user : null;
  const frameUrl = brand.integrations?.digitain?.frameUrl;
  const available = frameUrl !== undefined && frameBase(frameUrl, window.location.origin) !== null;
  const bootKey =
    player && available ? `sportsbooks/digitain-token/${String(player.id)}/${route}` : null;
  const token = useFreshToken(bootKey, () =>
    digitainTokenProvider.fetchToken(api, { partnerName: brand.id }),
  );

  let state: DigsportViewState;
  if (!frameUrl || !available) {
    state = { status: 'unavailable' };
  } else if (session.status === 'checking') {
    state = { status: 'loading' };
  } else if (!player) {
    state = { status: 'signIn' };
  } else if (token.error !== undefined) {
    state = {
      status: 'error',
      message: errorText(describeError(token.error, 'casino')),
      onRetry: () => void token.mutate(),
      retrying: token.isValidating,
    };
  } else if (token.data) {
    const src = digsportFrameSrc({
      frameUrl,
      token: token.data.token,
      language: i18n.language,
      route,
      origin: window.location.origin,
    });
    state = src ? { status: 'frame', src } : { status: 'unavailable' };
  } else {
    state = { status: 'loading' };
  }
  return <DigsportView route={route} state={state} onSignIn={signIn} />;
}
