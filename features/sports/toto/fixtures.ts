import { ApiError } from '../../core/errors/index.ts';
import type { SiteSettings, TotoLimits } from '../../core/settings/index.ts';
import { sportName, tourneyName, type FeedLanguage } from '../../core/testing/feedNames.ts';
import {
  clpSettingsFixture,
  type FixtureRequest,
  type FixtureRoutes,
} from '../../core/testing/index.ts';
import { inSpanish, type AnswerLanguage } from '../shared/testing/feedFixtures.ts';
import type { TicketRequest, TotoEvent, TotoPool, TotoTicket } from './api/totoTypes.ts';

/*
 * The demo platform's toto (feed README, "Toto"): pools, their matches and the player's tickets,
 * with the names the platform gives in each language. Spanish unless a language is asked for.
 */

type Match = [id: number, teams: string, date: string, tourneyId: number];

/** The next ten football matches at least two hours ahead, as the demo's pool takes them. */
const poolMatches: readonly Match[] = [
  [100132, 'Real Madrid - Barcelona', '2026-11-20T18:00:00.000Z', 1005],
  [100137, 'Arsenal - Chelsea', '2026-11-20T18:15:00.000Z', 1003],
  [100141, 'Bayern Munich - Borussia Dortmund', '2026-11-20T19:00:00.000Z', 1004],
  [100146, 'Inter - Juventus', '2026-11-20T19:45:00.000Z', 1006],
  [100150, 'Benfica - Porto', '2026-11-20T20:00:00.000Z', 1001],
  [100153, 'Atlético Madrid - Sevilla', '2026-11-20T20:30:00.000Z', 1005],
  [100158, 'Liverpool - Manchester City', '2026-11-20T20:45:00.000Z', 1003],
  [100162, 'Roma - Lazio', '2026-11-20T21:00:00.000Z', 1002],
  [100167, 'Colo-Colo - Universidad de Chile', '2026-11-20T22:00:00.000Z', 1010],
  [100171, 'Boca Juniors - River Plate', '2026-11-20T23:00:00.000Z', 1012],
];

// The platform's pool names (platform/src/modules/feed/toto/tickets.ts).
const poolNames: Readonly<Record<FeedLanguage, string>> = {
  es: 'Quiniela',
  en: 'Football pool',
  pt: 'Totobola',
};

const toEvent =
  (language: FeedLanguage) =>
  ([ID, teams, date, tourneyId]: Match): TotoEvent => ({
    teams,
    ID,
    date,
    sportName: sportName(1, language),
    tourneyName: tourneyName(tourneyId, language),
    score: null,
    result: null,
  });

/** The open pool (12) as the platform answers it in the language. */
export function openPoolIn(language: FeedLanguage): TotoPool {
  return {
    name: `${poolNames[language]} 12`,
    totoID: 12,
    jackpot: 124580,
    status: 0,
    closesAt: '2026-11-20T18:00:00.000Z',
    eventList: poolMatches.map(toEvent(language)),
  };
}

export const openPool: TotoPool = openPoolIn('es');

/** The pool's event ids, in order. */
export const poolEventIds = openPool.eventList.map((event) => event.ID);

type Played = [id: number, teams: string, score: string];

const playedMatches: readonly Played[] = [
  [100012, 'Real Betis - Valencia', '2:0'],
  [100016, 'Tottenham - Aston Villa', '1:1'],
  [100021, 'RB Leipzig - Bayer Leverkusen', '0:2'],
  [100025, 'AC Milan - Napoli', '1:0'],
  [100029, 'Sporting CP - Braga', '3:1'],
  [100033, 'Villarreal - Girona', '2:2'],
  [100038, 'Newcastle United - West Ham', '2:1'],
  [100041, 'Marseille - Olympique Lyon', '0:0'],
  [100045, 'Universidad Católica - Cobreloa', '1:2'],
  [100049, 'Racing Club - Independiente', '1:0'],
];

const resultOf = (score: string): TotoEvent['result'] => {
  const [home = 0, away = 0] = score.split(':').map(Number);
  return home > away ? '1' : home === away ? 'X' : '2';
};

// 'Fecha 11' is the fixture's own round name, which no catalogue translates.
const playedList = (language: FeedLanguage): TotoEvent[] =>
  playedMatches.map(([ID, teams, score], index) => ({
    teams,
    ID,
    date: `2026-11-1${index < 5 ? 4 : 5}T19:00:00.000Z`,
    sportName: sportName(1, language),
    tourneyName: 'Fecha 11',
    score,
    result: resultOf(score),
  }));

/** Picks for a played pool, right where `rightAt` says. */
function picksFor(list: readonly TotoEvent[], rightAt: (index: number) => boolean): string[] {
  return list.map((event, index) => {
    const right = event.result ?? '1';
    const wrong = right === '1' ? '2' : '1';
    return `${event.ID}:${rightAt(index) ? right : wrong}`;
  });
}

/** The open pool's matches, four of them already played (a ticket followed live). */
const runningList = (language: FeedLanguage): TotoEvent[] =>
  openPoolIn(language).eventList.map((event, index) =>
    index < 4 ? { ...event, score: '1:0', result: '1' } : event,
  );

/** The player's tickets as the platform answers them in the language: pending, won, lost. */
export function ticketsIn(language: FeedLanguage): [TotoTicket, TotoTicket, TotoTicket] {
  const running = runningList(language);
  const played = playedList(language);
  return [
    {
      ticketID: 58,
      totoID: 12,
      selectedIDs: picksFor(running, (index) => index !== 2),
      totoList: running,
      amount: 2000,
      status: 0,
      correctCount: null,
      winAmount: 0,
      createdAt: '2026-11-18T13:20:00.000Z',
    },
    {
      ticketID: 41,
      totoID: 11,
      selectedIDs: picksFor(played, (index) => index !== 7),
      totoList: played,
      amount: 1000,
      status: 34,
      correctCount: 9,
      winAmount: 10000,
      createdAt: '2026-11-13T21:05:00.000Z',
    },
    {
      ticketID: 40,
      totoID: 11,
      selectedIDs: picksFor(played, (index) => index % 2 === 0),
      totoList: played,
      amount: 500,
      status: 4,
      correctCount: 5,
      winAmount: 0,
      createdAt: '2026-11-13T20:40:00.000Z',
    },
  ];
}

export const [pendingTicket, wonTicket, lostTicket] = ticketsIn('es');

export const ticketsFixture: TotoTicket[] = [pendingTicket, wonTicket, lostTicket];

/** The ticket the platform answers a purchase with. */
export function boughtTicket(request: TicketRequest, language: FeedLanguage = 'es'): TotoTicket {
  return {
    ticketID: 59,
    totoID: request.toto_id,
    selectedIDs: request.bets,
    totoList: openPoolIn(language).eventList,
    amount: request.amount,
    status: 0,
    correctCount: null,
    winAmount: 0,
    createdAt: '2026-11-18T15:00:00.000Z',
  };
}

/** A refused purchase as the platform sends it (feed README, "Toto"). */
export function ticketRefusal(httpStatus: number, codeStatus: number, message: string): ApiError {
  return new ApiError({
    kind: 'server',
    httpStatus,
    codeStatus,
    serverMessage: message,
    message: `POST /api/tota/ticket failed: ${codeStatus} ${message}`,
  });
}

/** A CLP player's pool limits, as the platform announces them (content README, `limits.toto`). */
export const clpTotoLimits: TotoLimits = { min: 100, max: 10000, ticketsPerPool: 10 };

/** The settings answer for the fixture's CLP player with the given pool limits. */
export function settingsWith(toto: TotoLimits = clpTotoLimits): SiteSettings {
  return {
    ...clpSettingsFixture,
    limits: {
      ...clpSettingsFixture.limits,
      bets: { ...clpSettingsFixture.limits.bets, min: toto.min },
      toto,
    },
  };
}

/** The player's tickets in the open pool (12), as many as the cap allows. */
export const ticketsAtCap: TotoTicket[] = Array.from(
  { length: clpTotoLimits.ticketsPerPool },
  (_, index) => ({ ...pendingTicket, ticketID: 60 + index }),
);

/** An answer that never comes. */
export const never = () => new Promise<never>(() => {});

export interface TotoFixtureOptions {
  pool?: unknown;
  tickets?: unknown;
  buy?: unknown;
  settings?: unknown;
}

/**
 * The toto's calls (and the settings, for its limits) answered from the fixtures; each answer can
 * be replaced (a value or handler). The pool and tickets are in Spanish unless `language` says
 * otherwise (stories pass `requestLanguage`).
 */
export function totoRoutes(
  options: TotoFixtureOptions = {},
  language: AnswerLanguage = inSpanish,
): FixtureRoutes {
  const {
    pool = (request: FixtureRequest) => openPoolIn(language(request)),
    tickets = (request: FixtureRequest) => ticketsIn(language(request)),
    buy = (request: FixtureRequest) =>
      boughtTicket(request.body as TicketRequest, language(request)),
    settings = settingsWith(),
  } = options;
  return {
    'GET /api/site/settings': settings,
    'GET /api/tota/active': pool,
    'GET /api/tota/ticket': tickets,
    'POST /api/tota/ticket': buy,
  };
}
