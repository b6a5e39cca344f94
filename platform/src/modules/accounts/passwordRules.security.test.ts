import { describe, expect, it } from 'vitest';
import { withTestPlatform } from '../../testing.ts';
import { mailbox } from './testMailbox.ts';

const platform = withTestPlatform();

let accounts = 0;
const guessable = { codeStatus: 232, errorMessage: 'Password is too common or too easy to guess' };

describe('choosing a password an attacker tries first (abc123, aa11aa)', () => {
  it.each(['abc123', 'ABC123', 'qwerty123', 'password12', 'aa11aa', '1a1a1a'])(
    'should refuse %s at sign-up with code 232 and create no account',
    async (password) => {
      accounts += 1;
      const email = `common${accounts}@example.com`;
      const response = await platform.post('/api/user/signup', {
        email,
        currency: 'USD',
        password,
        birth_date: '1990-05-17',
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({ success: false, ...guessable });
      const account = platform.context.database
        .prepare('SELECT id FROM users WHERE email = ?')
        .get(email);
      expect(account).toBeUndefined();
    },
  );

  it('should still take an uncommon password that meets the spec’s rule', async () => {
    const response = await platform.post('/api/user/signup', {
      email: 'uncommon@example.com',
      currency: 'USD',
      password: 'tapa42',
      birth_date: '1990-05-17',
    });
    expect(response.body).toMatchObject({ success: true });
  });

  it('should refuse a common one as the new password of a change and of a recovery', async () => {
    const cookie = await platform.signIn();
    const change = await platform.post(
      '/api/user/password/change',
      { password: 'demo1234', new_password: 'abc123' },
      cookie,
    );
    expect(change.body).toMatchObject(guessable);

    await platform.post('/api/user/password/restore', { email: 'player@demo.test' });
    const [mail] = await mailbox(platform, 'player@demo.test');
    const restore = await platform.post('/api/user/password/restore/new', {
      code: mail?.code,
      new_password: 'qwerty123',
    });
    expect(restore.body).toMatchObject(guessable);
    expect((await platform.signIn()).length).toBeGreaterThan(0);
  });
});
