import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, sessionCookieOf, type TestPlatform } from '../../testing.ts';
import { hourMs, limitOf, type RgState } from './testSupport.ts';

const brands = ['demo', 'nightbet', 'costa'] as const;
const platforms = {} as Record<(typeof brands)[number], TestPlatform>;

beforeAll(async () => {
  for (const brandId of brands) platforms[brandId] = await createTestPlatform({ brandId });
});

afterAll(async () => {
  for (const brandId of brands) await platforms[brandId].close();
});

/** Signs up in one of the brand's ways and answers the new player's protection state. */
async function signUpState(
  platform: TestPlatform,
  way: 'email' | 'one-click',
  currency: string,
): Promise<{ state: RgState; cookie: string }> {
  const response =
    way === 'email'
      ? await platform.post('/api/user/signup', {
          email: `rg-${currency}-${platform.context.brand.id}@demo.test`,
          currency,
          password: 'kiwi42',
          birth_date: '1990-05-17',
        })
      : await platform.post('/api/user/signup/one-click', { currency, birth_date: '1990-05-17' });
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error(response.text);
  const state = await platform.get<RgState>('/api/user/responsible-gaming', cookie);
  return { state: state.body.data, cookie };
}

describe('presets applied at sign-up', () => {
  it.each(['email', 'one-click'] as const)(
    'should start a euro player of the es-dgoj brand (nightbet) with the DGOJ deposit limits (%s)',
    async (way) => {
      const { state } = await signUpState(platforms.nightbet, way, 'EUR');
      expect(state.coolingOffHours).toBe(72);
      expect(
        state.limits.filter((limit) => limit.kind === 'deposit').map((limit) => limit.value),
      ).toEqual([600, 1500, 3000]);
      expect(state.realityCheck.intervalMinutes).toBe(60);
    },
  );

  it('should make a raise of a DGOJ default wait 72 hours', async () => {
    const platform = platforms.nightbet;
    const { cookie } = await signUpState(platform, 'one-click', 'EUR');
    const start = platform.clock.nowMs();
    const raise = await platform.put(
      '/api/user/responsible-gaming/limits',
      { kind: 'deposit', period: 'day', value: 1000 },
      cookie,
    );
    expect(raise.body.data).toMatchObject({
      status: 'pending',
      effectiveAt: new Date(start + 72 * hourMs).toISOString(),
    });
  });

  it("should give a dollar player the brand's own dollar defaults (the preset names euros only)", async () => {
    const { state } = await signUpState(platforms.nightbet, 'one-click', 'USD');
    expect(limitOf(state, 'deposit', 'day')?.value).toBe(600);
    expect(limitOf(state, 'deposit', 'month')?.value).toBe(3000);
  });

  it('should start generic (demo) players without limits and a 24-hour cooling-off', async () => {
    const { state } = await signUpState(platforms.demo, 'one-click', 'CLP');
    expect(state.limits.every((limit) => limit.value === null)).toBe(true);
    expect(state.coolingOffHours).toBe(24);
  });

  it('should offer pt-srij (costa) self-exclusion from three months, and nothing shorter', async () => {
    const platform = platforms.costa;
    const { state, cookie } = await signUpState(platform, 'one-click', 'EUR');
    expect(state.options).toMatchObject({ selfExclusionDays: [90, 182, 365, 1825] });
    const exclude = (days: number) =>
      platform.post(
        '/api/user/responsible-gaming/exclusion',
        { kind: 'self-exclusion', days },
        cookie,
      );
    expect((await exclude(60)).statusCode).toBe(400);
    expect((await exclude(90)).body.data).toMatchObject({
      exclusion: { kind: 'self-exclusion' },
    });
  });
});
