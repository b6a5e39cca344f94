import { describe, expect, it } from 'vitest';
import demoBrand from '../../../config/demo/brand.json';
import {
  aggregatorModes,
  aggregatorModePlace,
  checkoutUrlOf,
  findTopUpMethod,
  needsPhoneNumber,
  topUpLimitKind,
  topUpMethodGroups,
  topUpMethodId,
  topUpRequest,
  type TopUpMethod,
} from './topUpMethods.ts';

const card: TopUpMethod = { provider: 'aggregator', group: 'card', mode: 63 };
const eWallet: TopUpMethod = { provider: 'aggregator', group: 'eWallet', mode: 114 };
const platilkaMobile: TopUpMethod = { provider: 'platilka', payWith: 'mobile' };
const platilkaWallet: TopUpMethod = { provider: 'platilka', payWith: 'wallet' };
const webpay: TopUpMethod = { provider: 'payku', mode: 'webpay' };

describe('topUpMethodGroups', () => {
  it("should group the spec's aggregator modes, then Platilka and Payku", () => {
    expect(topUpMethodGroups.map((group) => [group.id, group.methods.map(topUpMethodId)])).toEqual([
      ['card', ['aggregator:63', 'aggregator:160']],
      ['crypto', ['aggregator:45', 'aggregator:147', 'aggregator:116']],
      ['eWallet', ['aggregator:114', 'aggregator:64', 'aggregator:150', 'aggregator:2']],
      ['mobile', ['aggregator:84', 'aggregator:83', 'aggregator:132', 'aggregator:82']],
      ['platilka', ['platilka:wallet', 'platilka:card', 'platilka:mobile']],
      ['payku', ['payku:webpay', 'payku:khipu', 'payku:transfer']],
    ]);
  });

  it('should find every method again by its id, and nothing for an unknown id', () => {
    for (const method of topUpMethodGroups.flatMap((group) => group.methods)) {
      expect(findTopUpMethod(topUpMethodId(method))).toEqual(method);
    }
    expect(findTopUpMethod('aggregator:999')).toBeUndefined();
  });
});

describe("the demo brand's payment mode names", () => {
  it("should name every mode the spec lists, in each of the brand's languages", () => {
    const names: Partial<Record<string, Partial<Record<string, string>>>> = demoBrand.paymentModes;
    for (const mode of Object.values(aggregatorModes).flat()) {
      for (const language of demoBrand.languages.enabled) {
        expect(names[String(mode)]?.[language]?.trim(), `${mode} in ${language}`).toBeTruthy();
      }
    }
  });
});

describe('aggregatorModePlace', () => {
  it("should give a mode's kind and its place among that kind's modes", () => {
    expect(aggregatorModePlace(63)).toEqual({ group: 'card', place: 1 });
    expect(aggregatorModePlace(160)).toEqual({ group: 'card', place: 2 });
    expect(aggregatorModePlace(116)).toEqual({ group: 'crypto', place: 3 });
    expect(aggregatorModePlace(2)).toEqual({ group: 'eWallet', place: 4 });
    expect(aggregatorModePlace(82)).toEqual({ group: 'mobile', place: 4 });
  });

  it('should know no mode the spec does not list', () => {
    expect(aggregatorModePlace(99)).toBeUndefined();
  });
});

describe('topUpLimitKind', () => {
  it('should use the e-wallet limits for Platilka and the aggregator e-wallets', () => {
    expect(topUpLimitKind(eWallet)).toBe('e_top_up');
    expect(topUpLimitKind(platilkaWallet)).toBe('e_top_up');
    expect(topUpLimitKind(platilkaMobile)).toBe('e_top_up');
  });

  it('should use the top-up limits for cards, crypto, mobile operators and Payku', () => {
    expect(topUpLimitKind(card)).toBe('top_up');
    expect(topUpLimitKind({ provider: 'aggregator', group: 'crypto', mode: 45 })).toBe('top_up');
    expect(topUpLimitKind({ provider: 'aggregator', group: 'mobile', mode: 84 })).toBe('top_up');
    expect(topUpLimitKind(webpay)).toBe('top_up');
  });
});

describe('topUpRequest', () => {
  it('should start an aggregator top-up through the Freekassa init with the mode id', () => {
    expect(topUpRequest(card, 6000)).toEqual({
      path: '/api/payment/freekassa/init',
      body: { amount: 6000, payment_mode: 63 },
    });
  });

  it('should send the phone number only for Platilka mobile', () => {
    expect(needsPhoneNumber(platilkaMobile)).toBe(true);
    expect(needsPhoneNumber(platilkaWallet)).toBe(false);
    expect(topUpRequest(platilkaMobile, 7000, '+56987654321')).toEqual({
      path: '/api/payment/platilka/init',
      body: { pay_with: 'mobile', amount: 7000, phone_number: '+56987654321' },
    });
    expect(topUpRequest(platilkaWallet, 7000, '+56987654321')).toEqual({
      path: '/api/payment/platilka/init',
      body: { pay_with: 'wallet', amount: 7000 },
    });
  });

  it('should start Payku with its method', () => {
    expect(topUpRequest(webpay, 8000)).toEqual({
      path: '/api/payment/payku',
      body: { amount: 8000, payment_mode: 'webpay' },
    });
  });
});

describe('checkoutUrlOf', () => {
  it('should take url, else Payku’s payment_link', () => {
    expect(checkoutUrlOf({ url: '/demo/checkout/a' })).toBe('/demo/checkout/a');
    expect(checkoutUrlOf({ url: null, payment_link: '/demo/checkout/b' })).toBe('/demo/checkout/b');
  });

  it('should find nothing in an answer without an address', () => {
    expect(checkoutUrlOf({ url: '  ' })).toBeUndefined();
    expect(checkoutUrlOf(null)).toBeUndefined();
    expect(checkoutUrlOf({ payment_id: 3 })).toBeUndefined();
  });
});
