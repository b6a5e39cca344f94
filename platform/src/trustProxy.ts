import { isIP } from 'node:net';

/**
 * Which proxies the server believes about the client (Fastify's `trustProxy`): none (false), all
 * (true), or the proxies at these addresses and CIDR ranges.
 */
export type TrustProxy = boolean | string[];

/** proxy-addr's names for whole ranges, accepted beside addresses. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // An IPv4 range may also be written with a netmask (10.0.0.0/255.0.0.0).
  if (version === 4 && isIP(prefix) === 4) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as the server takes it: unset, empty, `false` or `0` trusts no proxy (a client's
 * X-Forwarded-* headers are ignored); the proxy's addresses or ranges (`10.0.0.2`,
 * `10.0.0.0/8, loopback`) trust those peers only; `true` trusts any peer, which lets a client that
 * reaches the platform directly choose its address, so use it only when nothing but the proxy
 * can. A hop count is refused: Fastify cannot tell from it whether the peer is the proxy, and
 * ignores it. Anything else throws too: a typo must not silently trust nobody, or everybody.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    throw new Error(
      `TRUST_PROXY=${text}: a hop count cannot tell the proxy from a client; give the proxy's ` +
        'addresses or CIDR ranges (e.g. 10.0.0.0/8 or loopback), or true',
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be true, a hop count or addresses and CIDR ranges separated by commas; ` +
        `not ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`,
    );
  }
  return entries;
}
