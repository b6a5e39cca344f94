import { describe, expect, it } from 'vitest';
import type { RgSession } from '../../../../schemas/responsibleGamingApi.ts';
import { credit, debit } from '../../money/ledger.ts';
import { withTestPlatform } from '../../testing.ts';
import { nextCheckMs } from './realityCheck.ts';
import { newPlayer } from './testSupport.ts';

const platform = withTestPlatform();
const minuteMs = 60_000;
const sessionPath = '/api/user/responsible-gaming/session';
const acknowledgePath = '/api/user/responsible-gaming/reality-check/acknowledge';

/** A player signed in now with a reality check every `interval` minutes, and two tabs' calls. */
async function signedIn(interval: number) {
  const player = await newPlayer(platform);
  const startedAt = platform.clock.nowMs();
  const cookie = await platform.signIn(player.email, 'demo1234');
  await platform.put(
    '/api/user/responsible-gaming/reality-check',
    { intervalMinutes: interval },
    cookie,
  );
  const session = async () => (await platform.get<RgSession>(sessionPath, cookie)).body.data;
  const acknowledge = async () =>
    (await platform.post<RgSession>(acknowledgePath, {}, cookie)).body.data;
  return { player, cookie, startedAt, session, acknowledge };
}

const at = (ms: number) => new Date(ms).toISOString();

describe('reality check timing', () => {
  it('should fall due after the interval on the platform clock, not before', async () => {
    const { startedAt, session } = await signedIn(30);
    expect(await session()).toMatchObject({
      minutes: 0,
      nextRealityCheckAt: at(startedAt + 30 * minuteMs),
      realityCheckDue: false,
    });
    platform.clock.advance(30 * minuteMs - 1000);
    expect((await session()).realityCheckDue).toBe(false);
    platform.clock.advance(1000);
    expect(await session()).toMatchObject({ minutes: 30, realityCheckDue: true });
  });

  it('should stay due until answered: a reload or a second tab asks the same platform', async () => {
    const { startedAt, session, acknowledge } = await signedIn(20);
    platform.clock.advance(25 * minuteMs);
    const first = await session();
    // Another read (a reload, another tab) finds the same check waiting.
    platform.clock.advance(4 * minuteMs);
    expect(await session()).toMatchObject({
      realityCheckDue: true,
      nextRealityCheckAt: first.nextRealityCheckAt,
    });
    const answered = await acknowledge();
    expect(answered).toMatchObject({
      realityCheckDue: false,
      nextRealityCheckAt: at(startedAt + 40 * minuteMs),
    });
    // The other tab answering the same check changes nothing more.
    expect(await acknowledge()).toEqual(answered);
    platform.clock.advance(11 * minuteMs);
    expect((await session()).realityCheckDue).toBe(true);
  });

  it('should make checks missed while away one dialog, the next one an interval on', async () => {
    const { startedAt, session, acknowledge } = await signedIn(15);
    platform.clock.advance(50 * minuteMs);
    expect(await session()).toMatchObject({
      realityCheckDue: true,
      nextRealityCheckAt: at(startedAt + 15 * minuteMs),
    });
    expect(await acknowledge()).toMatchObject({
      realityCheckDue: false,
      nextRealityCheckAt: at(startedAt + 60 * minuteMs),
    });
  });

  it('should count a new sign-in as a new session with its own checks', async () => {
    const { player, session } = await signedIn(30);
    platform.clock.advance(31 * minuteMs);
    expect((await session()).realityCheckDue).toBe(true);
    const again = await platform.signIn(player.email, 'demo1234');
    const fresh = (await platform.get<RgSession>(sessionPath, again)).body.data;
    expect(fresh).toMatchObject({ minutes: 0, realityCheckDue: false });
  });

  it("should give the session's stakes, returns and net position from the ledger", async () => {
    const { player, session } = await signedIn(30);
    const { database } = platform.context;
    const now = platform.clock.now();
    database.transaction(() => {
      debit(database, { userId: player.id, cents: 3_000, kind: 'casino-bet', at: now });
      credit(database, { userId: player.id, cents: 1_250, kind: 'casino-win', at: now });
    })();
    platform.clock.advance(30 * minuteMs);
    expect(await session()).toMatchObject({
      stakes: 30,
      returns: 12.5,
      net: -17.5,
      realityCheckDue: true,
    });
  });

  it('should take nothing from the body of an acknowledgement', async () => {
    const { cookie } = await signedIn(30);
    const answer = await platform.post(acknowledgePath, { dueAt: 'x' }, cookie);
    // Unknown properties are dropped, as every call of the module does.
    expect(answer.statusCode).toBe(200);
  });
});

describe('nextCheckMs', () => {
  it('should count multiples of the interval from sign-in', () => {
    expect(nextCheckMs(0, null, 10)).toBe(10);
    expect(nextCheckMs(0, 10, 10)).toBe(20);
    expect(nextCheckMs(0, 35, 10)).toBe(40);
    // An answer older than the session (never stored so, but harmless) counts from sign-in.
    expect(nextCheckMs(100, 50, 10)).toBe(110);
  });
});
