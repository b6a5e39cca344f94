import { describe, expect, it } from 'vitest';
import { absoluteDownloadUrl, downloadLinkState, resolveDownloadUrl } from './downloadUrl.ts';

describe('resolveDownloadUrl', () => {
  it('should prefer the brand file address', () => {
    expect(resolveDownloadUrl('https://dl.example.com/app.apk', '/demo/app/brand.apk')).toBe(
      'https://dl.example.com/app.apk',
    );
  });

  it('should use the platform answer when the brand names none', () => {
    expect(resolveDownloadUrl(undefined, '/demo/app/brand.apk')).toBe('/demo/app/brand.apk');
    expect(resolveDownloadUrl('  ', '/demo/app/brand.apk')).toBe('/demo/app/brand.apk');
    expect(resolveDownloadUrl(undefined, '')).toBe('');
  });

  it('should be unknown while the platform answer is awaited', () => {
    expect(resolveDownloadUrl(undefined, undefined)).toBeUndefined();
  });
});

describe('absoluteDownloadUrl', () => {
  it('should resolve a platform path against the API origin', () => {
    expect(absoluteDownloadUrl('/demo/app/brand.apk', 'https://bet.example.com/x')).toBe(
      'https://bet.example.com/demo/app/brand.apk',
    );
    expect(absoluteDownloadUrl('https://dl.example.com/a.apk', 'https://bet.example.com')).toBe(
      'https://dl.example.com/a.apk',
    );
  });
});

describe('downloadLinkState', () => {
  const address = { url: '', loading: false, error: undefined, retry: () => {}, retrying: false };
  const describeFailure = () => 'No connection';

  it('should be ready with an address, loading while it is asked, unavailable when empty', () => {
    expect(downloadLinkState({ ...address, url: 'https://x.test/a.apk' }, describeFailure)).toEqual(
      {
        status: 'ready',
        url: 'https://x.test/a.apk',
      },
    );
    expect(downloadLinkState({ ...address, loading: true }, describeFailure)).toEqual({
      status: 'loading',
    });
    expect(downloadLinkState(address, describeFailure)).toEqual({ status: 'unavailable' });
  });

  it('should describe a failed call and offer its retry', () => {
    expect(downloadLinkState({ ...address, error: new Error('x') }, describeFailure)).toEqual({
      status: 'error',
      message: 'No connection',
      onRetry: address.retry,
      retrying: false,
    });
  });
});
