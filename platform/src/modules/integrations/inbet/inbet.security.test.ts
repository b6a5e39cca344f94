import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../random.ts';
import { withFreshPlatforms, type TestPlatform } from '../../../testing.ts';

/** The README's default PLATFORM_SEED. */
const publishedSeed = 1;
const spins = 10;
/** The slot's reel symbols, in the order the game picks from. */
const symbols = ['7', 'BAR', 'BELL', 'CHERRY', 'LEMON'] as const;

/** Spins the inbet demo slot `count` times as the demo player (1 credit each); returns the reels. */
async function reelsOf(platform: TestPlatform, count: number): Promise<string[][]> {
  const cookie = await platform.signIn();
  const issued = await platform.get<{ token: string }>(
    '/api/inbet/get_token?game=fruits-5',
    cookie,
  );
  const { token } = issued.body.data;
  const reels: string[][] = [];
  for (let spin = 0; spin < count; spin++) {
    const answer = await platform.post<{ spin: { reels: string[] } }>('/api/inbet/billing', {
      token,
      action: 'spin',
      bet: 1,
    });
    reels.push(answer.body.data.spin.reels);
  }
  return reels;
}

describe('inbet slot outcomes', { timeout: 30_000 }, () => {
  // Fresh servers in every test: each starts from the boot an attacker would replay.
  const freshServer = withFreshPlatforms({ seed: publishedSeed });

  it('should not stop the reels where an offline replay of the published seed predicts', async () => {
    const platform = await freshServer();
    const stream = createRandom(publishedSeed).fork('integrations:inbet');
    const predicted = Array.from({ length: spins }, () => [
      stream.pick(symbols),
      stream.pick(symbols),
      stream.pick(symbols),
    ]);
    const played = await reelsOf(platform, spins);
    expect(played).toHaveLength(spins);
    expect(played).not.toEqual(predicted);
  });

  it('should spin different reels on two servers started with the same seed', async () => {
    const [first, second] = [await freshServer(), await freshServer()];
    const [firstReels, secondReels] = [await reelsOf(first, spins), await reelsOf(second, spins)];
    expect(firstReels.flat()).toHaveLength(3 * spins);
    expect(firstReels).not.toEqual(secondReels);
  });
});
