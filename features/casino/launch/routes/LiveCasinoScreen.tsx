import { Suspense } from 'react';
import { Stack } from '../../../../design-system/index.ts';
import { describeError, useErrorMessage } from '../../../core/errors/index.ts';
import { useSession } from '../../../core/session/index.ts';
import { useTileActions } from '../../shared/components/useTileActions.ts';
import { useLiveTables } from '../api/liveTables.ts';
import { LiveCasinoView } from './LiveCasinoView.tsx';
import { LiveTablesSection } from '../../../tvBet/index.ts';
import { JackpotBlock } from '../../jackpots/index.ts';

/**
 * /casinolive/main: the evolution and pragmatic live tables by category. Guests browse them too;
 * a tile opens its game page, /slots/{evolution|pragmatic}/{id}, which starts the session.
 */
export default function LiveCasinoScreen() {
  const { session } = useSession();
  const actions = useTileActions();
  const tables = useLiveTables();
  const errorMessage = useErrorMessage(
    tables.error === undefined ? undefined : describeError(tables.error, 'casino'),
  );
  return (
    <Stack space="xlarge">
      <LiveCasinoView
        guest={session.status === 'guest'}
        groups={tables.groups}
        // A failure shows once its text is in: until then the tables are still loading.
        loading={tables.loading || (tables.error !== undefined && errorMessage === undefined)}
        errorMessage={errorMessage}
        onRetry={tables.retry}
        retrying={tables.retrying}
        actions={actions}
      />
      {/* The third-party live tables (betgames, fiable, ezugi, TV games) are the TV-bet feature's. */}
      <Suspense fallback={null}>
        <LiveTablesSection />
      </Suspense>
      <JackpotBlock />
    </Stack>
  );
}
