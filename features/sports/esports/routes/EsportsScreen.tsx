import { useMemo } from 'react';
import { useImmerReducer } from 'use-immer';
import { describeError, useErrorText } from '../../../core/errors/index.ts';
import { useEsportsMap } from '../api/esportsApi.ts';
import { EsportsTourney } from '../components/EsportsTourney.tsx';
import { esportsReducer, initialEsportsState, tourneyKey } from '../model/esportsState.ts';
import { effectiveGameId, esportsGames } from '../model/games.ts';
import { EsportsView, type LoadableGames } from './EsportsView.tsx';
import { SportsPage } from '../../shared/components/SportsPage.tsx';

/**
 * /cybersport (sports-betting spec, esports page): the esports line by game and tourney. Loads
 * again when the language changes (the language is in every request's key).
 */
export default function EsportsScreen() {
  const [state, dispatch] = useImmerReducer(esportsReducer, initialEsportsState);
  const errorText = useErrorText();
  const map = useEsportsMap();
  const { data, isValidating, mutate } = map;
  const error: unknown = map.error;
  const games = useMemo(() => (data === undefined ? undefined : esportsGames(data)), [data]);

  // An answer already on screen stays when a reload (another language) fails.
  const loadable: LoadableGames =
    games !== undefined
      ? { status: 'ready', games }
      : error !== undefined
        ? {
            status: 'error',
            message: errorText(describeError(error, 'general')),
            onRetry: () => void mutate(),
            retrying: isValidating,
          }
        : { status: 'loading' };

  return (
    <SportsPage>
      <EsportsView
        games={loadable}
        chosenGameId={
          games === undefined ? state.chosenGameId : effectiveGameId(games, state.chosenGameId)
        }
        onChooseGame={(gameId) => dispatch({ type: 'chooseGame', gameId })}
        openGames={state.openGames}
        onToggleGame={(gameId) => dispatch({ type: 'toggleGame', gameId })}
        renderTourney={(game, tourney) => {
          const key = tourneyKey(game.id, tourney.id);
          return (
            <EsportsTourney
              key={key}
              gameId={game.id}
              tourney={tourney}
              status={state.tourneys[key]}
              dispatch={dispatch}
            />
          );
        }}
      />
    </SportsPage>
  );
}
