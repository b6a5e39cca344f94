/**
 * The sign-in policy the three sign-in calls share (accounts README, "Sign-in limits"). It
 * counts in the handler, after the lookup, so the count belongs to the account however its
 * login was typed, and to the client address across every account it tries.
 */
export const signInPolicy = {
  /** Wrong passwords an account takes before its first lock. */
  freeFailures: 5,
  /** The first lock; each further failure doubles it… */
  firstLockMs: 30 * 1000,
  /** …up to this, so a victim is never locked out for long, whoever keeps failing for them. */
  longestLockMs: 15 * 60 * 1000,
  /** An account's failures are forgotten after this long without a new one. */
  failureMemoryMs: 60 * 60 * 1000,
  /** Failures one address may make across all accounts per window (password spraying). */
  addressFailures: 20,
  addressWindowMs: 15 * 60 * 1000,
} as const;

/** What a refused attempt is told: wait this long. */
export interface SignInRefusal {
  retryAfterMs: number;
}

/** An attempt under way: say once how the password check ended. */
export interface SignInAttempt {
  failed(): void;
  succeeded(): void;
  /** The check never ran (the server was busy): counts neither way. */
  abandoned(): void;
}

export interface SignInThrottle {
  /** Starts an attempt on `account` (a key that names one account) from `address`. */
  begin(address: string, account: string): SignInAttempt | SignInRefusal;
}

interface AccountState {
  failures: number;
  lastFailureMs: number;
  lockedUntilMs: number;
  pending: number;
}

interface AddressState {
  failures: number;
  windowStartMs: number;
  pending: number;
}

// States are dropped once they no longer limit anyone; past this many, stale ones are swept.
const sweepAbove = 10_000;
// A refusal for too many tries at once asks to come back after this.
const busyRetryMs = 1000;

export function createSignInThrottle(nowMs: () => number): SignInThrottle {
  const policy = signInPolicy;
  const accounts = new Map<string, AccountState>();
  const addresses = new Map<string, AddressState>();

  const accountState = (key: string, now: number): AccountState => {
    let state = accounts.get(key);
    if (state && state.pending === 0 && now - state.lastFailureMs > policy.failureMemoryMs) {
      state = undefined;
    }
    if (!state) {
      state = { failures: 0, lastFailureMs: now, lockedUntilMs: 0, pending: 0 };
      accounts.set(key, state);
    }
    return state;
  };

  const addressState = (key: string, now: number): AddressState => {
    let state = addresses.get(key);
    if (state && state.pending === 0 && now - state.windowStartMs >= policy.addressWindowMs) {
      state = undefined;
    }
    if (!state) {
      state = { failures: 0, windowStartMs: now, pending: 0 };
      addresses.set(key, state);
    }
    return state;
  };

  const sweep = (now: number) => {
    for (const [key, state] of accounts) {
      const stale = now - state.lastFailureMs > policy.failureMemoryMs;
      if (state.pending === 0 && (state.failures === 0 || stale)) accounts.delete(key);
    }
    for (const [key, state] of addresses) {
      const stale = now - state.windowStartMs >= policy.addressWindowMs;
      if (state.pending === 0 && (state.failures === 0 || stale)) addresses.delete(key);
    }
  };

  /** Undefined when the account may be tried now, else how long to wait. */
  const accountWait = (state: AccountState, now: number): number | undefined => {
    if (state.lockedUntilMs > now) return state.lockedUntilMs - now;
    // Tries at once count as failures to come: a burst cannot slip past the lock before it sets.
    if (state.pending >= Math.max(1, policy.freeFailures - state.failures)) return busyRetryMs;
    return undefined;
  };

  const addressWait = (state: AddressState, now: number): number | undefined => {
    if (state.failures >= policy.addressFailures) {
      return state.windowStartMs + policy.addressWindowMs - now;
    }
    if (state.failures + state.pending >= policy.addressFailures) return busyRetryMs;
    return undefined;
  };

  return {
    begin(address, account) {
      const now = nowMs();
      if (accounts.size + addresses.size > sweepAbove) sweep(now);
      const byAccount = accountState(account, now);
      const byAddress = addressState(address, now);
      const wait = Math.max(accountWait(byAccount, now) ?? 0, addressWait(byAddress, now) ?? 0);
      if (wait > 0) return { retryAfterMs: wait };

      byAccount.pending += 1;
      byAddress.pending += 1;
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        byAccount.pending -= 1;
        byAddress.pending -= 1;
        outcome();
      };
      return {
        failed: () =>
          settle(() => {
            const at = nowMs();
            byAccount.failures += 1;
            byAccount.lastFailureMs = at;
            const beyond = byAccount.failures - policy.freeFailures;
            if (beyond >= 0) {
              const lock = Math.min(policy.longestLockMs, policy.firstLockMs * 2 ** beyond);
              byAccount.lockedUntilMs = at + lock;
            }
            byAddress.failures += 1;
          }),
        succeeded: () =>
          settle(() => {
            byAccount.failures = 0;
            byAccount.lockedUntilMs = 0;
          }),
        abandoned: () => settle(() => undefined),
      };
    },
  };
}

/** "30 seconds", "2 minutes": how the 429 message says a wait (rounded up). */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
