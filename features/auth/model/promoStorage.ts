import type { PartnerPromo } from './appOpenQuery.ts';
import { isValidPromoCode } from './promoCodeRule.ts';

/** What the app-open handler keeps for this browser tab. */
interface StoredPromo extends PartnerPromo {
  /** The partner link still has to be sent for a signed-in player. */
  pending: boolean;
}

const storageKey = 'auth.partnerPromo';

/** The tab's session storage, or null where the browser refuses it (private modes). */
export function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

function read(storage: Storage | null): StoredPromo | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(storageKey) ?? 'null');
  } catch {
    return undefined;
  }
  // Anything else in the slot (an old shape, a hand-edited value) is ignored.
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { betting, refId, pending } = parsed as Record<string, unknown>;
  if (typeof betting !== 'string' || !isValidPromoCode(betting)) return undefined;
  return {
    betting,
    ...(typeof refId === 'string' && refId !== '' ? { refId } : {}),
    pending: pending === true,
  };
}

function write(storage: Storage | null, promo: StoredPromo): void {
  try {
    storage?.setItem(storageKey, JSON.stringify(promo));
  } catch {
    // A full or refused storage only loses the prefill; nothing else depends on it.
  }
}

/** Keeps a partner link; it is pending for the platform only with a referral id to send. */
export function rememberPartnerPromo(promo: PartnerPromo, storage = tabStorage()): void {
  write(storage, { ...promo, pending: promo.refId !== undefined });
}

/** The promo code a registration form starts with. */
export function rememberedPromoCode(storage = tabStorage()): string | undefined {
  return read(storage)?.betting;
}

/** The partner link still to send, marked sent at once so it goes out only once. */
export function takePendingPartnerPromo(
  storage = tabStorage(),
): Required<PartnerPromo> | undefined {
  const stored = read(storage);
  if (!stored?.pending || stored.refId === undefined) return undefined;
  write(storage, { ...stored, pending: false });
  return { betting: stored.betting, refId: stored.refId };
}
