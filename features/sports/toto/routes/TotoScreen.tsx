import { useTranslation } from 'react-i18next';
import { openAuthModal } from '../../../core/authModal/index.ts';
import { useBrand } from '../../../core/brand/index.ts';
import { currencyMinorDigits, formatMoney } from '../../../core/format/index.ts';
import { useSession } from '../../../core/session/index.ts';
import { useSettings } from '../../../core/settings/index.ts';
import { useFeedLanguage } from '../../shared/api/feedQueries.ts';
import { useLoadable } from '../../shared/api/loadable.ts';
import { useActivePool, useTotoTickets } from '../api/toto.ts';
import type { TicketsState } from '../components/TicketsSection.tsx';
import { ticketsInPool } from '../model/tickets.ts';
import { TotoView } from './TotoView.tsx';
import { useTicketForm } from './useTicketForm.ts';

/** /toto: the open pool to play and, for a player, their tickets. */
export default function TotoScreen() {
  const { i18n } = useTranslation('toto');
  const brand = useBrand();
  const lang = useFeedLanguage();
  const { session, actions } = useSession();
  const player = session.status === 'player' ? session.user : undefined;
  const poolQuery = useActivePool();
  const ticketsQuery = useTotoTickets(player?.id);
  const pool = useLoadable(poolQuery);
  const playerTickets = useLoadable(ticketsQuery);
  // The stake range and ticket cap the platform applies, in the currency `money` writes.
  const settings = useSettings(lang);

  // Amounts are in the player's currency; a guest sees the brand's.
  const currency = player?.currency ?? brand.currencies.default;
  const money = (amount: number) =>
    formatMoney(amount, currency, i18n.language, { symbols: brand.currencies.symbols });

  const form = useTicketForm({
    pool: poolQuery.data,
    playerId: player?.id,
    lang,
    money,
    decimals: currencyMinorDigits(currency),
    limits: settings.settings?.limits.toto,
    limitsLoading: settings.isLoading,
    ticketsInPool:
      poolQuery.data && ticketsQuery.data
        ? ticketsInPool(ticketsQuery.data, poolQuery.data.totoID)
        : undefined,
    onBought: () => {
      void ticketsQuery.mutate();
      // Every stake feeds the jackpot.
      void poolQuery.mutate();
      void actions.refresh();
    },
    onPoolStale: () => void poolQuery.mutate(),
  });

  const tickets: TicketsState = player
    ? playerTickets
    : { status: 'guest', onSignIn: () => openAuthModal('sign-in') };

  return <TotoView pool={pool} form={form} tickets={tickets} money={money} />;
}
