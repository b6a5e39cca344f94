import type { Session } from '../../../core/session/index.ts';
import type { SiteSettings } from '../../../core/settings/index.ts';
import {
  clpSettingsFixture,
  fixturePlayer,
  type StoryLanguage,
} from '../../../core/testing/index.ts';
import type { PhoneWinnersAnswer, WinnersWeek } from '../model/phoneWinners.ts';

/**
 * Three paragraphs of the rules the platform writes in each language (content module,
 * promotionsRoutes.ts), one per line.
 */
const rules: Readonly<Record<StoryLanguage, string>> = {
  es: [
    'Cada semana, de lunes a domingo, sorteamos teléfonos y premios en efectivo entre los jugadores que apuestan en deportes o en el casino.',
    'Cada 100 TMT apostados en la semana te dan una participación en el sorteo. Las apuestas anuladas o vendidas no cuentan.',
    'Los premios en efectivo se abonan en TMT al saldo principal; los premios de más de 1000 TMT se marcan como BIG WIN.',
  ].join('\n'),
  en: [
    'Every week, Monday to Sunday, we draw phones and cash prizes among players who bet on sport or in the casino.',
    'Every 100 TMT staked during the week gives you one entry into the draw. Cancelled or cashed-out bets do not count.',
    'Cash prizes are paid in TMT to the main balance; prizes above 1000 TMT are marked BIG WIN.',
  ].join('\n'),
  pt: [
    'Todas as semanas, de segunda a domingo, sorteamos telemóveis e prémios em dinheiro entre os jogadores que apostam em desporto ou no casino.',
    'Cada 100 TMT apostados na semana dão-lhe uma participação no sorteio. Apostas anuladas ou vendidas não contam.',
    'Os prémios em dinheiro são pagos em TMT no saldo principal; prémios acima de 1000 TMT são assinalados como BIG WIN.',
  ].join('\n'),
};

/**
 * A week as the platform draws it (phone prizes first, then cash by amount, descending) and
 * shows it to a guest or another player: no claim codes.
 */
export const currentWeek: WinnersWeek = {
  week: { from: '2026-11-09', to: '2026-11-15' },
  winners: [
    { userId: 482913, amount: 0, codeType: 'phone', prize: 'iPhone 15' },
    { userId: 305118, amount: 0, codeType: 'phone', prize: 'Samsung Galaxy S24' },
    { userId: 120044, amount: 4820, codeType: null, prize: null },
    // Exactly the threshold: a cash win, not a BIG WIN.
    { userId: 774201, amount: 1000, codeType: null, prize: null },
    { userId: 655870, amount: 950, codeType: null, prize: null },
    { userId: 219930, amount: 55, codeType: null, prize: null },
  ],
};

/** The phone winner of the current week: the player the platform sends the claim code to. */
export const phoneWinnerId = 482913;

export const historyWeeks: WinnersWeek[] = [
  {
    week: { from: '2026-11-02', to: '2026-11-08' },
    winners: [
      { userId: 918273, amount: 0, codeType: 'phone', prize: 'Honor X8b' },
      { userId: 402211, amount: 12_500, codeType: null, prize: null },
      { userId: 377102, amount: 640, codeType: null, prize: null },
    ],
  },
  {
    week: { from: '2026-10-26', to: '2026-11-01' },
    winners: [{ userId: 561840, amount: 1050, codeType: null, prize: null }],
  },
  { week: { from: '2026-10-19', to: '2026-10-25' }, winners: [] },
];

/** The promotion as the platform answers it in `language`; Spanish, its default. */
export function promotionIn(language: StoryLanguage = 'es'): PhoneWinnersAnswer {
  return {
    currency: 'TMT',
    bigWinAmount: 1000,
    current: currentWeek,
    history: historyWeeks,
    rules: rules[language],
  };
}

export const promotionFixture: PhoneWinnersAnswer = promotionIn('es');

/** That winner, signed in. */
export const phoneWinnerSession: Session = {
  status: 'player',
  user: { ...fixturePlayer, id: phoneWinnerId },
  balance: undefined,
};

/** The phone winner's own claim code, which only they are sent. */
export const phoneWinnerCode = 'PH-7K2M-Q9XA';

/** The same promotion as its phone winner gets it: their own claim code, nobody else's. */
export function ownPrizeIn(language: StoryLanguage = 'es'): PhoneWinnersAnswer {
  return {
    ...promotionIn(language),
    current: {
      ...currentWeek,
      winners: currentWeek.winners.map((winner) =>
        winner.userId === phoneWinnerId ? { ...winner, codeValue: phoneWinnerCode } : winner,
      ),
    },
  };
}

export const ownPrizeFixture: PhoneWinnersAnswer = ownPrizeIn('es');

/** The platform's settings for a CLP player or guest (content module README). */
export const settingsFixture: SiteSettings = {
  ...clpSettingsFixture,
  limits: {
    ...clpSettingsFixture.limits,
    bonus: {
      cashbackBet: 0.05,
      cashbackPayment: 0.1,
      maxBetCount: 30,
      maxBonusSize: 500_000,
      maxBonusPercent: 10,
      minCoefficient: 1.4,
      registrationBonus: 10_000,
      maxBetCoefficient: 1000,
      minBetCoefficient: 1.01,
      maxBetsInCoupon: 20,
      minBetsInCoupon: 2,
    },
  },
  phoneWinners: { week: currentWeek.week, winners: currentWeek.winners },
  inbetKf: { CLP: 100, USD: 100 },
};

/** The same settings for a USD player: the bonus amounts in dollars. */
export const usdSettingsFixture: SiteSettings = {
  ...settingsFixture,
  currency: 'USD',
  limits: {
    ...settingsFixture.limits,
    bonus: { ...settingsFixture.limits.bonus, maxBonusSize: 500, registrationBonus: 10 },
  },
};
