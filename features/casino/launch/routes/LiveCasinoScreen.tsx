import { Suspense } from 'react';
import { Stack } from '../../../../design-system/index.ts';
import { describeError, useErrorText } from '../../../core/errors/index.ts';
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
  const errorText = useErrorText();
  const actions = useTileActions();
  const tables = useLiveTables();
  return (
    <Stack space="xlarge">
      <LiveCasinoView
        guest={session.status === 'guest'}
        groups={tables.groups}
        loading={tables.loading}
        errorMessage={
          tables.error === undefined ? undefined : errorText(describeError(tables.error, 'casino'))
        }
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
