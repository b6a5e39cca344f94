import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../auth/currentUser.ts';
import { sessionCookieOf, withSessions, withTestPlatform } from '../../testing.ts';
import { credit, debit } from '../../money/ledger.ts';

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player');

const userById = (id: number) =>
  platform.context.database.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow;

async function newAccount(email: string) {
  const response = await platform.post<{ id: number }>('/api/user/signup', {
    email,
    currency: 'CLP',
    password: 'kiwi42',
    birth_date: '1990-05-17',
  });
  const { id } = response.body.data;
  return { id, cookie: sessionCookieOf(response) ?? '' };
}

const personalData = {
  first_name: 'Ana',
  last_name: 'Pérez',
  middle_name: 'María',
  birth_date: '1990-05-17',
  phone: '+56 9 8765 4321',
  passport: 'AB123456',
  gander: 'female',
};

describe('GET /api/user/profile', () => {
  it('should refuse a visitor with code 1', async () => {
    const response = await platform.get('/api/user/profile');
    expect(response.statusCode).toBe(401);
    expect(response.body).toMatchObject({ success: false, codeStatus: 1 });
  });

  it("should give the signed-in player's profile", async () => {
    const response = await platform.get('/api/user/profile', cookies.player);
    expect(response.body).toEqual({
      success: true,
      errorMessage: null,
      codeStatus: 0,
      data: {
        id: 1,
        email: 'player@demo.test',
        email_verified: true,
        phone: '56987654321',
        currency: 'CLP',
        // Other modules' seeds may move the player's money, so the database says what it is.
        balance: userById(1).balance_cents / 100,
        first_name: null,
        last_name: null,
        middle_name: null,
        birth_date: null,
        gender: null,
        passport: null,
        number_document: null,
        address: null,
        card: null,
        yandex: null,
        is_changed: 0,
      },
    });
  });
});

describe('PUT /api/user/profile/additional/update', () => {
  const update = (payload: object, cookie = cookies.player) =>
    platform.put('/api/user/profile/additional/update', payload, cookie);

  it('should refuse a visitor with code 1', async () => {
    const response = await platform.put('/api/user/profile/additional/update', personalData);
    expect(response.body).toMatchObject({ success: false, codeStatus: 1 });
  });

  it.each([
    [{ first_name: '' }],
    [{ last_name: '   ' }],
    [{ phone: '' }],
    [{ birth_date: '17.05.1990' }],
    [{ birth_date: '1990-02-30' }],
    [{ birth_date: '2026-11-19' }],
    [{ birth_date: undefined }],
    [{ gander: 'other' }],
  ])('should answer %j with a 400 envelope', async (change) => {
    const response = await update({ ...personalData, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, codeStatus: 400 });
    expect(userById(1).is_changed).toBe(0);
  });

  it.each([
    ['a newborn (the day the test clock reads)', '2026-11-18'],
    ['someone a day short of 18', '2008-11-19'],
  ])(
    'should refuse the birth date of %s with code 240 and save nothing',
    async (_who, birthDate) => {
      const response = await update({ ...personalData, birth_date: birthDate });
      expect(response.statusCode).toBe(400);
      expect(response.body).toEqual({
        success: false,
        data: null,
        errorMessage: 'Under the minimum age of 18',
        codeStatus: 240,
      });
      expect(userById(1)).toMatchObject({ is_changed: 0, birth_date: null });
    },
  );

  it('should take someone who turns 18 on the day of the update', async () => {
    const { id, cookie } = await newAccount('eighteen-today@example.com');
    const response = await update(
      { first_name: 'Eva', last_name: 'Soto', phone: '+56 9 3333 4444', birth_date: '2008-11-18' },
      cookie,
    );
    expect(response.body).toMatchObject({ success: true, data: { birth_date: '2008-11-18' } });
    expect(userById(id).is_changed).toBe(1);
  });

  it('should refuse a phone other than the one the account has, with code 12', async () => {
    const response = await update({ ...personalData, phone: '+56 9 1111 2222' });
    expect(response.statusCode).toBe(409);
    expect(response.body).toMatchObject({
      success: false,
      codeStatus: 12,
      errorMessage: 'phone is not editable',
    });
  });

  it('should save once, mark the data changed, then answer "data is not editable"', async () => {
    const response = await update(personalData);
    expect(response.body).toMatchObject({
      success: true,
      data: {
        id: 1,
        first_name: 'Ana',
        last_name: 'Pérez',
        middle_name: 'María',
        birth_date: '1990-05-17',
        phone: '56987654321',
        passport: 'AB123456',
        gender: 'female',
        is_changed: 1,
      },
    });
    const profile = await platform.get('/api/user/profile', cookies.player);
    expect(profile.body).toMatchObject({ data: { is_changed: 1, gender: 'female' } });
    const again = await update({ ...personalData, first_name: 'Otra' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toEqual({
      success: false,
      data: null,
      errorMessage: 'data is not editable',
      codeStatus: 12,
    });
    expect(userById(1).first_name).toBe('Ana');
  });

  it('should take the phone of an account without one: 15 invalid, 695 taken', async () => {
    const { id, cookie } = await newAccount('no-phone@example.com');
    const minimal = { first_name: 'Luis', last_name: 'Soto', birth_date: '1988-01-31' };
    const invalid = await update({ ...minimal, phone: '123' }, cookie);
    expect(invalid.body).toMatchObject({ success: false, codeStatus: 15 });
    // The right length for Chile, but no Chilean number starts with 0.
    const impossible = await update({ ...minimal, phone: '+56 0 0000 0000' }, cookie);
    expect(impossible.body).toMatchObject({ success: false, codeStatus: 15 });
    const taken = await update({ ...minimal, phone: '56987654321' }, cookie);
    expect(taken.body).toMatchObject({ success: false, codeStatus: 695 });
    const saved = await update({ ...minimal, phone: '+56 9 2222 3333' }, cookie);
    expect(saved.body).toMatchObject({
      success: true,
      data: { phone: '56922223333', middle_name: null, gender: null, birth_date: '1988-01-31' },
    });
    expect(userById(id)).toMatchObject({ phone: '56922223333', is_changed: 1 });
  });
});

describe('GET /api/user/distributed_balance', () => {
  it('should refuse a visitor with code 1', async () => {
    const response = await platform.get('/api/user/distributed_balance');
    expect(response.body).toMatchObject({ success: false, codeStatus: 1 });
  });

  it('should count a balance without cashier top-ups as e-money', async () => {
    const { id, cookie } = await newAccount('e-money@example.com');
    const { database, clock } = platform.context;
    database.transaction(() => {
      credit(database, { userId: id, cents: 100_000, kind: 'top-up', at: clock.now() });
    })();
    const response = await platform.get('/api/user/distributed_balance', cookie);
    expect(response.body).toEqual({
      success: true,
      errorMessage: null,
      codeStatus: 0,
      data: { balance_from_cashiers: 0, balance_from_e_money: 1000 },
    });
  });

  it('should split by cashier top-ups, capped by what is left after spending', async () => {
    const { id, cookie } = await newAccount('cashier@example.com');
    const { database, clock } = platform.context;
    const at = clock.now();
    database.transaction(() => {
      credit(database, { userId: id, cents: 30_000, kind: 'top-up', reference: 'cashier:7', at });
      credit(database, { userId: id, cents: 20_100, kind: 'top-up', reference: 'payku:1', at });
    })();
    const split = await platform.get('/api/user/distributed_balance', cookie);
    expect(split.body).toMatchObject({
      data: { balance_from_cashiers: 300, balance_from_e_money: 201 },
    });
    database.transaction(() => {
      debit(database, { userId: id, cents: 40_000, kind: 'sport-bet', reference: 'coupon:1', at });
    })();
    const afterBet = await platform.get('/api/user/distributed_balance', cookie);
    expect(afterBet.body).toMatchObject({
      data: { balance_from_cashiers: 101, balance_from_e_money: 0 },
    });
  });
});

describe('POST /api/user/partner/promocode', () => {
  it('should refuse a visitor with code 1', async () => {
    const response = await platform.post('/api/user/partner/promocode', {
      betting: 'P1',
      ref_id: '9',
    });
    expect(response.body).toMatchObject({ success: false, codeStatus: 1 });
  });

  it("should store the partner's promo code and referral id on the player", async () => {
    const response = await platform.post(
      '/api/user/partner/promocode',
      { betting: 'PARTNER5', ref_id: 42 },
      cookies.player,
    );
    expect(response.body).toEqual({
      success: true,
      data: { promocode: 'PARTNER5', referral_id: '42' },
      errorMessage: null,
      codeStatus: 0,
    });
    expect(userById(1)).toMatchObject({ promocode: 'PARTNER5', referral_id: '42' });
  });

  it('should answer a missing field with a 400 envelope', async () => {
    const response = await platform.post(
      '/api/user/partner/promocode',
      { betting: 'X' },
      cookies.player,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, codeStatus: 400 });
  });
});

describe('GET /api/user/balance free bets', () => {
  it('should report the free bets columns', async () => {
    const { id, cookie } = await newAccount('free-bets@example.com');
    const { database, clock } = platform.context;
    database.transaction(() => {
      credit(database, { userId: id, cents: 100_000, kind: 'top-up', at: clock.now() });
    })();
    database
      .prepare('UPDATE users SET free_bets_active = 2, free_bets_inactive = 3 WHERE id = ?')
      .run(id);
    const response = await platform.get<{ jackpots: Array<{ amount: number }> }>(
      '/api/user/balance',
      cookie,
    );
    const { body } = response;
    expect(body).toMatchObject({
      success: true,
      errorMessage: null,
      codeStatus: 0,
      data: {
        balance: 1000,
        // The welcome bonus of a new CLP account (limits.bonus.registrationBonus).
        bonus_balance: 10_000,
        is_banned: false,
        free_bets: { active: 2, inactive: 3 },
        won_jackpots: [],
      },
    });
    // The casino's jackpots in the player's currency ride along (grand, medium, small).
    expect(body.data.jackpots.length).toBeGreaterThan(0);
  });
});
