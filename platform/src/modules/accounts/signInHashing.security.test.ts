import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as passwords from '../../auth/passwords.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { withTestPlatform } from '../../testing.ts';

vi.mock('../../auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const platform = withTestPlatform();

beforeEach(() => {
  vi.mocked(verifyPassword).mockClear();
});

const signInFrom = async (address: string, email: string, password: string) => {
  const response = await platform.app.inject({
    method: 'POST',
    url: '/api/user/login/email',
    payload: { email, password },
    remoteAddress: address,
  });
  return {
    statusCode: response.statusCode,
    codeStatus: response.json<{ codeStatus: number }>().codeStatus,
    retryAfter: response.headers['retry-after'],
  };
};

/** `scrypt$N$r$p`: the cost a stored hash makes a verification pay. */
const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

describe('telling which accounts exist by how long sign-in takes', () => {
  it('should hash an unknown account’s password at the same cost as a real account’s', async () => {
    const stored = (
      platform.context.database
        .prepare("SELECT password_hash AS hash FROM users WHERE email = 'player@demo.test'")
        .get() as { hash: string }
    ).hash;
    expect((await signInFrom('10.1.0.1', 'nobody@demo.test', 'guess12')).codeStatus).toBe(3);
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    const [password, dummy] = vi.mocked(verifyPassword).mock.calls[0] ?? [];
    expect(password).toBe('guess12');
    expect(costOf(dummy ?? '')).toBe(costOf(stored));
  });
});

describe('starving the CPU with wrong passwords', () => {
  it('should refuse a flood from one address as busy and serve another address first', async () => {
    const finished: string[] = [];
    const track = (label: string, answer: ReturnType<typeof signInFrom>) =>
      answer.then((result) => {
        finished.push(`${label} ${result.statusCode}`);
        return result;
      });
    const flood = Array.from({ length: 20 }, (_, index) =>
      track('attacker', signInFrom('10.1.1.1', `flood${index}@demo.test`, 'password1')),
    );
    const player = track('player', signInFrom('10.1.1.2', 'player@demo.test', 'demo1234'));
    const [floodAnswers, playerAnswer] = await Promise.all([Promise.all(flood), player]);

    expect(playerAnswer.statusCode).toBe(200);
    const busy = floodAnswers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer).toMatchObject({ codeStatus: 503, retryAfter: '1' });
    }
    const served = floodAnswers.filter((answer) => answer.statusCode === 401);
    const servedBeforePlayer = finished
      .slice(0, finished.indexOf('player 200'))
      .filter((label) => label === 'attacker 401').length;
    // The player does not wait behind every try of the flood that was let in.
    expect(servedBeforePlayer).toBeLessThan(served.length);
  });
});
