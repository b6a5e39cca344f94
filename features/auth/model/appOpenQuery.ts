import { decodeCredential } from './credentialsCodec.ts';
import { isValidPromoCode } from './promoCodeRule.ts';

/** A partner's promo code and referral id from the `betting` link (spec, section 2). */
export interface PartnerPromo {
  betting: string;
  /** The partner's referral id (`ref_id`), when the link carries one. */
  refId?: string;
}

/** The account an auto-login link (`log`/`pas`) signs in to. */
export interface LinkCredentials {
  login: string;
  password: string;
}

export interface AppOpenQuery {
  /** The `log`/`pas` pair, decoded; absent when missing or not valid encodings. */
  credentials?: LinkCredentials;
  partner?: PartnerPromo;
  /** The query without the parameters handled here (`''` or `?…`). */
  search: string;
  /** Whether anything was removed, so the address must be replaced. */
  changed: boolean;
}

const credentialParameters = ['log', 'pas'];
const partnerParameters = ['betting', 'ref_id'];

/**
 * Reads the app-open parameters (spec, section 2): `log` and `pas` sign in automatically,
 * `betting` (with `ref_id`) names a partner's promo code. Both pairs leave the address together,
 * so a password never stays in the history or a shared link.
 */
export function readAppOpenQuery(search: string): AppOpenQuery {
  const parameters = new URLSearchParams(search);
  const log = parameters.get('log');
  const pas = parameters.get('pas');
  const betting = parameters.get('betting');
  const refId = parameters.get('ref_id')?.trim();

  const hasCredentials = log !== null || pas !== null;
  const login = log === null ? undefined : decodeCredential(log);
  const password = pas === null ? undefined : decodeCredential(pas);
  const credentials = login && password ? { login, password } : undefined;

  const hasPartner = betting !== null;
  const partner =
    betting !== null && isValidPromoCode(betting)
      ? { betting: betting.trim(), ...(refId && refId.length <= 64 ? { refId } : {}) }
      : undefined;

  if (hasCredentials) for (const name of credentialParameters) parameters.delete(name);
  if (hasPartner) for (const name of partnerParameters) parameters.delete(name);
  const rest = parameters.toString();
  return {
    ...(credentials ? { credentials } : {}),
    ...(partner ? { partner } : {}),
    search: rest ? `?${rest}` : '',
    changed: hasCredentials || hasPartner,
  };
}
