import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../random.ts';
import { withFreshPlatforms, type TestPlatform } from '../../../testing.ts';
import type { RoundView } from './rounds.ts';

/** The README's default PLATFORM_SEED: anyone can read it, and the source of the generator. */
const publishedSeed = 1;
const rounds = 6;

/** A fresh deck in the order the game builds it before shuffling, written out independently. */
const freshDeck = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].flatMap(
  (rank) => ['S', 'H', 'D', 'C'].map((suit) => `${rank}${suit}`),
);

/** Deals `count` rounds as the demo player and returns the two cards dealt to them in each. */
async function playerHands(platform: TestPlatform, count: number): Promise<string[][]> {
  const cookie = await platform.signIn();
  const init = await platform.post<{ token: string }>(
    '/api/casino/get_init_params',
    { game_type: 0 },
    cookie,
  );
  const { token } = init.body.data;
  const hands: string[][] = [];
  for (let round = 0; round < count; round++) {
    const dealt = (await platform.post<RoundView>('/api/twenty_one/deal', { token, amount: 1 }))
      .body.data;
    hands.push(dealt.playerCards.slice(0, 2));
    if (dealt.state === 'playing') {
      await platform.post('/api/twenty_one/action', {
        token,
        round_id: dealt.roundId,
        action: 'stand',
      });
    }
  }
  return hands;
}

describe('twenty-one dealing', { timeout: 30_000 }, () => {
  // Fresh servers in every test: each starts from the boot an attacker would replay.
  const freshServer = withFreshPlatforms({ seed: publishedSeed });

  it('should not deal the hands an offline replay of the published seed predicts', async () => {
    const platform = await freshServer();
    // The attack: replay the seeded stream the server forks for the game, shuffle by shuffle.
    const stream = createRandom(publishedSeed).fork('integrations:twenty-one');
    const predicted = Array.from({ length: rounds }, () => stream.shuffle(freshDeck).slice(0, 2));
    const dealt = await playerHands(platform, rounds);
    expect(dealt).toHaveLength(rounds);
    expect(dealt).not.toEqual(predicted);
  });

  it('should deal different cards on two servers started with the same seed', async () => {
    const [first, second] = [await freshServer(), await freshServer()];
    const [firstHands, secondHands] = [await playerHands(first, 3), await playerHands(second, 3)];
    expect(firstHands.flat()).toHaveLength(6);
    expect(firstHands).not.toEqual(secondHands);
  });
});
