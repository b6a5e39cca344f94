import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Which brand answers which host name, when one server serves several: `<CONFIG_DIR>/server.json`
 * may name hosts (`{ "hosts": { "www.nightbet.example": "nightbet" }, "defaultBrand": "demo" }`);
 * without it, `<id>.localhost` serves brand `<id>` (browsers resolve *.localhost to this machine).
 * Any other host gets the default brand.
 */
export interface BrandHosts {
  brandFor(hostHeader: string | undefined): string;
}

interface ServerFile {
  hosts?: Record<string, string>;
  defaultBrand?: string;
}

export class BrandHostsError extends Error {
  constructor(message: string) {
    super(`server.json: ${message}`);
    this.name = 'BrandHostsError';
  }
}

/** The host name of a Host header: lower case, without the port or an IPv6 address's brackets. */
export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '').replace(/\.$/, '');
}

export function readBrandHosts(
  configDir: string,
  brandIds: readonly string[],
  fallbackBrand: string,
): BrandHosts {
  const file = join(configDir, 'server.json');
  let settings: ServerFile = {};
  if (existsSync(file)) {
    try {
      settings = JSON.parse(readFileSync(file, 'utf8')) as ServerFile;
    } catch (error) {
      throw new BrandHostsError(`is not readable JSON (${String(error)})`);
    }
  }
  const known = new Set(brandIds);
  const defaultBrand = settings.defaultBrand ?? fallbackBrand;
  if (!known.has(defaultBrand))
    throw new BrandHostsError(`/defaultBrand: no brand "${defaultBrand}"`);
  const hosts = new Map<string, string>();
  for (const [host, brandId] of Object.entries(settings.hosts ?? {})) {
    if (!known.has(brandId)) throw new BrandHostsError(`/hosts/${host}: no brand "${brandId}"`);
    hosts.set(hostName(host), brandId);
  }
  return {
    brandFor(hostHeader) {
      const host = hostName(hostHeader);
      const named = hosts.get(host);
      if (named) return named;
      const local = /^([a-z0-9][a-z0-9-]*)\.localhost$/.exec(host)?.[1];
      return local && known.has(local) ? local : defaultBrand;
    },
  };
}
