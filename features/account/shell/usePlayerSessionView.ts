import { useTranslation } from 'react-i18next';
import { useBrand } from '../../core/brand/index.ts';
import { useSession } from '../../core/session/index.ts';
import { usePlayerSession } from '../api/playerSession.ts';
import { sessionFormat } from './sessionFormat.ts';

/** The signed-in player's session (polled) and how its figures read, for the shell's pieces. */
export function usePlayerSessionView() {
  const { i18n } = useTranslation('accountShell');
  const brand = useBrand();
  const { session, actions } = useSession();
  const player = session.status === 'player' ? session.user : undefined;
  const current = usePlayerSession(player?.id);
  const currency = player?.currency || brand.currencies.default;
  return {
    player,
    actions,
    current,
    format: sessionFormat(currency, i18n.language, brand.currencies.symbols),
  };
}
