import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './registerServiceWorker.ts';

function stubServiceWorker() {
  const register = vi.fn(() => Promise.resolve({}));
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { register },
    configurable: true,
  });
  return register;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker', () => {
  it('should register /sw.js once the page has loaded, in a production build', () => {
    const register = stubServiceWorker();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    registerServiceWorker(true);
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('should register at once when the page has already loaded', () => {
    const register = stubServiceWorker();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    registerServiceWorker(true);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('should not register in a development build', () => {
    const register = stubServiceWorker();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    registerServiceWorker(false);
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });

  it('should do nothing where service workers are not supported', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    expect(() => registerServiceWorker(true)).not.toThrow();
  });
});
