import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { withSessions, withTestPlatform } from '../../testing.ts';

interface Winner {
  userId: number;
  amount: number;
  codeType: string | null;
  codeValue?: string | null;
  prize: string | null;
}

interface Week {
  winners: Winner[];
}

interface Promotion {
  current: Week;
  history: Week[];
}

const platform = withTestPlatform();
const cookies = withSessions(platform, 'player');
const winnerEmail = 'phone-winner@example.com';

const promotionFor = async (cookie?: string) =>
  (await platform.get<Promotion>('/api/site/promotions/phone-winners', cookie)).body.data;

const allWinners = (promotion: Promotion) =>
  [promotion.current, ...promotion.history].flatMap((week) => week.winners);

const phonePrizes = (promotion: Promotion) =>
  allWinners(promotion).filter((winner) => winner.codeType === 'phone');

describe('the phone-prize claim codes on /promotions', () => {
  // The draw names platform user ids; the demo's winners are ids no seeded account has, so the
  // first phone winner of the latest week is given an account to sign in with.
  let winnerId = 0;
  let winnerCookie = '';
  beforeAll(async () => {
    const guestView = await promotionFor();
    winnerId = guestView.current.winners.find((winner) => winner.codeType === 'phone')?.userId ?? 0;
    platform.context.database
      .prepare(
        `INSERT INTO users (id, login, email, password_hash, currency, created_at)
         VALUES (?, ?, ?, ?, 'CLP', ?)`,
      )
      .run(
        winnerId,
        winnerEmail,
        winnerEmail,
        await hashPassword('demo1234'),
        platform.clock.now().toISOString(),
      );
    winnerCookie = await platform.signIn(winnerEmail, 'demo1234');
  });

  it('should not show a guest anyone’s claim code, only the prize and its type', async () => {
    const phones = phonePrizes(await promotionFor());
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones) {
      expect(phone).not.toHaveProperty('codeValue');
      expect(phone.prize).toEqual(expect.any(String));
    }
  });

  it('should not show another player the winners’ claim codes', async () => {
    for (const phone of phonePrizes(await promotionFor(cookies.player))) {
      expect(phone).not.toHaveProperty('codeValue');
    }
  });

  it('should show the winner their own claim code and nobody else’s', async () => {
    const phones = phonePrizes(await promotionFor(winnerCookie));
    const own = phones.filter((phone) => phone.userId === winnerId);
    expect(own).toHaveLength(1);
    expect(own[0]?.codeValue).toMatch(/^PH-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    for (const phone of phones.filter((other) => other.userId !== winnerId)) {
      expect(phone).not.toHaveProperty('codeValue');
    }
  });

  it('should not leak the codes through the settings either', async () => {
    const settings = await platform.get<{ phoneWinners: Week }>('/api/site/settings');
    for (const winner of settings.body.data.phoneWinners.winners) {
      expect(winner).not.toHaveProperty('codeValue');
    }
  });
});
