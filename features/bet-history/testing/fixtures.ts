import { ApiError } from '../../core/errors/index.ts';
import {
  marketNameIn,
  oddNameIn,
  sportName,
  tourneyNameIn,
  type FeedLanguage,
} from '../../core/testing/feedNames.ts';
import type { CouponHistoryPage } from '../api/couponHistory.ts';
import type { CashoutBet, RawSellOffer } from '../model/cashout.ts';
import type { Coupon, CouponBet, CouponContent } from '../model/coupon.ts';

/** A coupon of the shape the platform answers, in CLP like the demo player's. */
function coupon(overrides: Partial<Coupon> & Pick<Coupon, 'id' | 'code'>): Coupon {
  return {
    amountIn: 1000,
    amountOut: 0,
    bonuses: 0,
    isFreeBet: false,
    date: '20.11.2026 18:30',
    currency: 'CLP',
    flag: 0,
    isExpress: false,
    systemIndex: null,
    status: 0,
    coef: 1,
    additionalCoef: 0,
    countEvents: 1,
    ...overrides,
  };
}

const single = (overrides: Partial<Coupon> & Pick<Coupon, 'id' | 'code'>) =>
  coupon({
    sportId: 1,
    tourneyName: 'Primera División',
    eventDate: '21.11.2026 20:00',
    ...overrides,
  });

export const pendingSingle = single({
  id: 41,
  code: '4817263540',
  date: '21.11.2026 14:05',
  status: 0,
  coef: 2.5,
  amountIn: 1000,
  amountOut: 2500,
  match: 'Colo-Colo - Universidad de Chile',
  team1: 'Colo-Colo',
  team2: 'Universidad de Chile',
  score: '1:0',
  marketGroupName: 'Resultado del partido',
  name: '1',
});

export const pendingExpress = coupon({
  id: 40,
  code: '3902817465',
  date: '21.11.2026 12:40',
  flag: 1,
  isExpress: true,
  status: 0,
  coef: 6.12,
  amountIn: 2000,
  amountOut: 12240,
  countEvents: 3,
});

export const wonSingle = single({
  id: 35,
  code: '2291837465',
  date: '19.11.2026 21:10',
  status: 34,
  coef: 1.85,
  amountIn: 500,
  amountOut: 925,
  match: 'Palestino - Cobreloa',
  score: '2:1',
  marketGroupName: 'Total',
  name: 'Más de 2.5',
});

export const lostSingle = single({
  id: 34,
  code: '1938475620',
  date: '18.11.2026 17:45',
  status: 4,
  coef: 3.2,
  amountIn: 1000,
  amountOut: 0,
  match: 'Everton - Huachipato',
  score: '0:0',
  marketGroupName: 'Resultado del partido',
  name: '2',
});

export const returnedSingle = single({
  id: 33,
  code: '8837261904',
  date: '17.11.2026 16:00',
  status: 322,
  coef: 1.4,
  amountIn: 200,
  amountOut: 200,
  match: 'Ñublense - Audax Italiano',
  score: '',
  marketGroupName: 'Hándicap',
  name: 'H1 (-1.5)',
});

export const soldExpress = coupon({
  id: 32,
  code: '7261938475',
  date: '16.11.2026 11:20',
  flag: 1,
  isExpress: true,
  status: 17410,
  coef: 4.41,
  amountIn: 1000,
  amountOut: 1870,
  countEvents: 2,
});

export const lostSystem = coupon({
  id: 31,
  code: '6152738490',
  date: '15.11.2026 10:00',
  flag: 2,
  isExpress: true,
  systemIndex: 2,
  status: 4,
  coef: 4.05,
  amountIn: 3000,
  amountOut: 0,
  countEvents: 3,
});

export const freeBetWon = single({
  id: 30,
  code: '5049382716',
  date: '14.11.2026 09:15',
  status: 34,
  isFreeBet: true,
  coef: 2.1,
  amountIn: 100,
  amountOut: 110,
  match: 'Deportes Iquique - La Serena',
  score: '3:1',
  marketGroupName: 'Resultado del partido',
  name: '1',
});

/** One of each status and type, newest first, as a page of the history shows them. */
export const couponsFixture: Coupon[] = [
  pendingSingle,
  pendingExpress,
  wonSingle,
  lostSingle,
  returnedSingle,
  soldExpress,
  lostSystem,
  freeBetWon,
];

export function historyPage(coupons: Coupon[], page = 1, pages = 3): CouponHistoryPage {
  return { coupons, page, pages, total: pages * 10 };
}

function bet(overrides: Partial<CouponBet> & Pick<CouponBet, 'id' | 'match'>): CouponBet {
  return {
    eventId: 900,
    name: '1',
    coef: 1.8,
    sportId: 1,
    sportName: 'Fútbol',
    marketGroupName: 'Resultado del partido',
    date: '22.11.2026 20:00',
    score: '',
    status: 0,
    tourneyName: 'Primera División',
    isLive: false,
    ...overrides,
  };
}

export const expressContent: CouponContent = {
  betData: pendingExpress,
  bets: [
    bet({
      id: '901_1.1',
      eventId: 901,
      match: 'Colo-Colo - Cobresal',
      coef: 1.7,
      score: '1:0',
      isLive: true,
    }),
    bet({
      id: '902_2.7',
      eventId: 902,
      match: 'Real Madrid - Sevilla',
      tourneyName: 'LaLiga',
      marketGroupName: 'Hándicap',
      name: 'H1 (-1.5)',
      coef: 2.0,
    }),
    bet({
      id: '903_17.10',
      eventId: 903,
      match: 'Boca Juniors - River Plate',
      tourneyName: 'Liga Profesional',
      marketGroupName: 'Total',
      name: 'Menos de 2.5',
      coef: 1.8,
    }),
  ],
};

export const settledExpressContent: CouponContent = {
  betData: soldExpress,
  bets: [
    bet({
      id: '801_1.1',
      eventId: 801,
      match: 'Palestino - Everton',
      coef: 2.1,
      score: '2:0',
      status: 34,
    }),
    bet({
      id: '802_1.3',
      eventId: 802,
      match: 'Cobreloa - Unión Española',
      name: '2',
      coef: 2.1,
      score: '0:1',
      status: 4,
    }),
  ],
};

/** The cash-out list: the pending single can be sold, the express cannot right now. */
export const cashoutBetsFixture: CashoutBet[] = [
  {
    ...pendingSingle,
    betCode: pendingSingle.code,
    canSell: true,
    sellStatus: 'OK',
    returnAmount: 1187,
    currentCoef: 2,
  },
  {
    ...pendingExpress,
    betCode: pendingExpress.code,
    canSell: false,
    sellStatus: 'SomeBetsUnavailable',
    returnAmount: null,
    currentCoef: null,
  },
];

export const freshOffer: RawSellOffer = {
  id: pendingSingle.id,
  returnAmount: 1210,
  betCode: pendingSingle.code,
  currentCoef: 1.96,
};

export const movedOffer: RawSellOffer = {
  id: pendingSingle.id,
  returnAmount: 1050,
  betCode: pendingSingle.code,
  currentCoef: 2.26,
};

/** A refusal as the platform answers it (bets README, "Cash-out"). */
export function sellRefusal(status: string, extra: object = {}): ApiError {
  const byStatus: Record<string, { http: number; code: number; message: string }> = {
    CoeffChanged: { http: 409, code: 409, message: 'Se cambió el COEF' },
    SomeBetsUnavailable: { http: 409, code: 409, message: 'Algunas apuestas no están disponibles' },
    AlreadySold: { http: 200, code: 17410, message: 'Apuesta ya vendida' },
    NotForSale: { http: 200, code: 17411, message: 'La apuesta no está a la venta.' },
    FreeBet: { http: 200, code: 17412, message: 'Las apuestas gratuitas no se pueden vender' },
  };
  const known = byStatus[status] ?? { http: 200, code: 0, message: status };
  return new ApiError({
    kind: 'server',
    httpStatus: known.http,
    codeStatus: known.code,
    serverMessage: known.message,
    data: { status, ...extra },
  });
}

/** A failure with no platform code: the platform is down. */
export const unavailable = () =>
  new ApiError({ kind: 'http', httpStatus: 502, message: 'Bad gateway' });

/** An answer that never comes: the screen stays loading. */
export const never = () => new Promise<never>(() => {});

/*
 * The coupons keep the feed's names in the language the player bet in; these fixtures are a
 * Spanish player's. `couponIn` and `couponBetIn` give a player who bets in another language, by
 * the feed ids each Spanish name stands for.
 */
const marketGroupOf: Readonly<Record<string, number>> = {
  'Resultado del partido': 1,
  Hándicap: 2,
  Total: 17,
};
const tourneyOf: Readonly<Record<string, number>> = {
  LaLiga: 1005,
  'Primera División': 1010,
  'Liga Profesional': 1012,
};
const lineOf: Readonly<Record<string, readonly [type: number, size: number]>> = {
  'Más de 2.5': [9, 2.5],
  'Menos de 2.5': [10, 2.5],
};

type FeedNamed = Pick<CouponBet, 'marketGroupName' | 'tourneyName' | 'name'>;

function namesIn(item: Partial<FeedNamed>, language: FeedLanguage): Partial<FeedNamed> {
  const names: Partial<FeedNamed> = {};
  if (item.marketGroupName !== undefined) {
    const groupId = marketGroupOf[item.marketGroupName];
    if (groupId === undefined) throw new Error(`No group id for "${item.marketGroupName}"`);
    names.marketGroupName = marketNameIn(groupId, item.marketGroupName, language);
  }
  if (item.tourneyName !== undefined) {
    const tourneyId = tourneyOf[item.tourneyName];
    names.tourneyName =
      tourneyId === undefined
        ? item.tourneyName
        : tourneyNameIn(tourneyId, item.tourneyName, language);
  }
  if (item.name !== undefined) {
    const [type = 0, size = null] = lineOf[item.name] ?? [];
    names.name = oddNameIn(type, size, item.name, language);
  }
  return names;
}

/** A coupon as a player betting in `language` sees it. */
export function couponIn<T extends Coupon>(coupon: T, language: FeedLanguage): T {
  return { ...coupon, ...namesIn(coupon, language) };
}

/** A coupon's bet as a player betting in `language` sees it. */
export function couponBetIn(bet: CouponBet, language: FeedLanguage): CouponBet {
  return {
    ...bet,
    ...namesIn(bet, language),
    ...(bet.sportName === undefined ? {} : { sportName: sportName(bet.sportId, language) }),
  };
}
