import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routing/paths.ts';
import { brandAssetUrl, shellLinks, topUpTarget } from './shellLinks.ts';

describe('shellLinks', () => {
  it.each([
    ['home', 'home'],
    ['login', 'auth'],
    ['registration', 'auth'],
    ['topUp', 'profileTopUp'],
    ['changePassword', 'profileChangePassword'],
    ['casinoHistory', 'profileSlotsHistory'],
    ['betHistory', 'profileBetHistory'],
    ['sportHistory', 'bc'],
    ['digitalSportHistory', 'digsportCategory'],
    ['operationsHistory', 'profilePayHistory'],
  ] as const)('should send %s to the %s route', (link, route) => {
    expect(matchRoute(shellLinks[link])?.id).toBe(route);
  });

  it('should build flat page links, escaping the name', () => {
    expect(shellLinks.flatPage('rules')).toBe('/flatPages/rules');
    expect(matchRoute(shellLinks.flatPage('rules'))?.id).toBe('flatPage');
    expect(shellLinks.flatPage('a b/c')).toBe('/flatPages/a%20b%2Fc');
  });
});

describe('topUpTarget', () => {
  const support = {
    chatUrl: 'https://chat.example.com',
    usdTopUpChatUrl: 'https://chat.example.com/usd',
  };

  it('should open the top-up page for every currency but USD', () => {
    for (const currency of ['EUR', 'RUB', 'FUN', 'CLP', '']) {
      expect(topUpTarget(currency, support)).toEqual({ href: '/profile/top-up', external: false });
    }
  });

  it('should send USD players to the USD top-up chat', () => {
    expect(topUpTarget('USD', support)).toEqual({
      href: 'https://chat.example.com/usd',
      external: true,
    });
    expect(topUpTarget('usd', support).external).toBe(true);
  });

  it('should fall back to the general chat, then to the top-up page', () => {
    expect(topUpTarget('USD', { chatUrl: 'https://chat.example.com' })).toEqual({
      href: 'https://chat.example.com',
      external: true,
    });
    expect(topUpTarget('USD', {})).toEqual({ href: '/profile/top-up', external: false });
    expect(topUpTarget('USD', undefined)).toEqual({ href: '/profile/top-up', external: false });
  });
});

describe('brandAssetUrl', () => {
  it('should serve brand-folder paths from /brand-assets/', () => {
    expect(brandAssetUrl('assets/logo.svg')).toBe('/brand-assets/assets/logo.svg');
    expect(brandAssetUrl('./assets/logo.svg')).toBe('/brand-assets/assets/logo.svg');
  });

  it('should keep full and root-relative URLs', () => {
    expect(brandAssetUrl('https://cdn.example.com/logo.svg')).toBe(
      'https://cdn.example.com/logo.svg',
    );
    expect(brandAssetUrl('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
    expect(brandAssetUrl('/static/logo.svg')).toBe('/static/logo.svg');
  });
});
