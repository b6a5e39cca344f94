import { describe, expect, it } from 'vitest';
import {
  authCodes,
  betCodes,
  codeRange,
  type CodeTable,
  otherCodes,
  paymentCodes,
  promoCodes,
  protectionCodes,
  scopeTables,
  sellStatuses,
  statusCodes,
} from './catalogue.ts';
import englishMessages from './locales/en-US.json';
import spanishMessages from './locales/es-ES.json';
import portugueseMessages from './locales/pt-PT.json';

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  if (typeof value === 'string') return leaves.set(prefix, value);
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    for (const [leaf, text] of flatten(child, prefix ? `${prefix}.${key}` : key)) {
      leaves.set(leaf, text);
    }
  }
  return leaves;
}

const locales = {
  'en-US': flatten(englishMessages),
  'es-ES': flatten(spanishMessages),
  'pt-PT': flatten(portugueseMessages),
};

/** A message by the key the app translates: a message with a count is found by its `_other` form. */
const message = (messages: Map<string, string>, key: string) =>
  messages.get(key) ?? messages.get(`${key}_other`);

const tables: Record<string, CodeTable> = {
  betCodes,
  statusCodes,
  authCodes,
  paymentCodes,
  promoCodes,
  protectionCodes,
  otherCodes,
};

const codesOf = (table: CodeTable) => [...table.keys()].sort((a, b) => a - b);
const codesWithKey = (table: CodeTable, key: string) =>
  codesOf(table).filter((code) => table.get(code) === key);

describe('every code of both catalogues', () => {
  it.each(Object.entries(tables))('should have a message in every language: %s', (_, table) => {
    expect(table.size).toBeGreaterThan(0);
    for (const [code, key] of table) {
      for (const [tag, messages] of Object.entries(locales)) {
        expect(message(messages, key)?.trim(), `${tag}: code ${code} → ${key}`).toBeTruthy();
      }
    }
  });

  it('should give a sell status a message in every language', () => {
    for (const key of sellStatuses.values()) {
      for (const messages of Object.values(locales)) expect(message(messages, key)).toBeDefined();
    }
  });
});

describe('translations', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/gu)].map((m) => m[1]);

  it('should use the same interpolation values in every language', () => {
    for (const [key, english] of locales['en-US']) {
      expect(placeholders(locales['es-ES'].get(key) ?? ''), key).toEqual(placeholders(english));
      expect(placeholders(locales['pt-PT'].get(key) ?? ''), key).toEqual(placeholders(english));
    }
  });

  it("should use the spec's Spanish texts", () => {
    const spanish = locales['es-ES'];
    expect(spanish.get('general.default')).toBe('Error Al Ejecutar La Consulta.');
    expect(spanish.get('payment.belowMinimum')).toBe('Cantidad menor que mínima');
    expect(spanish.get('sell.coeffChanged')).toBe('Se cambió el COEF');
    expect(spanish.get('sell.someBetsUnavailable')).toBe('Algunas apuestas no están disponibles');
    expect(spanish.get('sell.notForSale')).toBe('La apuesta no está a la venta.');
    expect(spanish.get('sell.alreadySold')).toBe('Apuesta ya vendida');
    expect(spanish.get('sell.freeBetsNotSellable')).toBe(
      'Las apuestas gratuitas no se pueden vender',
    );
    expect(spanish.get('notice.changedPasswordDoNotMatch')).toBe('Las contraseñas no coinciden');
    expect(spanish.get('notice.sellSuccess')).toBe('Venta exitosa');
    expect(spanish.get('auth.smsDailyLimit')).toBe('Superado límite diario de mensajes SMS');
    expect(spanish.get('payment.cashiersUnavailable')).toMatch(
      /^No pudimos obtener una lista de cajeros/u,
    );
  });

  it('should have every notice key of the casino spec', () => {
    const noticeKeys = [
      'successAuth',
      'logoutSuccess',
      'checkPhone',
      'checkEmail',
      'recoverySuccess',
      'copiedSuccess',
      'infoWasUpdated',
      'changedPassword',
      'changedPasswordDoNotMatch',
      'slotSuccessfullyAdded',
      'slotSuccessfullyRemoved',
      'needAuth',
      'pleaseAuth',
      'errorSession',
      'recoveryFailed',
      'tryAgain',
      'freeBetsReceived',
    ];
    for (const key of noticeKeys) expect(locales['en-US'].has(`notice.${key}`), key).toBe(true);
    expect(locales['en-US'].get('notice.freeBetsReceived')).toBe('Free bets received!');
  });
});

describe('codeRange', () => {
  it('should include both ends', () => {
    expect(codeRange(53, 56)).toEqual([53, 54, 55, 56]);
    expect(codeRange(2, 2)).toEqual([2]);
    expect(codeRange(19, 48)).toHaveLength(30);
  });
});

describe('bet codes', () => {
  it('should cover exactly 1-64, 66-71 and 73-82 of the spec, and the platform’s 83-88', () => {
    expect(codesOf(betCodes)).toEqual([
      ...codeRange(1, 64),
      ...codeRange(66, 71),
      ...codeRange(73, 88),
    ]);
  });

  it('should read cash limit for 2, 19-48 and 53-62 only', () => {
    expect(codesWithKey(betCodes, 'bet.cashLimit')).toEqual([
      2,
      ...codeRange(19, 48),
      ...codeRange(53, 62),
    ]);
    for (const neighbour of [1, 3, 18, 49, 52, 63]) {
      expect(betCodes.get(neighbour)).not.toBe('bet.cashLimit');
    }
  });

  it('should read "event already begun" for 3 and 64', () => {
    expect(codesWithKey(betCodes, 'bet.eventStarted')).toEqual([3, 64]);
  });

  it('should name the single meanings', () => {
    expect(betCodes.get(1)).toBe('bet.notFound');
    expect(betCodes.get(4)).toBe('bet.coefChanged');
    expect(betCodes.get(12)).toBe('bet.noMoney');
    expect(betCodes.get(63)).toBe('bet.removedFromLive');
    expect(betCodes.get(82)).toBe('bet.outcomeLimit');
  });

  it('should read the express sizes for 73-79', () => {
    expect(codesWithKey(betCodes, 'bet.expressOfSize')).toEqual(codeRange(73, 79));
  });
});

describe('codeStatus 600-695', () => {
  it('should cover the codes the spec names, and no others', () => {
    expect(codesOf(statusCodes)).toEqual([
      603,
      605,
      606,
      612,
      613,
      614,
      617,
      618,
      619,
      622,
      623,
      626,
      627,
      628,
      ...codeRange(629, 668),
      669,
      670,
      671,
      673,
      674,
      675,
      677,
      680,
      681,
      ...codeRange(682, 688),
      ...codeRange(689, 695),
    ]);
  });

  it('should read the limit failures for 629-668 only', () => {
    expect(codesWithKey(statusCodes, 'status.limitExceeded')).toEqual(codeRange(629, 668));
    expect(statusCodes.get(628)).toBe('status.relatedEvents');
    expect(statusCodes.get(669)).toBe('status.userNotFound');
  });

  it('should read wrong express sizes for 682-688 only', () => {
    expect(codesWithKey(statusCodes, 'status.wrongExpressSize')).toEqual(codeRange(682, 688));
    expect(statusCodes.get(681)).toBe('status.eventsUnavailable');
    expect(statusCodes.get(689)).toBe('status.expressCoefTooHigh');
  });

  it('should name the single meanings', () => {
    expect(statusCodes.get(605)).toBe('status.balanceTooLow');
    expect(codesWithKey(statusCodes, 'status.eventNotFound')).toEqual([612, 671]);
    expect(codesWithKey(statusCodes, 'status.liveEventOffline')).toEqual([673, 674]);
    expect(statusCodes.get(670)).toBe('status.cashierNotFound');
    expect(statusCodes.get(694)).toBe('status.occupancyLimit');
    expect(statusCodes.get(695)).toBe('auth.loginExists');
  });
});

describe('account-area codes', () => {
  it('should cover the auth codes', () => {
    expect(codesOf(authCodes)).toEqual([
      ...codeRange(1, 11),
      14,
      15,
      17,
      19,
      231,
      232,
      233,
      240,
      695,
    ]);
    expect(authCodes.get(240)).toBe('auth.underAge');
    expect(authCodes.get(4)).toBe('auth.invalidPassword');
    expect(authCodes.get(19)).toBe('auth.badRunFormat');
    expect(authCodes.get(231)).toBe('auth.weakPassword');
  });

  it('should cover the payment codes', () => {
    expect(codesOf(paymentCodes)).toEqual([...codeRange(101, 106), 114]);
    expect(paymentCodes.get(106)).toBe('payment.withdrawalBelowMinimum');
    expect(paymentCodes.get(114)).toBe('payment.oneWithdrawalPerDay');
  });

  it("should give each promo code 2200-2214 the platform's meaning", () => {
    expect(codesOf(promoCodes).map((code) => promoCodes.get(code))).toEqual([
      'promo.notFound',
      'promo.expired',
      'promo.alreadyActivated',
      'promo.activationLimitReached',
      'promo.alreadyUsedThisPromotion',
      'promo.alreadyLinkedToPartner',
      'promo.promoBonusRunning',
      'promo.otherPartnersCode',
      'promo.ownCode',
      'promo.unknownType',
      'promo.cancelled',
      'promo.notInBonusProgramme',
      'promo.disabledByAdmin',
      'promo.withdrewAfterApplying',
      'promo.conditionsNotMet',
    ]);
    expect(codesOf(promoCodes)).toEqual(codeRange(2200, 2214));
  });

  it('should cover the other codes', () => {
    expect(Object.fromEntries(otherCodes)).toEqual({
      201: 'other.pageUnavailable',
      202: 'other.pageUnavailable',
      404: 'other.playersOnly',
      501: 'other.insufficientFunds',
      502: 'other.userMissing',
      999: 'other.routingError',
    });
  });
});

describe('scopeTables', () => {
  it('should read the player-protection codes 330-338 in every scope', () => {
    expect(codesOf(protectionCodes)).toEqual(codeRange(330, 338));
    for (const tablesOfScope of Object.values(scopeTables)) {
      expect(tablesOfScope.at(-2)).toBe(protectionCodes);
    }
  });

  it('should consult the other codes last in every scope', () => {
    for (const tablesOfScope of Object.values(scopeTables)) {
      expect(tablesOfScope.at(-1)).toBe(otherCodes);
    }
  });

  it('should consult the 600-695 table for bets only', () => {
    expect(scopeTables.bet).toEqual([betCodes, statusCodes, protectionCodes, otherCodes]);
    const others = Object.entries(scopeTables).filter(([scope]) => scope !== 'bet');
    for (const [, tablesOfScope] of others) expect(tablesOfScope).not.toContain(statusCodes);
  });
});
