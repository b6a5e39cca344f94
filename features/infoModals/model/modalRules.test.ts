import { describe, expect, it } from 'vitest';
import {
  candidatesForPath,
  choosePageModal,
  defaultHiddenFlags,
  effectiveHiddenFlags,
  hiddenFlagsFrom,
  modalForPath,
  type HiddenFlags,
} from './modalRules.ts';

const allShown: HiddenFlags = {
  cashier: false,
  replenishment: false,
  goldenRace: false,
  webmoney: false,
  impostor: false,
};

describe('defaultHiddenFlags', () => {
  it('should start every modal open except webmoney', () => {
    expect(defaultHiddenFlags).toEqual({ ...allShown, webmoney: true });
  });
});

describe('candidatesForPath', () => {
  it.each([
    ['/profile/top-up', ['replenishment', 'webmoney']],
    ['/profile/top-up/', ['replenishment', 'webmoney']],
    ['/profile/withdrawal', ['cashier']],
    ['/profile/change-password', ['impostor']],
    ['/virtual-games/golden-race', ['goldenRace']],
    ['/virtual-games/golden-race/42', ['goldenRace']],
  ])('should offer %s its modals', (path, expected) => {
    expect(candidatesForPath(path)).toEqual(expected);
  });

  it.each(['/', '/slots/main', '/profile/pay-history', '/virtual-games', '/virtual-games/golden'])(
    'should offer %s none',
    (path) => {
      expect(candidatesForPath(path)).toEqual([]);
    },
  );
});

describe('modalForPath', () => {
  it('should show replenishment on the top-up page by default', () => {
    expect(modalForPath('/profile/top-up', defaultHiddenFlags)).toBe('replenishment');
  });

  it('should show webmoney on the top-up page once replenishment is hidden', () => {
    expect(modalForPath('/profile/top-up', { ...allShown, replenishment: true })).toBe('webmoney');
  });

  it('should show nothing on the top-up page when both are hidden', () => {
    expect(
      modalForPath('/profile/top-up', { ...defaultHiddenFlags, replenishment: true }),
    ).toBeUndefined();
  });

  it('should show each page its own modal', () => {
    expect(modalForPath('/profile/withdrawal', defaultHiddenFlags)).toBe('cashier');
    expect(modalForPath('/profile/change-password', defaultHiddenFlags)).toBe('impostor');
    expect(modalForPath('/virtual-games/golden-race/7', defaultHiddenFlags)).toBe('goldenRace');
    expect(
      modalForPath('/profile/change-password', { ...allShown, impostor: true }),
    ).toBeUndefined();
  });
});

describe('hiddenFlagsFrom', () => {
  it('should keep the defaults for missing or non-boolean flags', () => {
    expect(hiddenFlagsFrom({ cashier: true, impostor: 'yes' })).toEqual({
      ...defaultHiddenFlags,
      cashier: true,
    });
    expect(hiddenFlagsFrom(null)).toEqual(defaultHiddenFlags);
    expect(hiddenFlagsFrom([true])).toEqual(defaultHiddenFlags);
  });

  it('should take a full answer as it is', () => {
    expect(hiddenFlagsFrom(allShown)).toEqual(allShown);
  });
});

describe('effectiveHiddenFlags', () => {
  it('should hide what is persisted, switched off by the brand or dismissed this session', () => {
    const hidden = effectiveHiddenFlags(
      { ...allShown, cashier: true },
      { goldenRace: false, impostor: true },
      new Set(['replenishment'] as const),
    );
    expect(hidden).toEqual({
      cashier: true,
      replenishment: true,
      goldenRace: true,
      webmoney: false,
      impostor: false,
    });
  });

  it('should keep the persisted flags without brand switches or dismissals', () => {
    expect(effectiveHiddenFlags(defaultHiddenFlags, undefined, new Set())).toEqual(
      defaultHiddenFlags,
    );
  });
});

describe('choosePageModal', () => {
  it('should wait for the flags before choosing', () => {
    expect(choosePageModal(undefined, '/profile/change-password', undefined)).toBeUndefined();
  });

  it('should choose from the flags on a new page', () => {
    expect(choosePageModal(undefined, '/profile/change-password', defaultHiddenFlags)).toEqual({
      pathname: '/profile/change-password',
      name: 'impostor',
    });
    const previous = { pathname: '/profile/change-password', name: 'impostor' } as const;
    expect(choosePageModal(previous, '/profile/withdrawal', defaultHiddenFlags)).toEqual({
      pathname: '/profile/withdrawal',
      name: 'cashier',
    });
  });

  it('should keep the choice on the same page, so a page shows one modal at most', () => {
    const previous = { pathname: '/profile/top-up', name: 'replenishment' } as const;
    const afterDismissal = { ...allShown, replenishment: true };
    expect(choosePageModal(previous, '/profile/top-up', afterDismissal)).toBe(previous);
  });
});
