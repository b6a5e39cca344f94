import { describe, expect, it } from 'vitest';
import { nextSessionPollMs, sessionPollMs, type RgSession } from './playerSession.ts';

const session = (now: string, next: string, due = false): RgSession => ({
  startedAt: '2026-11-18T11:00:00.000Z',
  now,
  minutes: 0,
  intervalMinutes: 60,
  nextRealityCheckAt: next,
  realityCheckDue: due,
  stakes: 0,
  returns: 0,
  net: 0,
});

describe('nextSessionPollMs', () => {
  it('should read again a second after the next check by the platform clock', () => {
    expect(nextSessionPollMs(session('2026-11-18T11:59:30.000Z', '2026-11-18T12:00:00.000Z'))).toBe(
      31_000,
    );
  });

  it('should read at least once a minute and never sooner than every 5 seconds', () => {
    expect(nextSessionPollMs(session('2026-11-18T11:10:00.000Z', '2026-11-18T12:00:00.000Z'))).toBe(
      sessionPollMs,
    );
    expect(nextSessionPollMs(session('2026-11-18T11:59:59.900Z', '2026-11-18T12:00:00.000Z'))).toBe(
      5_000,
    );
  });

  it('should wait a minute while a check waits for its answer or there is no session', () => {
    expect(
      nextSessionPollMs(session('2026-11-18T12:00:00.000Z', '2026-11-18T12:00:00.000Z', true)),
    ).toBe(sessionPollMs);
    expect(nextSessionPollMs(null)).toBe(sessionPollMs);
  });
});
