import { describe, expect, it } from 'vitest';
import { partnerCodeStorageKey, referralLink } from './partner.ts';

describe('referralLink', () => {
  it('should carry the promo code as betting and the partner id as ref_id', () => {
    expect(referralLink('https://demo-bet.example.com', 'PARTNER-DEMO', 2)).toBe(
      'https://demo-bet.example.com/?betting=PARTNER-DEMO&ref_id=2',
    );
  });

  it('should trim the code and encode what a URL cannot hold', () => {
    expect(referralLink('http://localhost:8080', '  VIP CLUB&1 ', 15)).toBe(
      'http://localhost:8080/?betting=VIP+CLUB%261&ref_id=15',
    );
  });

  it('should build nothing without a code', () => {
    expect(referralLink('https://demo-bet.example.com', '   ', 2)).toBeUndefined();
  });
});

describe('partnerCodeStorageKey', () => {
  it('should keep each partner’s code apart', () => {
    expect(partnerCodeStorageKey(2)).not.toBe(partnerCodeStorageKey(3));
  });
});
