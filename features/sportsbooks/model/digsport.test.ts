import { describe, expect, it } from 'vitest';
import { digsportRoute } from './digsport.ts';

describe('digsportRoute', () => {
  it.each(['home', 'live', 'history'] as const)('should open %s as itself', (category) => {
    expect(digsportRoute(category)).toBe(category);
  });

  it('should open home for /digsport and any unknown category', () => {
    expect(digsportRoute(undefined)).toBe('home');
    expect(digsportRoute('prematch')).toBe('home');
    expect(digsportRoute('LIVE')).toBe('home');
    expect(digsportRoute('')).toBe('home');
  });
});
