import { describe, expect, it } from 'vitest';
import {
  downloadBannerStorageKey,
  readBannerClosed,
  rememberBannerClosed,
} from './bannerMemory.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('download banner memory', () => {
  it('should remember that the banner was closed', () => {
    const storage = memoryStorage();
    expect(readBannerClosed(storage)).toBe(false);
    rememberBannerClosed(storage);
    expect(readBannerClosed(storage)).toBe(true);
  });

  it('should ignore a corrupt value or an older version of the key', () => {
    expect(readBannerClosed(memoryStorage({ [downloadBannerStorageKey]: '{oops' }))).toBe(false);
    expect(readBannerClosed(memoryStorage({ 'contentPages.downloadBanner.v0': 'closed' }))).toBe(
      false,
    );
  });

  it('should survive storage that refuses access', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readBannerClosed(refusing)).toBe(false);
    expect(() => rememberBannerClosed(refusing)).not.toThrow();
    expect(readBannerClosed(undefined)).toBe(false);
  });
});
