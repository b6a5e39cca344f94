import { describe, expect, it } from 'vitest';
import { sessionCookieOf, withTestPlatform } from '../../testing.ts';

const platform = withTestPlatform();

const minute = 60 * 1000;
const hour = 60 * minute;
const player = { email: 'player@demo.test', phone: '56987654321', password: 'demo1234' };

/** A sign-in call from one client address (tests keep attackers and players apart by it). */
async function signInFrom(address: string, url: string, payload: object) {
  const response = await platform.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: address,
  });
  return {
    statusCode: response.statusCode,
    body: response.json<{ success: boolean; codeStatus: number; errorMessage: string | null }>(),
    retryAfter: Number(response.headers['retry-after']),
    cookie: sessionCookieOf(response),
  };
}

const byEmail = (address: string, email: string, password: string) =>
  signInFrom(address, '/api/user/login/email', { email, password });

let accounts = 0;
/** A fresh e-mail account (password tapa42), so each attack starts from a clean count. */
async function newAccount(): Promise<string> {
  accounts += 1;
  const email = `target${accounts}@example.com`;
  const response = await platform.app.inject({
    method: 'POST',
    url: '/api/user/signup',
    payload: { email, currency: 'USD', password: 'tapa42', birth_date: '1990-05-17' },
    remoteAddress: `10.9.0.${accounts}`,
  });
  expect(response.statusCode).toBe(200);
  return email;
}

/** Waits out any lock on the demo player and signs them in, which clears their failures. */
async function settlePlayer() {
  platform.clock.advance(hour);
  expect((await byEmail('10.0.0.250', player.email, player.password)).body.success).toBe(true);
}

describe('sign-in limits count the account, not the text typed', () => {
  it('should keep a locked phone account locked when the number is decorated ("56987654321.", "///", "x")', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await signInFrom('10.0.0.1', '/api/user/login/phone', {
        phone: player.phone,
        password: 'guess1',
      });
    }
    const decorated: Array<[string, object]> = [
      ['/api/user/login/phone', { phone: '56987654321.', password: player.password }],
      ['/api/user/login/phone', { phone: '56987654321///', password: player.password }],
      ['/api/user/login/phone', { phone: '56987654321x', password: player.password }],
      ['/api/user/login', { login: '56987654321x', password: player.password }],
      ['/api/user/login', { login: '+56 9 8765 4321', password: player.password }],
    ];
    for (const [url, payload] of decorated) {
      // The lock is the account's: another address does not get around it either.
      for (const address of ['10.0.0.1', '10.0.0.2']) {
        const answer = await signInFrom(address, url, payload);
        expect(answer.statusCode).toBe(429);
        expect(answer.body).toMatchObject({ success: false, codeStatus: 429 });
        expect(answer.cookie).toBeUndefined();
      }
    }
    await settlePlayer();
  });

  it('should share one count across /login, /login/email and /login/phone', async () => {
    await settlePlayer();
    await byEmail('10.0.1.1', player.email, 'guess1');
    await byEmail('10.0.1.1', player.email, 'guess2');
    await signInFrom('10.0.1.2', '/api/user/login/phone', {
      phone: player.phone,
      password: 'guess3',
    });
    await signInFrom('10.0.1.3', '/api/user/login', { login: player.phone, password: 'guess4' });
    await signInFrom('10.0.1.3', '/api/user/login', { login: player.email, password: 'guess5' });
    const locked = await byEmail('10.0.1.4', player.email, player.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.cookie).toBeUndefined();
    await settlePlayer();
  });

  it('should lock an unknown account by its identifier however it is written', async () => {
    const spellings = ['ghost@demo.test', 'Ghost@Demo.test', ' GHOST@demo.test '];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await byEmail('10.0.2.1', spellings[attempt % 3] ?? '', 'guess1');
      expect(answer.body.codeStatus).toBe(3);
    }
    expect((await byEmail('10.0.2.2', 'ghost@DEMO.test', 'guess1')).statusCode).toBe(429);
  });
});

describe('guessing one account backs off exponentially, within minutes', () => {
  it('should lock after 5 failures for 30 s, then double the lock at each further failure', async () => {
    const email = await newAccount();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await byEmail('10.0.3.1', email, 'guess1')).body.codeStatus).toBe(4);
    }
    const first = await byEmail('10.0.3.1', email, 'tapa42');
    expect(first.statusCode).toBe(429);
    expect(first.retryAfter).toBe(30);
    expect(first.body.errorMessage).toBe('Too many sign-in attempts; try again in 30 seconds');

    platform.clock.advance(30 * 1000);
    expect((await byEmail('10.0.3.1', email, 'guess2')).body.codeStatus).toBe(4);
    expect((await byEmail('10.0.3.1', email, 'tapa42')).retryAfter).toBe(60);
    platform.clock.advance(60 * 1000);
    expect((await byEmail('10.0.3.1', email, 'guess3')).body.codeStatus).toBe(4);
    expect((await byEmail('10.0.3.1', email, 'tapa42')).retryAfter).toBe(120);
  });

  it('should never lock an account for more than 15 minutes, so a victim gets back in', async () => {
    const email = await newAccount();
    let failures = 0;
    let longest = 0;
    while (failures < 12) {
      const answer = await byEmail('10.0.4.1', email, 'guess1');
      if (answer.statusCode === 429) {
        expect(answer.retryAfter).toBeLessThanOrEqual(15 * 60);
        longest = Math.max(longest, answer.retryAfter);
        platform.clock.advance(answer.retryAfter * 1000);
      } else {
        expect(answer.body.codeStatus).toBe(4);
        failures += 1;
      }
    }
    expect(longest).toBe(15 * 60);
    platform.clock.advance(15 * minute);
    const back = await byEmail('10.0.4.100', email, 'tapa42');
    expect(back.body.success).toBe(true);
    expect(back.cookie).toBeDefined();
  });

  it('should reset the count after a successful sign-in', async () => {
    const email = await newAccount();
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await byEmail('10.0.5.1', email, 'guess1')).body.codeStatus).toBe(4);
      }
      expect((await byEmail('10.0.5.1', email, 'tapa42')).body.success).toBe(true);
    }
  });
});

describe('spraying one password across many accounts from one address', () => {
  it('should stop the address after 20 failures, whatever the accounts, but not others', async () => {
    const sprayer = '10.0.6.1';
    for (let account = 0; account < 20; account += 1) {
      const answer = await byEmail(sprayer, `sprayed${account}@demo.test`, 'password1');
      expect(answer.body.codeStatus).toBe(3);
    }
    const stopped = await byEmail(sprayer, player.email, player.password);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.cookie).toBeUndefined();
    expect(
      (await signInFrom(sprayer, '/api/user/login/phone', { phone: '56900000001', password: 'x' }))
        .statusCode,
    ).toBe(429);
    // Not the accounts': the player signs in from their own address.
    expect((await byEmail('10.0.6.2', player.email, player.password)).body.success).toBe(true);
    platform.clock.advance(15 * minute);
    expect((await byEmail(sprayer, player.email, player.password)).body.success).toBe(true);
  });
});
