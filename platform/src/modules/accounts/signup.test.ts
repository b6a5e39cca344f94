import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../auth/currentUser.ts';
import { credit } from '../../money/ledger.ts';
import { sessionCookieOf, withTestPlatform } from '../../testing.ts';
import { creditRegistrationBonus, REGISTRATION_BONUS_REFERENCE } from './createAccount.ts';
import { mailbox } from './testMailbox.ts';

const platform = withTestPlatform();

const userByLogin = (login: string) =>
  platform.context.database.prepare('SELECT * FROM users WHERE login = ?').get(login) as
    UserRow | undefined;

const adult = '1990-05-17';

const signUp = (payload: object) =>
  platform.post('/api/user/signup', {
    currency: 'USD',
    password: 'kiwi42',
    birth_date: adult,
    ...payload,
  });

const oneClick = (payload: object) =>
  platform.post<{ id: number; login: string; password: string }>('/api/user/signup/one-click', {
    birth_date: adult,
    ...payload,
  });

/** The bonus wallet and its ledger lines of an account. */
function bonusOf(userId: number | undefined) {
  const { database } = platform.context;
  const user = database
    .prepare('SELECT balance_cents, bonus_balance_cents FROM users WHERE id = ?')
    .get(userId) as { balance_cents: number; bonus_balance_cents: number };
  const lines = database
    .prepare('SELECT kind, wallet, amount_cents, reference FROM ledger WHERE user_id = ?')
    .all(userId);
  return { ...user, lines };
}

describe('POST /api/user/signup', () => {
  it('should create a player, sign them in and mail a verification link', async () => {
    const response = await signUp({
      email: 'New.Player@Example.com',
      lang: 'en',
      need_activation: true,
      promocode: 'WELCOME',
    });
    expect(response.statusCode).toBe(200);
    const user = userByLogin('New.Player@Example.com');
    expect(response.body).toEqual({
      success: true,
      data: { id: user?.id, role: 0 },
      errorMessage: null,
      codeStatus: 0,
    });
    expect(user).toMatchObject({
      role: 0,
      balance_cents: 0,
      currency: 'USD',
      lang: 'en-US',
      promocode: 'WELCOME',
      email_verified: 0,
      birth_date: adult,
    });
    const check = await platform.get('/api/user/check', sessionCookieOf(response));
    expect(check.body).toMatchObject({
      success: true,
      data: { id: user?.id, email: 'New.Player@Example.com', currency: 'USD', role: 0 },
    });
    const [mail] = await mailbox(platform, 'new.player@example.com');
    expect(mail).toMatchObject({
      to: 'new.player@example.com',
      channel: 'email',
      subject: 'Confirm your e-mail address',
    });
    expect(mail?.link).toMatch(/^\/verify\?code=[\w-]{32}$/);
    expect(mail?.text).toContain(mail?.link);
  });

  it('should set the session cookie exactly like sign-in does', async () => {
    const response = await signUp({ email: 'cookie@example.com' });
    const cookie = response.cookies.find((candidate) => candidate.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('should send no mail without need_activation, and take the TMT default currency', async () => {
    const response = await signUp({ email: 'quiet@example.com', currency: 'tmt', lang: 'xx' });
    expect(response.body).toMatchObject({ success: true, codeStatus: 0 });
    expect(userByLogin('quiet@example.com')).toMatchObject({ currency: 'TMT', lang: 'es-es' });
    expect(await mailbox(platform, 'quiet@example.com')).toEqual([]);
  });

  it('should accept an e-mail at a bracketed IPv4 address', async () => {
    const response = await signUp({ email: 'someone@[192.168.0.1]' });
    expect(response.body).toMatchObject({ success: true });
  });

  it.each(['not-an-email', 'a@b.c', 'a b@example.com', 'someone@[300.1.1.1]', 'x@[1.2.3]'])(
    'should refuse the e-mail %j with code 2',
    async (email) => {
      const response = await signUp({ email });
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({ success: false, data: null, codeStatus: 2 });
      expect(sessionCookieOf(response)).toBeUndefined();
    },
  );

  it.each([
    ['abc12', 231],
    ['abcdef1', 231],
    ['123456a', 231],
    ['123456', 231],
    ['abc 123', 233],
    ['abc\u0007123', 233],
    ['abc\t123', 233],
  ])('should refuse the password %j with code %i', async (password, code) => {
    const response = await signUp({ email: 'weak@example.com', password });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, codeStatus: code });
    expect(userByLogin('weak@example.com')).toBeUndefined();
  });

  it('should accept letters and digits of any script', async () => {
    const response = await signUp({ email: 'unicode@example.com', password: 'contraseña42' });
    expect(response.body).toMatchObject({ success: true });
  });

  it('should refuse a taken e-mail with code 695, whatever its case', async () => {
    for (const email of ['player@demo.test', 'PLAYER@Demo.Test']) {
      const response = await signUp({ email });
      expect(response.statusCode).toBe(409);
      expect(response.body).toMatchObject({ success: false, codeStatus: 695 });
    }
  });

  it("should answer a 400 envelope for a currency neither the brand's nor TMT", async () => {
    const response = await signUp({ email: 'euro@example.com', currency: 'EUR' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, codeStatus: 400 });
    expect(userByLogin('euro@example.com')).toBeUndefined();
  });

  it('should sign up by username, who then signs in with the universal login', async () => {
    const response = await signUp({ username: 'tallplayer', password: 'secret99' });
    expect(response.body).toMatchObject({ success: true });
    expect(userByLogin('tallplayer')).toMatchObject({ email: null, login: 'tallplayer' });
    const login = await platform.post('/api/user/login', {
      login: 'tallplayer',
      password: 'secret99',
    });
    expect(login.body).toMatchObject({ success: true, data: { role: 0 } });
    const again = await signUp({ username: 'TallPlayer' });
    expect(again.body).toMatchObject({ success: false, codeStatus: 695 });
  });

  it('should refuse a body with neither e-mail nor username, or a bad username', async () => {
    for (const payload of [{}, { username: '12345678' }, { username: 'a@b' }]) {
      const response = await signUp(payload);
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({ success: false, codeStatus: 400 });
    }
  });
});

describe('POST /api/user/signup/one-click', () => {
  it('should create and sign in an account with a random login and numeric password', async () => {
    const response = await oneClick({ currency: 'CLP', lang: 'pt-PT', promocode: 'ONE' });
    expect(response.statusCode).toBe(200);
    const { data } = response.body;
    expect(data.login).toMatch(/^[a-z][a-z0-9]{7,9}$/);
    expect(data.password).toMatch(/^\d{8}$/);
    expect(userByLogin(data.login)).toMatchObject({
      id: data.id,
      role: 0,
      currency: 'CLP',
      lang: 'pt-PT',
      promocode: 'ONE',
      balance_cents: 0,
      birth_date: adult,
    });
    const check = await platform.get('/api/user/check', sessionCookieOf(response));
    expect(check.body).toMatchObject({ data: { id: data.id, email: data.login } });
    const login = await platform.post('/api/user/login', {
      login: data.login,
      password: data.password,
    });
    expect(login.body).toMatchObject({ success: true, data: { id: data.id } });
  });

  it('should never hand out the same login twice', async () => {
    const logins = new Set<string>();
    for (let index = 0; index < 3; index += 1) {
      const response = await oneClick({ currency: 'USD' });
      logins.add(response.body.data.login);
    }
    expect(logins.size).toBe(3);
  });

  it('should refuse an unknown currency with a 400 envelope', async () => {
    const response = await oneClick({ currency: 'XXX' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, codeStatus: 400 });
  });
});

describe('the minimum age at sign-up', () => {
  // The test clock reads 2026-11-18; the demo brand's minimum age is the default, 18.
  it.each([
    ['a newborn', '2026-11-18'],
    ['someone a day short of 18', '2008-11-19'],
  ])('should refuse %s with code 240 and create nothing', async (_who, birthDate) => {
    const byEmail = await signUp({ email: 'young@example.com', birth_date: birthDate });
    const byOneClick = await oneClick({ currency: 'USD', birth_date: birthDate });
    for (const response of [byEmail, byOneClick]) {
      expect(response.statusCode).toBe(400);
      expect(response.body).toEqual({
        success: false,
        data: null,
        errorMessage: 'Under the minimum age of 18',
        codeStatus: 240,
      });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    expect(userByLogin('young@example.com')).toBeUndefined();
  });

  it('should take someone who turns 18 today', async () => {
    const response = await signUp({ email: 'eighteen@example.com', birth_date: '2008-11-18' });
    expect(response.body).toMatchObject({ success: true });
  });

  it.each([
    ['no birth date', undefined],
    ['a date not written yyyy-MM-dd', '17.05.1990'],
    ['a day that does not exist', '1990-02-30'],
    ['a day ahead', '2026-11-19'],
  ])('should answer %s with a 400 envelope', async (_what, birthDate) => {
    const response = await signUp({ email: 'dateless@example.com', birth_date: birthDate });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, codeStatus: 400 });
    expect(userByLogin('dateless@example.com')).toBeUndefined();
  });
});

describe('the welcome bonus (limits.bonus.registrationBonus)', () => {
  it('should credit what the settings promise, to the bonus wallet, in exact cents', async () => {
    const settings = await platform.get<{ limits: { bonus: { registrationBonus: number } } }>(
      '/api/site/settings?lang=en',
    );
    const promised = settings.body.data.limits.bonus.registrationBonus;
    expect(promised).toBe(10_000);

    const response = await signUp({ email: 'welcome@example.com', currency: 'CLP' });
    const id = userByLogin('welcome@example.com')?.id;
    expect(bonusOf(id)).toEqual({
      balance_cents: 0,
      bonus_balance_cents: promised * 100,
      lines: [
        { kind: 'bonus', wallet: 'bonus', amount_cents: 1_000_000, reference: 'registration' },
      ],
    });
    const balance = await platform.get('/api/user/balance', sessionCookieOf(response));
    expect(balance.body).toMatchObject({ data: { balance: 0, bonus_balance: promised } });
  });

  it("should credit each currency's own amount, by every way of signing up", async () => {
    const usd = await signUp({ email: 'dollars@example.com' });
    const clicked = await oneClick({ currency: 'USD' });
    for (const response of [usd, clicked]) {
      const balance = await platform.get('/api/user/balance', sessionCookieOf(response));
      expect(balance.body).toMatchObject({ data: { balance: 0, bonus_balance: 10 } });
    }
  });

  it('should pay it once per account, however often the credit is attempted', () => {
    const { database, clock } = platform.context;
    const id = userByLogin('welcome@example.com')?.id ?? 0;
    const again = database.transaction(() =>
      creditRegistrationBonus(database, id, 'CLP', clock.now()),
    )();
    expect(again).toBe(0);
    // Even past the check, the ledger's unique index refuses a second welcome bonus.
    expect(() =>
      database.transaction(() =>
        credit(database, {
          userId: id,
          cents: 1_000_000,
          kind: 'bonus',
          wallet: 'bonus',
          reference: REGISTRATION_BONUS_REFERENCE,
          at: clock.now(),
        }),
      )(),
    ).toThrow(/UNIQUE/);
    expect(bonusOf(id).bonus_balance_cents).toBe(1_000_000);
    expect(bonusOf(id).lines).toHaveLength(1);
  });

  it('should leave the seeded demo accounts as the README lists them', () => {
    const player = platform.context.database
      .prepare("SELECT id FROM users WHERE email = 'player@demo.test'")
      .get() as { id: number };
    expect(
      bonusOf(player.id).lines.filter(
        (line) => (line as { reference: string | null }).reference === 'registration',
      ),
    ).toEqual([]);
  });
});

describe('GET /api/user/email/verify/{code}', () => {
  const verificationCode = async (email: string) => {
    await signUp({ email, need_activation: true });
    const [mail] = await mailbox(platform, email);
    return mail?.code ?? '';
  };

  it('should verify the e-mail once, then answer code 8', async () => {
    const code = await verificationCode('verify@example.com');
    const first = await platform.get(`/api/user/email/verify/${code}`);
    expect(first.body).toEqual({
      success: true,
      data: { email_verified: true },
      errorMessage: null,
      codeStatus: 0,
    });
    expect(userByLogin('verify@example.com')?.email_verified).toBe(1);
    const second = await platform.get(`/api/user/email/verify/${code}`);
    expect(second.statusCode).toBe(409);
    expect(second.body).toMatchObject({ success: false, codeStatus: 8 });
  });

  it('should answer code 6 for an unknown key', async () => {
    const response = await platform.get('/api/user/email/verify/not-a-real-code');
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, codeStatus: 6 });
  });

  it('should answer code 7 once 24 hours have passed', async () => {
    const code = await verificationCode('late@example.com');
    platform.clock.advance(24 * 60 * 60 * 1000);
    const response = await platform.get(`/api/user/email/verify/${code}`);
    expect(response.body).toMatchObject({ success: false, codeStatus: 7 });
    expect(userByLogin('late@example.com')?.email_verified).toBe(0);
  });
});
