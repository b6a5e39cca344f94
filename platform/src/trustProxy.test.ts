import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trustProxy.ts';

describe('parseTrustProxy', () => {
  it.each([undefined, '', ' ', 'false', '0'])('should trust no proxy for %j', (value) => {
    expect(parseTrustProxy(value)).toBe(false);
  });

  it('should trust any peer for true', () => {
    expect(parseTrustProxy('true')).toBe(true);
  });

  it('should refuse a hop count, which cannot tell the proxy from a client', () => {
    expect(() => parseTrustProxy('1')).toThrow(/hop count/);
  });

  it('should read addresses, CIDR ranges and named ranges separated by commas', () => {
    expect(parseTrustProxy('10.0.0.2')).toEqual(['10.0.0.2']);
    expect(
      parseTrustProxy('10.0.0.0/8, 192.168.1.0/255.255.255.0, ::1, fd00::/8, loopback'),
    ).toEqual(['10.0.0.0/8', '192.168.1.0/255.255.255.0', '::1', 'fd00::/8', 'loopback']);
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', '10.0.0.1,', 'proxy.example'])(
    'should refuse %j rather than guess',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
    },
  );
});
