import { describe, expect, it } from 'vitest';
import { bannedProviders } from './bannedProviders.ts';

describe('bannedProviders', () => {
  it('should join the brand bans and the server blocklist', () => {
    expect([...bannedProviders(['bc'], ['tvbet'])].sort()).toEqual(['bc', 'tvbet']);
  });

  it('should ban slots only when every slots provider is banned', () => {
    const three = ['universalrace', 'softgaming-slots', 'outcome'];
    expect(bannedProviders(three).has('slots')).toBe(false);
    expect(bannedProviders(three, ['pragmatic']).has('slots')).toBe(true);
  });

  it('should ban live casino only when both live-casino providers are banned', () => {
    expect(bannedProviders(['evolution']).has('liveCasino')).toBe(false);
    expect(bannedProviders(['evolution', 'pragmaticLive']).has('liveCasino')).toBe(true);
  });

  it('should ban nothing by default', () => {
    expect(bannedProviders().size).toBe(0);
  });
});
