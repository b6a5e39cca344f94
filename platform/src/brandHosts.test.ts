import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BrandHostsError, hostName, readBrandHosts } from './brandHosts.ts';

const brands = ['costa', 'demo', 'nightbet'];

function configWith(serverJson?: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'hosts-'));
  if (serverJson !== undefined) writeFileSync(join(dir, 'server.json'), JSON.stringify(serverJson));
  return dir;
}

describe('readBrandHosts', () => {
  it('should serve <id>.localhost as that brand and anything else as the default', () => {
    const hosts = readBrandHosts(configWith(), brands, 'demo');
    expect(hosts.brandFor('nightbet.localhost:8080')).toBe('nightbet');
    expect(hosts.brandFor('COSTA.localhost')).toBe('costa');
    expect(hosts.brandFor('localhost:8080')).toBe('demo');
    expect(hosts.brandFor('unknown.localhost')).toBe('demo');
    expect(hosts.brandFor('127.0.0.1:8080')).toBe('demo');
    expect(hosts.brandFor(undefined)).toBe('demo');
  });

  it("should follow server.json's host names and default brand", () => {
    const hosts = readBrandHosts(
      configWith({
        hosts: { 'www.nightbet.example': 'nightbet', 'costa.example.:443': 'costa' },
        defaultBrand: 'costa',
      }),
      brands,
      'demo',
    );
    expect(hosts.brandFor('www.nightbet.example')).toBe('nightbet');
    expect(hosts.brandFor('costa.example:443')).toBe('costa');
    expect(hosts.brandFor('other.example')).toBe('costa');
  });

  it('should refuse a server.json that names a brand that does not exist', () => {
    expect(() =>
      readBrandHosts(configWith({ hosts: { 'a.example': 'nope' } }), brands, 'demo'),
    ).toThrow(new BrandHostsError('/hosts/a.example: no brand "nope"'));
    expect(() => readBrandHosts(configWith({ defaultBrand: 'nope' }), brands, 'demo')).toThrow(
      BrandHostsError,
    );
  });
});

describe('hostName', () => {
  it('should drop the port and keep IPv6 brackets', () => {
    expect(hostName('Example.COM:8080')).toBe('example.com');
    expect(hostName('[::1]:8080')).toBe('[::1]');
  });
});
