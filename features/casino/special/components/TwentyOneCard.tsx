import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeadingLevel } from '../../../../design-system/index.ts';
import { useApi } from '../../../core/api/index.ts';
import { useBrand } from '../../../core/brand/index.ts';
import { useErrorText } from '../../../core/errors/index.ts';
import { formatMoney } from '../../../core/format/index.ts';
import { notify } from '../../../core/notifications/index.ts';
import { useSession } from '../../../core/session/index.ts';
import { useProviderContext } from '../api/providerContext.ts';
import { SPECIAL_NAMESPACE } from '../model/namespace.ts';
import { DEFAULT_BET_LIMITS, twentyOneFailure } from '../model/twentyOne.ts';
import { TWENTY_ONE_GAME_ID, twentyOneProvider } from '../providers/twentyOne.ts';
import { TwentyOneCardView } from './TwentyOneCardView.tsx';

export interface TwentyOneCardProps {
  /**
   * Takes the browser to the twenty-one page; tests and stories pass their own.
   * @default window.location.assign
   */
  navigate?: (url: string) => void;
  /** The card's heading level in the page's outline. @default 2 */
  headingLevel?: HeadingLevel;
}

const assignLocation = (url: string) => window.location.assign(url);

/**
 * Twenty-one (casino spec, sections 2 and 7): 'Jugar' asks the platform for the player's session
 * and sends the browser to the external page. A failure shows the server's own message and the
 * button works again; a guest is asked to sign in and makes no call.
 */
export function TwentyOneCard({ navigate = assignLocation, headingLevel }: TwentyOneCardProps) {
  const { i18n } = useTranslation(SPECIAL_NAMESPACE);
  const api = useApi();
  const brand = useBrand();
  const { session } = useSession();
  const context = useProviderContext();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // The state renders the spinner; the ref also stops a second tap in the same tick.
  const running = useRef(false);

  const currency = session.status === 'player' ? session.user.currency : brand.currencies.default;
  const money = (amount: number) =>
    formatMoney(amount, currency, i18n.language, { symbols: brand.currencies.symbols });

  const play = async () => {
    if (running.current || session.status !== 'player') return;
    running.current = true;
    setBusy(true);
    setError(undefined);
    try {
      navigate(await twentyOneProvider.launch(api, { gameId: TWENTY_ONE_GAME_ID }, context));
    } catch (failure) {
      const message = errorText(twentyOneFailure(failure));
      setError(message);
      notify({ type: 'error', message: { text: message } });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <TwentyOneCardView
      access={session.status}
      minBet={money(DEFAULT_BET_LIMITS.min)}
      maxBet={money(DEFAULT_BET_LIMITS.max)}
      busy={busy}
      error={error}
      onPlay={() => void play()}
      headingLevel={headingLevel}
    />
  );
}
