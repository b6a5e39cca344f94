import { describe, expect, it } from 'vitest';
import { currentProfileEntry, profileMenuEntries, visibleProfileEntries } from './profileMenu.ts';

const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id);

describe('profileMenuEntries', () => {
  it('should list the spec’s profile pages in order', () => {
    expect(profileMenuEntries.map((entry) => entry.href)).toEqual([
      '/profile/change-password',
      '/profile/additional',
      '/profile/promotional-codes',
      '/profile/pay-history',
      '/profile/slots-bet-history',
      '/profile/bet-history',
      '/bc/history',
      '/profile/top-up',
      '/profile/withdrawal',
      '/profile/responsible-gambling',
    ]);
  });
});

describe('visibleProfileEntries', () => {
  it('should show every entry when nothing is off or banned', () => {
    expect(visibleProfileEntries({ features: {}, banned: new Set() })).toHaveLength(10);
  });

  it('should hide sport history when the bc sportsbook is banned', () => {
    const visible = visibleProfileEntries({ features: {}, banned: new Set(['bc']) });
    expect(ids(visible)).not.toContain('sportHistory');
    expect(visible).toHaveLength(9);
  });

  it('should hide the pages of a feature the brand switched off', () => {
    const visible = visibleProfileEntries({
      features: { payments: false, promoCodes: true },
      banned: new Set(),
    });
    expect(ids(visible)).toEqual([
      'changePassword',
      'additional',
      'promoCodes',
      'slotsHistory',
      'betHistory',
      'sportHistory',
      'responsibleGambling',
    ]);
  });
});

describe('currentProfileEntry', () => {
  it('should find the entry of the page shown', () => {
    expect(currentProfileEntry('/profile/additional')).toBe('additional');
    expect(currentProfileEntry('/profile/withdrawal/')).toBe('withdrawal');
    expect(currentProfileEntry('/bc/history')).toBe('sportHistory');
  });

  it('should not confuse pages that share a prefix', () => {
    expect(currentProfileEntry('/profile/top-up-extra')).toBeUndefined();
    expect(currentProfileEntry('/profile')).toBeUndefined();
  });

  it('should mark nothing for a page that is not in the menu', () => {
    expect(currentProfileEntry('/slots/home')).toBeUndefined();
    expect(currentProfileEntry('/bc/history', [])).toBeUndefined();
  });
});
