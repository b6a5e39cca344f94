import { ApiError } from '../../core/errors/index.ts';
import type { Session } from '../../core/session/index.ts';
import {
  clpSettingsFixture,
  fixturePlayer,
  signedInSession,
  type StoryLanguage,
} from '../../core/testing/index.ts';
import type { CasinoProvider } from '../api/casinoProviders.ts';
import type { OpenTransactions } from '../api/pendingTransactions.ts';
import type { SlotsHistoryPage, SlotsRound } from '../api/slotsHistory.ts';
import type { Cashier } from '../model/cashiers.ts';
import type { PaymentRecord, WithdrawalRecord } from '../model/history.ts';

/** The platform's settings answer for a CLP player (content module limits). */
export const settingsFixture = clpSettingsFixture;

export const usdSession: Session = {
  ...signedInSession,
  status: 'player',
  user: { ...fixturePlayer, currency: 'USD' },
  balance: { balance: 120, bonusBalance: 0, freeBets: { active: 0, inactive: 0 } },
};

/** The platform's cashiers, in its order (head office first, "another cashier" last). */
const cashiers: Cashier[] = [
  {
    id: 1,
    first_name: 'Caja central',
    address: 'Av. Apoquindo 3000, Las Condes, Santiago',
    phone: '+56 2 2345 6789',
  },
  {
    id: 5,
    first_name: 'Andrés Soto',
    address: 'Av. Balmaceda 2470, La Serena',
    phone: '+56 9 5567 3404',
  },
  {
    id: 4,
    first_name: 'Camila Rojas',
    address: "Av. O'Higgins 1560, Concepción",
    phone: '+56 9 8456 2303',
  },
  {
    id: 2,
    first_name: 'María González',
    address: 'Av. Providencia 1208, Providencia, Santiago',
    phone: '+56 9 6123 4501',
  },
  {
    id: 99,
    first_name: 'Otro cajero (acordar con soporte)',
    address: '',
    phone: '+56 2 2345 6789',
  },
];

/**
 * The names the platform gives its two pinned cashiers in each language (payments module,
 * cashiers.ts); the others are people's names and stay as they are.
 */
const pinnedCashierNames: Readonly<Record<number, Readonly<Record<StoryLanguage, string>>>> = {
  1: { es: 'Caja central', en: 'Head office', pt: 'Caixa central' },
  99: {
    es: 'Otro cajero (acordar con soporte)',
    en: 'Another cashier (arranged with support)',
    pt: 'Outro caixa (combinar com o apoio)',
  },
};

/** The cashier list as the platform answers it in `language`; Spanish, its default. */
export function cashiersIn(language: StoryLanguage = 'es'): Cashier[] {
  return cashiers.map((cashier) => ({
    ...cashier,
    first_name: pinnedCashierNames[cashier.id]?.[language] ?? cashier.first_name,
  }));
}

export const cashiersFixture: Cashier[] = cashiersIn('es');

/**
 * The platform's messages of the refusals the stories show, in its three languages (payments
 * module, language.ts): it answers in the request's language.
 */
export const paymentMessages = {
  belowMinimum: {
    es: 'Cantidad menor que mínima',
    en: 'Amount below the minimum',
    pt: 'Quantia inferior ao mínimo',
  },
  aboveMaximum: {
    es: 'Cantidad mayor que máxima',
    en: 'Amount above the maximum',
    pt: 'Quantia superior ao máximo',
  },
  onePerDay: {
    es: 'Solo se permite un retiro por día',
    en: 'Only one withdrawal per day is allowed',
    pt: 'Só é permitido um levantamento por dia',
  },
} as const satisfies Record<string, Readonly<Record<StoryLanguage, string>>>;

export const paymentsFixture: PaymentRecord[] = [
  {
    id: 4,
    created_at: '2026-11-13T15:00:00.000Z',
    value: 8000,
    type: 1,
    status: 2,
    currency: 'CLP',
    provider: 'payku',
    payment_mode: 'payku',
  },
  {
    id: 3,
    created_at: '2026-11-04T15:00:00.000Z',
    value: 10_000,
    type: 114,
    status: 2,
    currency: 'CLP',
    provider: 'cashier',
    payment_mode: 'cashier',
  },
  {
    id: 2,
    created_at: '2026-10-29T15:00:00.000Z',
    value: 15_000,
    type: 16,
    status: 2,
    currency: 'CLP',
    provider: 'freekassa',
    payment_mode: '63',
  },
  {
    id: 1,
    created_at: '2026-10-24T15:00:00.000Z',
    value: 2000,
    type: 116,
    status: 2,
    currency: 'CLP',
    provider: 'owner',
    payment_mode: 'owner',
  },
];

const withdrawal = (
  changes: Partial<WithdrawalRecord> & Pick<WithdrawalRecord, 'id' | 'created_at'>,
): WithdrawalRecord => ({
  value: 12_000,
  type: 8,
  status: 2,
  currency: 'CLP',
  is_closed: true,
  payment_mode: 'card',
  purse: '4111111111111111',
  comment: null,
  cashier_id: null,
  ...changes,
});

export const withdrawalsFixture: WithdrawalRecord[] = [
  withdrawal({
    id: 4,
    created_at: '2026-11-15T15:00:00.000Z',
    payment_mode: 'bank_transfer',
    purse: 'Banco Estado 000123456789',
  }),
  withdrawal({
    id: 3,
    created_at: '2026-11-09T15:00:00.000Z',
    value: 11_000,
    type: 118,
    payment_mode: 'cashier',
    cashier_id: 2,
    purse: '',
  }),
  withdrawal({
    id: 2,
    created_at: '2026-11-08T15:00:00.000Z',
    value: 11_000,
    status: 4,
    payment_mode: 'platilka',
  }),
  withdrawal({ id: 1, created_at: '2026-10-31T15:00:00.000Z' }),
];

/** Withdrawals under way, as check_transactions lists them. */
export const openWithdrawalsFixture: WithdrawalRecord[] = [
  withdrawal({
    id: 6,
    created_at: '2026-11-18T10:00:00.000Z',
    value: 25_000,
    status: 1,
    is_closed: false,
  }),
  withdrawal({
    id: 5,
    created_at: '2026-11-18T09:00:00.000Z',
    value: 15_000,
    status: 0,
    is_closed: false,
    payment_mode: 'platilka',
  }),
];

export const openTransactionsFixture: OpenTransactions = {
  pending: 2,
  payments: [],
  withdrawals: [
    ...openWithdrawalsFixture,
    withdrawal({ id: 4, created_at: '2026-11-17T15:00:00.000Z' }),
  ],
};

export const providersFixture: CasinoProvider[] = [
  { provider: 'pragmatic', name: 'Pragmatic Play' },
  { provider: 'netent', name: 'NetEnt' },
  { provider: 'evoplay', name: 'Evoplay' },
  { provider: 'betsolutions', name: 'BetSolutions' },
  { provider: 'evolution', name: 'Evolution' },
];

const round = (id: number, changes: Partial<SlotsRound>): SlotsRound => ({
  id,
  // Higher ids are later rounds: the platform answers newest first.
  date: `2026-11-${String(8 + id).padStart(2, '0')}T1${id % 10}:15:00.000Z`,
  amount: 50,
  winAmount: 0,
  status: 2,
  provider: 'evoplay',
  gameType: 'slots',
  gameName: 'Mighty Fortune 5',
  currency: 'CLP',
  ...changes,
});

export const slotsRoundsFixture: SlotsRound[] = [
  round(9, {
    amount: 100,
    winAmount: 400,
    status: 1,
    provider: 'pragmatic',
    gameName: 'Super Koi Link',
  }),
  round(8, {}),
  round(7, {
    provider: 'betsolutions',
    gameType: 'crash',
    gameName: 'Crash 1301',
    amount: 20,
    winAmount: 36,
    status: 1,
  }),
  round(6, {
    provider: 'evolution',
    gameType: 'live',
    gameName: 'Lightning Roulette',
    amount: 200,
  }),
  round(5, { provider: 'netent', gameType: 'table', gameName: 'Blackjack Classic' }),
];

export function slotsPage(rows: SlotsRound[], page = 1, pageCount = 6): SlotsHistoryPage {
  return { rows, total: pageCount * 10, page, count: 10, pageCount };
}

/** What the platform answers when a withdrawal is refused, in the request's language. */
export function paymentRefusal(codeStatus: number, serverMessage?: string, httpStatus = 400) {
  return new ApiError({ kind: 'server', codeStatus, httpStatus, serverMessage });
}

/** A call that never answers, to hold a screen in its loading or submitting state. */
export const never = () => new Promise<never>(() => undefined);
