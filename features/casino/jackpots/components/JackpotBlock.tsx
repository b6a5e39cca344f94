import { lazy, Suspense, useMemo } from 'react';
import { useApi, type ApiClient } from '../../../core/api/index.ts';
import { useJackpotFeed } from '../api/jackpotFeed.ts';
import { useWonJackpots } from '../api/useWonJackpots.ts';
import { rankJackpots } from '../model/ranking.ts';
import { JackpotBlockView } from './JackpotBlockView.tsx';
import { useJackpotMoney } from './money.ts';
import { useJackpotHighlight } from './useJackpotHighlight.ts';

// The dialog (and the modal code it carries) loads only when there is a win to celebrate.
const WonJackpotsView = lazy(() =>
  import('./WonJackpotsView.tsx').then((module) => ({ default: module.WonJackpotsView })),
);

/** The platform answers picture paths; the API client knows which host serves them. */
function pictureUrl(api: ApiClient, image: string): string {
  return image.startsWith('/') ? api.url(image) : image;
}

/**
 * The jackpot block the casino pages show (spec, sections 2, 4 and 9): live amounts for guests
 * and players, and, for a player, the celebration of each jackpot they won. A failed load hides
 * the block (it is decoration: the page works without it); a failed poll keeps the last amounts.
 */
export default function JackpotBlock() {
  const api = useApi();
  const feed = useJackpotFeed();
  const money = useJackpotMoney();
  const jackpots = useMemo(
    () =>
      rankJackpots(feed.jackpots).map((jackpot) => ({
        ...jackpot,
        image: pictureUrl(api, jackpot.image),
      })),
    [feed.jackpots, api],
  );
  const wins = useMemo(
    () => feed.wonJackpots.map((win) => ({ ...win, image: pictureUrl(api, win.image) })),
    [feed.wonJackpots, api],
  );
  const highlighted = useJackpotHighlight(jackpots);
  const won = useWonJackpots(wins, feed.reload);

  return (
    <>
      {feed.status === 'failed' ? null : (
        <JackpotBlockView
          jackpots={jackpots}
          loading={feed.status === 'loading'}
          highlighted={highlighted}
          formatAmount={money.whole}
        />
      )}
      {won.pending.length > 0 ? (
        <Suspense fallback={null}>
          <WonJackpotsView
            wins={won.pending}
            processing={won.processing}
            formatAmount={money.exact}
            onDismiss={() => void won.dismiss()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
