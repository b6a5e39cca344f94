import { useTranslation } from 'react-i18next';
import { useBrand } from '../../core/brand/index.ts';
import type { NoticeMessage } from '../../core/notifications/index.ts';
import { useSession } from '../../core/session/index.ts';
import { useTvBetToken } from '../api/useTvBetToken.ts';
import { integrationFailureMessage } from '../model/failure.ts';
import { frameOrigin, tvBetFrameSrc } from '../model/frameAddress.ts';
import { TV_BET_NAMESPACE } from '../model/namespace.ts';
import { TvBetView } from './TvBetView.tsx';

/**
 * /tv-bet (casino spec, section 2): the brand's TV-betting frame in the interface language. A
 * player's token and the client id come from GenToken on mount; a guest sees the frame without
 * them and is asked to log in to bet. The frame talks to the page through postMessage
 * (TvBetFrame).
 */
export default function TvBetScreen() {
  const { t, i18n } = useTranslation(TV_BET_NAMESPACE);
  const brand = useBrand();
  const { session } = useSession();
  const frameUrl = brand.integrations?.tvbet?.frameUrl;
  const token = useTvBetToken(frameUrl !== undefined);

  if (frameUrl === undefined) return <TvBetView state="unavailable" />;
  const appOrigin = window.location.origin;
  const origin = frameOrigin(frameUrl, appOrigin);
  const language = i18n.language;

  if (session.status === 'checking') return <TvBetView state="loading" />;
  if (session.status === 'guest') {
    return (
      <TvBetView
        state="guest"
        frame={{ src: tvBetFrameSrc(frameUrl, appOrigin, { language }), origin }}
      />
    );
  }
  if (token.error !== undefined) {
    const message: NoticeMessage = integrationFailureMessage(token.error);
    return (
      <TvBetView
        state="failed"
        message={
          'text' in message
            ? message.text
            : t(message.key, { ns: message.ns ?? 'errors', ...message.values })
        }
        onRetry={() => void token.mutate()}
        retrying={token.isValidating}
      />
    );
  }
  if (token.data === undefined) return <TvBetView state="loading" />;
  const { clientId } = token.data;
  return (
    <TvBetView
      state="player"
      frame={{
        src: tvBetFrameSrc(frameUrl, appOrigin, { language, clientId, token: token.data.token }),
        origin,
      }}
    />
  );
}
