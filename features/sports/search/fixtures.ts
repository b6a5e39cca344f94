import { ApiError } from '../../core/errors/index.ts';
import type { FeedItem } from '../shared/api/feedTypes.ts';
import {
  feedEvent,
  footballMarkets,
  liveEvent,
  twoWayMarkets,
} from '../shared/testing/feedFixtures.ts';

/*
 * What `POST /api/remote/SearchFullByCulture` answers for "madrid": live events first, then line
 * ones, main markets only (README "Search").
 */

const basketball = {
  sportId: 3,
  sportName: 'Baloncesto',
  champId: 3002,
  champName: 'EuroLiga',
  countryId: 2,
  countryName: 'Europa',
  priority: 2,
};

export const madridResults: FeedItem[] = [
  liveEvent({
    id: 100412,
    ...basketball,
    team1: 'Real Madrid Baloncesto',
    team2: 'FC Barcelona',
    score: '58:61',
    time: '27:40',
    periodScore: ['22:18', '19:25', '17:18'],
    stat: { curGame: 3, score: '58:61', '1': '22:18', '2': '19:25', '3': '17:18' },
    markets: twoWayMarkets(100412, [2.05, 1.78]),
    betsCount: 14,
  }),
  liveEvent({
    id: 100245,
    champId: 1005,
    champName: 'LaLiga',
    team1: 'Rayo Vallecano',
    team2: 'Atlético Madrid',
    score: '0:1',
    time: '38:12',
    periodScore: ['0:1'],
    markets: footballMarkets(100245, [4.6, 3.3, 1.9]),
  }),
  feedEvent({ id: 100132 }),
  feedEvent({
    id: 100139,
    startDate: '2026-11-23T17:30:00.000Z',
    team1: 'Getafe',
    team2: 'Real Madrid',
    markets: footballMarkets(100139, [5.2, 3.9, 1.62]),
  }),
  feedEvent({
    id: 100077,
    startDate: '2026-11-25T20:00:00.000Z',
    champId: 1001,
    champName: 'UEFA Liga de Campeones',
    countryId: 2,
    countryName: 'Europa',
    priority: 1,
    team1: 'Real Madrid',
    team2: 'Bayern Múnich',
    markets: footballMarkets(100077, [2.25, 3.6, 2.95]),
  }),
  feedEvent({
    id: 100520,
    ...basketball,
    startDate: '2026-11-26T19:45:00.000Z',
    team1: 'Real Madrid Baloncesto',
    team2: 'Olympiacos',
    markets: twoWayMarkets(100520, [1.55, 2.45]),
  }),
];

export const searchFailure = () => new ApiError({ kind: 'http', httpStatus: 503 });

/** An answer that never comes: the loading state. */
export const never = () => new Promise<never>(() => {});
