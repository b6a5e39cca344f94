import { describe, expect, it } from 'vitest';
import { sessionCookieOf, withTestPlatform } from '../../testing.ts';

const platform = withTestPlatform();

async function signUp(email: string, promocode?: string) {
  const response = await platform.post<{ id: number }>('/api/user/signup', {
    email,
    currency: 'CLP',
    password: 'kiwi42',
    birth_date: '1990-05-17',
    ...(promocode ? { promocode } : {}),
  });
  return { id: response.body.data.id, cookie: sessionCookieOf(response) ?? '' };
}

const bindingOf = (id: number) =>
  platform.context.database
    .prepare('SELECT promocode, referral_id FROM users WHERE id = ?')
    .get(id) as { promocode: string | null; referral_id: string | null };

const sendPartnerLink = (cookie: string, betting: string, refId: string) =>
  platform.post('/api/user/partner/promocode', { betting, ref_id: refId }, cookie);

describe('a partner link opened by a player who already has a referral', () => {
  it('should not move the player to another partner', async () => {
    const { id, cookie } = await signUp('referred@example.com', 'FRIEND5');
    const first = await sendPartnerLink(cookie, 'FRIEND5', '7');
    expect(first.body).toMatchObject({
      success: true,
      data: { promocode: 'FRIEND5', referral_id: '7' },
    });

    const attacker = await sendPartnerLink(cookie, 'ATTACKER1', '666');
    // The answer tells the binding in force, which the link did not change.
    expect(attacker.body).toMatchObject({
      success: true,
      data: { promocode: 'FRIEND5', referral_id: '7' },
    });
    expect(bindingOf(id)).toEqual({ promocode: 'FRIEND5', referral_id: '7' });
  });
});
