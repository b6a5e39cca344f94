import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentOddsFormat,
  readOddsFormat,
  saveOddsFormat,
  subscribeOddsFormat,
} from './oddsFormatStore.ts';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('odds format memory', () => {
  it('should remember the chosen format', () => {
    saveOddsFormat(2);
    expect(readOddsFormat()).toBe(2);
    expect(window.localStorage.getItem('oddsFormat')).toBe('2');
  });

  it('should ignore a stored value that is not one of the three codes', () => {
    window.localStorage.setItem('oddsFormat', '{"corrupt":');
    expect(readOddsFormat()).toBeUndefined();
    window.localStorage.setItem('oddsFormat', '7');
    expect(readOddsFormat()).toBeUndefined();
  });

  it('should keep the choice for the visit when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    saveOddsFormat(1);
    expect(currentOddsFormat()).toBe(1);
  });

  it('should tell subscribers about a new choice', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeOddsFormat(listener);
    saveOddsFormat(0);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    saveOddsFormat(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
