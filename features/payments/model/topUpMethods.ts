/**
 * The ways to top up (casino-and-account spec, sections 7 and 9; platform payments README): the
 * aggregator's payment modes in four groups, and the Platilka and Payku gateways with their own
 * methods. Pure data and rules; the picker names them in the player's language.
 */

export const aggregatorGroups = ['card', 'crypto', 'eWallet', 'mobile'] as const;
export type AggregatorGroup = (typeof aggregatorGroups)[number];

/** Spec, section 9: aggregator payment mode ids by kind. */
export const aggregatorModes: Readonly<Record<AggregatorGroup, readonly number[]>> = {
  card: [63, 160],
  crypto: [45, 147, 116],
  eWallet: [114, 64, 150, 2],
  mobile: [84, 83, 132, 82],
};

/**
 * An aggregator mode's kind and place among that kind's modes (1-based), or undefined for an id
 * the spec does not list. A mode the brand does not name is called by them ("Tarjeta 2").
 */
export function aggregatorModePlace(
  mode: number,
): { group: AggregatorGroup; place: number } | undefined {
  for (const group of aggregatorGroups) {
    const index = aggregatorModes[group].indexOf(mode);
    if (index >= 0) return { group, place: index + 1 };
  }
  return undefined;
}

export const platilkaMethods = ['wallet', 'card', 'mobile'] as const;
export type PlatilkaMethod = (typeof platilkaMethods)[number];

export const paykuMethods = ['webpay', 'khipu', 'transfer'] as const;
export type PaykuMethod = (typeof paykuMethods)[number];

export type TopUpMethod =
  | { provider: 'aggregator'; group: AggregatorGroup; mode: number }
  | { provider: 'platilka'; payWith: PlatilkaMethod }
  | { provider: 'payku'; mode: PaykuMethod };

export type TopUpGroupId = AggregatorGroup | 'platilka' | 'payku';

export interface TopUpMethodGroup {
  id: TopUpGroupId;
  methods: readonly TopUpMethod[];
}

/** Every method, grouped as the picker shows them: the aggregator's kinds, then the gateways. */
export const topUpMethodGroups: readonly TopUpMethodGroup[] = [
  ...aggregatorGroups.map((group) => ({
    id: group,
    methods: aggregatorModes[group].map((mode) => ({
      provider: 'aggregator' as const,
      group,
      mode,
    })),
  })),
  {
    id: 'platilka',
    methods: platilkaMethods.map((payWith) => ({ provider: 'platilka' as const, payWith })),
  },
  { id: 'payku', methods: paykuMethods.map((mode) => ({ provider: 'payku' as const, mode })) },
];

/** A stable id for a method (form state, element ids): `aggregator:63`, `platilka:mobile`. */
export function topUpMethodId(method: TopUpMethod): string {
  switch (method.provider) {
    case 'aggregator':
      return `aggregator:${method.mode}`;
    case 'platilka':
      return `platilka:${method.payWith}`;
    case 'payku':
      return `payku:${method.mode}`;
  }
}

export function findTopUpMethod(id: string): TopUpMethod | undefined {
  for (const group of topUpMethodGroups) {
    const found = group.methods.find((method) => topUpMethodId(method) === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Which limits apply (spec, section 5; platform README "Limits"): Platilka and the aggregator's
 * e-wallets use `e_top_up`, every other method `top_up`.
 */
export function topUpLimitKind(method: TopUpMethod): 'top_up' | 'e_top_up' {
  if (method.provider === 'platilka') return 'e_top_up';
  if (method.provider === 'aggregator' && method.group === 'eWallet') return 'e_top_up';
  return 'top_up';
}

/** Platilka's mobile method charges a phone, so the platform needs its number. */
export function needsPhoneNumber(method: TopUpMethod): boolean {
  return method.provider === 'platilka' && method.payWith === 'mobile';
}

export interface TopUpRequest {
  path: string;
  body: Record<string, string | number>;
}

/**
 * The init call of a method (spec, section 7). The aggregator goes through Freekassa's POST
 * init, which takes the mode id as it is; Interkassa's GET init would also need the provider's
 * own method name (`ik_pw_via`), which the spec does not list per mode.
 */
export function topUpRequest(
  method: TopUpMethod,
  amount: number,
  phoneNumber?: string,
): TopUpRequest {
  switch (method.provider) {
    case 'aggregator':
      return { path: '/api/payment/freekassa/init', body: { amount, payment_mode: method.mode } };
    case 'platilka':
      return {
        path: '/api/payment/platilka/init',
        body: {
          pay_with: method.payWith,
          amount,
          ...(phoneNumber && needsPhoneNumber(method) ? { phone_number: phoneNumber } : {}),
        },
      };
    case 'payku':
      return { path: '/api/payment/payku', body: { amount, payment_mode: method.mode } };
  }
}

/** What an init call answers: `url` (Payku may name it `payment_link`). */
export interface TopUpAnswer {
  url?: string | null;
  payment_link?: string | null;
  payment_id?: number;
}

/** The checkout address to send the browser to, or undefined when the answer has none. */
export function checkoutUrlOf(answer: TopUpAnswer | null | undefined): string | undefined {
  const url = answer?.url ?? answer?.payment_link;
  return typeof url === 'string' && url.trim() !== '' ? url : undefined;
}
