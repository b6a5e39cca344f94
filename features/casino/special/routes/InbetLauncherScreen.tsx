import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useBrand } from '../../../core/brand/index.ts';
import { describeError, useErrorText } from '../../../core/errors/index.ts';
import { shortLanguageCode } from '../../../core/language.ts';
import { useSession } from '../../../core/session/index.ts';
import { useSettings } from '../../../core/settings/index.ts';
import { loadInbetLauncher, type LoadInbetLauncher } from '../launcher/inbetLauncher.ts';
import { inbetCoefficient, inbetGameIdOf, inbetLanguage } from '../model/inbet.ts';
import { SPECIAL_NAMESPACE } from '../model/namespace.ts';
import { isSafeBrandUrl } from '../model/safeUrl.ts';
import { InbetGame } from './InbetGame.tsx';
import { InbetLauncherView } from './InbetLauncherView.tsx';
import { useInbetLaunch, type ReadyInbetLaunch } from './useInbetLaunch.ts';

export interface InbetLauncherScreenProps {
  /** Loads the brand's launcher script; tests and stories pass a fake. @default a <script> in the head */
  loadLauncher?: LoadInbetLauncher;
}

/**
 * /slots/inbet/{gameId} (casino spec, sections 2 and 7): for a player, the token and the brand's
 * launcher script, then `InbetLauncher.init` into the page. The script comes only from
 * brand.integrations.inbet.scriptUrl, never from the token's answer; without it the game is not
 * available here. A guest is asked to sign in and makes no call.
 */
export default function InbetLauncherScreen({
  loadLauncher = loadInbetLauncher,
}: InbetLauncherScreenProps) {
  const { i18n } = useTranslation(SPECIAL_NAMESPACE);
  const { pathname } = useLocation();
  const { session } = useSession();
  const brand = useBrand();
  const errorText = useErrorText();
  const language = shortLanguageCode(i18n.language);
  const { settings, error: settingsError } = useSettings(language);
  // The launch whose init threw: it shows as failed until a retry brings another one.
  const [failedLaunch, setFailedLaunch] = useState<ReadyInbetLaunch>();

  const gameId = inbetGameIdOf(pathname);
  const configured = brand.integrations?.inbet?.scriptUrl;
  const scriptUrl = configured && isSafeBrandUrl(configured) ? configured : undefined;
  const playerId = session.status === 'player' ? session.user.id : 0;
  const { state, retry } = useInbetLaunch({
    enabled: playerId !== 0 && gameId !== undefined && scriptUrl !== undefined,
    game: gameId ?? '',
    lang: language,
    scriptUrl: scriptUrl ?? '',
    playerId,
    loadLauncher,
  });
  const initFailed = state === failedLaunch;

  const game = gameId ?? '';
  if (!scriptUrl) return <InbetLauncherView state="unavailable" game={game} />;
  if (gameId === undefined) return <InbetLauncherView state="notFound" game={game} />;
  if (session.status === 'guest') return <InbetLauncherView state="guest" game={game} />;
  // A launcher that threw in init is offered again like a script that did not load.
  if (initFailed) return <InbetLauncherView state="scriptFailed" game={game} onRetry={retry} />;
  if (state.status === 'tokenFailed') {
    return (
      <InbetLauncherView
        state="tokenFailed"
        game={game}
        message={errorText(describeError(state.error, 'casino'))}
        onRetry={retry}
      />
    );
  }
  if (state.status === 'scriptFailed') {
    return <InbetLauncherView state="scriptFailed" game={game} onRetry={retry} />;
  }
  // The coefficient waits for the settings; without them the default applies.
  if (state.status === 'loading' || (!settings && !settingsError)) {
    return <InbetLauncherView state="loading" game={game} />;
  }
  return (
    <InbetGame
      game={game}
      launch={state}
      coefficient={inbetCoefficient(settings?.inbetKf, state.token.currency)}
      language={inbetLanguage(i18n.language)}
      onFailed={setFailedLaunch}
    />
  );
}
