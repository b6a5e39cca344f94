import { hashPassword } from '../../auth/passwords.ts';
import type { TestPlatform } from '../../testing.ts';
import type { ResponsibleGamingState, RgLimit } from '../../../../schemas/responsibleGamingApi.ts';

export interface Bettor {
  id: number;
  email: string;
  cookie: string;
}

let players = 0;

/** A fresh player (own limits, own history) with money, signed in (password demo1234). */
export async function newPlayer(
  platform: TestPlatform,
  currency = 'USD',
  balance = 1000,
): Promise<Bettor> {
  players += 1;
  const email = `protected${players}@demo.test`;
  const { lastInsertRowid } = platform.context.database
    .prepare(
      `INSERT INTO users (email, login, password_hash, role, currency, balance_cents, created_at)
       VALUES (?, ?, ?, 0, ?, ?, ?)`,
    )
    .run(
      email,
      email,
      await hashPassword('demo1234'),
      currency,
      balance * 100,
      platform.clock.now().toISOString(),
    );
  return { id: Number(lastInsertRowid), email, cookie: await platform.signIn(email, 'demo1234') };
}

export const hourMs = 60 * 60 * 1000;

/** A calls' view of one player: GET the state, PUT a limit, POST an exclusion. */
export function protectionOf(platform: TestPlatform, player: Bettor) {
  return {
    state: () => platform.get<RgState>('/api/user/responsible-gaming', player.cookie),
    setLimit: (kind: string, period: string, value: number | null) =>
      platform.put('/api/user/responsible-gaming/limits', { kind, period, value }, player.cookie),
    exclude: (kind: string, days: number | null) =>
      platform.post('/api/user/responsible-gaming/exclusion', { kind, days }, player.cookie),
  };
}

/** The state answer as the tests read it. */
export type RgState = ResponsibleGamingState & {
  session: NonNullable<ResponsibleGamingState['session']>;
};

export const limitOf = (state: RgState, kind: string, period: string): RgLimit | undefined =>
  state.limits.find((limit) => limit.kind === kind && limit.period === period);
