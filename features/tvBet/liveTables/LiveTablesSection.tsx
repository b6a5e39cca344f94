import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openAuthModal } from '../../core/authModal/index.ts';
import { useBannedProviders, useBrand } from '../../core/brand/index.ts';
import { describeError, useErrorMessage } from '../../core/errors/index.ts';
import { formatMoney } from '../../core/format/index.ts';
import { useSession } from '../../core/session/index.ts';
import { TV_BET_NAMESPACE } from '../model/namespace.ts';
import { betgamesTables } from './betgames.ts';
import { ezugiTables } from './ezugi.ts';
import { fiableTables, type FiableTable } from './fiable.ts';
import type { FiableListState } from './FiableTables.tsx';
import {
  LiveTablesSectionView,
  LOBBY,
  type PendingTables,
  type SectionProvider,
} from './LiveTablesSectionView.tsx';
import { useEzugiTables } from './useEzugiTables.ts';
import { useFiableTables } from './useFiableTables.ts';
import { useLiveTableLaunch, type LiveTableLaunchOptions } from './useLiveTableLaunch.ts';

export type LiveTablesSectionProps = LiveTableLaunchOptions;

const providers = { betgames: betgamesTables, fiable: fiableTables, ezugi: ezugiTables };
const sectionProviders = Object.keys(providers) as SectionProvider[];

/** The TV games page of this feature (host route table: tvBet). */
const TV_BET_PATH = '/tv-bet';

/**
 * More live tables for the live casino page (spec, sections 7 and 8): a player opens a table or a
 * lobby through its provider's token call; a guest who taps one is asked to sign in, without a
 * call. Failures are notified by useLiveTableLaunch.
 */
export default function LiveTablesSection({ openUrl }: LiveTablesSectionProps) {
  const { t, i18n } = useTranslation(TV_BET_NAMESPACE);
  const brand = useBrand();
  const { session } = useSession();
  const banned = useBannedProviders();
  const launch = useLiveTableLaunch({ openUrl });
  const fiableList = useFiableTables();
  const fiableError = useErrorMessage(
    fiableList.error === undefined ? undefined : describeError(fiableList.error, 'casino'),
  );
  const ezugi = useEzugiTables();
  // The table tapped last per provider: the flag is the provider's, the spinner goes on this one.
  const [tapped, setTapped] = useState<PendingTables>({});

  const access = session.status;
  const currency = session.status === 'player' ? session.user.currency : brand.currencies.default;
  const money = (amount: number) =>
    formatMoney(amount, currency, i18n.language, { symbols: brand.currencies.symbols });
  const describeTable = (table: FiableTable) =>
    t('liveTables.limits', {
      category: table.categoryName,
      min: money(table.minBet),
      max: money(table.maxBet),
    });

  const open = (provider: SectionProvider, tableId?: string) => {
    if (access === 'guest') {
      openAuthModal('sign-in');
      return;
    }
    if (access !== 'player' || launch.processing(provider)) return;
    setTapped((previous) => ({ ...previous, [provider]: tableId ?? LOBBY }));
    void launch.open(providers[provider], tableId);
  };

  const pending: PendingTables = {};
  for (const provider of sectionProviders) {
    if (launch.processing(provider)) pending[provider] = tapped[provider];
  }

  let fiable: FiableListState | undefined;
  if (banned.has('fiable') || access === 'guest') fiable = undefined;
  // A failure shows once its text is in: until then the list is still loading.
  else if (fiableList.error !== undefined && fiableError === undefined)
    fiable = { status: 'loading' };
  else if (fiableList.error !== undefined && fiableError !== undefined) {
    fiable = {
      status: 'failed',
      message: fiableError,
      retrying: fiableList.isValidating,
    };
  } else if (fiableList.data === undefined) fiable = { status: 'loading' };
  else {
    fiable = {
      status: 'ready',
      tables: fiableList.data.map((table) => ({
        id: table.id,
        name: table.name,
        description: describeTable(table),
      })),
    };
  }

  const tvBetShown =
    !banned.has('tvbet') &&
    brand.features?.tvBet !== false &&
    brand.integrations?.tvbet !== undefined;
  const betgamesShown = !banned.has('betgames');
  const ezugiShown = !banned.has('ezugi');
  if (!betgamesShown && !ezugiShown && !tvBetShown && fiable === undefined) return null;

  return (
    <LiveTablesSectionView
      access={access}
      betgames={betgamesShown}
      fiable={fiable}
      ezugi={ezugiShown ? ezugi : undefined}
      tvBetHref={tvBetShown ? TV_BET_PATH : undefined}
      pending={pending}
      onOpen={open}
      onRetryFiable={() => void fiableList.mutate()}
      onSignIn={() => openAuthModal('sign-in')}
    />
  );
}
