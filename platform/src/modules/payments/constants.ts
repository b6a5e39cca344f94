/** Payment status codes (casino-and-account spec, section 4). */
export const paymentStatus = { inProcess: 0, cancelled: 1, completed: 2 } as const;

/** Withdrawal status codes (spec, section 4). */
export const withdrawalStatus = {
  created: 0,
  inProcess: 1,
  paid: 2,
  blocked: 3,
  cancelled: 4,
} as const;

/** Payment types (spec, section 4); 6 and 10 belong to other histories and are not used here. */
export const paymentType = { topUp: 1, aggregator: 16, cashier: 114, owner: 116 } as const;

/** Withdrawal types (spec, section 4). */
export const withdrawalType = { withdrawal: 8, cashier: 118 } as const;

/** Payment codes (spec, section 8) plus the shared ones this module answers with. */
export const paymentCodes = {
  notLoggedIn: 1,
  withdrawalNotFound: 9,
  invalidPhone: 15,
  invalidTopUpAmount: 101,
  badPaymentId: 102,
  cannotComplete: 103,
  withdrawalStatusError: 104,
  bonusConditionsNotMet: 105,
  withdrawalBelowMinimum: 106,
  oneWithdrawalPerDay: 114,
  insufficientFunds: 501,
} as const;

export type AggregatorGroup = 'card' | 'crypto' | 'e-wallet' | 'mobile';

/** The aggregator's payment mode ids (spec, section 9) and what each one is. */
export const aggregatorPaymentModes: Readonly<Record<string, AggregatorGroup>> = {
  '63': 'card',
  '160': 'card',
  '45': 'crypto',
  '147': 'crypto',
  '116': 'crypto',
  '114': 'e-wallet',
  '64': 'e-wallet',
  '150': 'e-wallet',
  '2': 'e-wallet',
  '84': 'mobile',
  '83': 'mobile',
  '132': 'mobile',
  '82': 'mobile',
};

/** Platilka top-up methods (`pay_with`); 'mobile' charges a phone and needs `phone_number`. */
export const platilkaMethods = ['wallet', 'card', 'mobile'] as const;

/** Payku (Chilean gateway) top-up methods; Webpay when none is given. */
export const paykuMethods = ['webpay', 'khipu', 'transfer'] as const;

/**
 * Withdrawal payment modes besides the aggregator ids. A mode containing 'platilka' uses the
 * e-wallet limits (spec, section 5); 'cashier' needs a cashier_id.
 */
export const withdrawalModes = ['card', 'bank_transfer', 'cashier', 'platilka', 'payku'] as const;

/** Minutes of platform time a withdrawal spends in each state before the tick moves it on. */
export const withdrawalProgress = { createdMinutes: 2, inProcessMinutes: 3 } as const;

/** A checkout nobody confirms or cancels is cancelled after this many platform minutes. */
export const checkoutLifetimeMinutes = 60;
