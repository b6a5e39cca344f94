import { describe, expect, it } from 'vitest';
import { withTestPlatform } from '../testing.ts';
import { credit, debit, InsufficientFundsError, toCents } from './ledger.ts';

const platform = withTestPlatform();

const balanceOf = (userId: number) =>
  (
    platform.context.database
      .prepare('SELECT balance_cents AS cents FROM users WHERE id = ?')
      .get(userId) as { cents: number }
  ).cents;

describe('ledger', () => {
  it('should debit and credit with a ledger row each', () => {
    const { database, clock } = platform.context;
    const at = clock.now();
    const before = balanceOf(1);
    database.transaction(() => {
      debit(database, { userId: 1, cents: 2_500, kind: 'sport-bet', reference: 'c1', at });
      credit(database, { userId: 1, cents: 1_000, kind: 'sport-win', reference: 'c1', at });
    })();
    expect(balanceOf(1)).toBe(before - 1_500);
    const rows = database
      .prepare("SELECT amount_cents AS amount FROM ledger WHERE reference = 'c1' ORDER BY id")
      .all();
    expect(rows).toEqual([{ amount: -2_500 }, { amount: 1_000 }]);
  });

  it('should refuse a debit below zero and roll the whole transaction back', () => {
    const { database, clock } = platform.context;
    const at = clock.now();
    const before = balanceOf(1);
    expect(() =>
      database.transaction(() => {
        credit(database, { userId: 1, cents: 10_000, kind: 'promo', at });
        debit(database, { userId: 1, cents: before + 100_000, kind: 'sport-bet', at });
      })(),
    ).toThrow(InsufficientFundsError);
    expect(balanceOf(1)).toBe(before);
  });

  it('should refuse to move money outside a transaction', () => {
    const { database, clock } = platform.context;
    expect(() => credit(database, { userId: 1, cents: 1, kind: 'promo', at: clock.now() })).toThrow(
      /inside a database transaction/,
    );
  });

  it('should move a peso account only by whole pesos, and roll back what came before', () => {
    // The demo player (user 1) holds Chilean pesos, which have no cents: half a peso is money no
    // screen can show, so the ledger refuses it as it refuses a fraction of a cent.
    const { database, clock } = platform.context;
    const at = clock.now();
    const before = balanceOf(1);
    expect(() =>
      database.transaction(() => {
        credit(database, { userId: 1, cents: 10_000, kind: 'sport-win', at });
        credit(database, { userId: 1, cents: 19_350, kind: 'sport-win', at });
      })(),
    ).toThrow(/CLP needs whole multiples of 100 cents, got 19350/);
    expect(balanceOf(1)).toBe(before);
  });

  it('should convert amounts to cents without float drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1_999);
    expect(() => toCents(1.005)).toThrow(RangeError);
  });

  it('should refuse decimals the currency does not have', () => {
    expect(toCents(125, 'CLP')).toBe(12_500);
    expect(() => toCents(125.5, 'CLP')).toThrow(/more decimals than CLP has \(0\)/);
    expect(toCents(125.5, 'USD')).toBe(12_550);
  });
});
