import { describe, expect, it } from 'vitest';
import type { ShellSession } from '../AppContext.tsx';
import { matchRoute } from './paths.ts';
import { redirectFor } from './redirects.ts';

const guest: ShellSession = { status: 'guest' };
const player: ShellSession = {
  status: 'player',
  user: { id: 7, login: 'player@demo.test', currency: 'CLP' },
  balance: 1000,
};

function redirect(path: string, banned: string[] = [], session = guest) {
  const route = matchRoute(path);
  if (!route) throw new Error(`no route for ${path}`);
  return redirectFor(route, { banned: new Set(banned), session });
}

describe('redirectFor', () => {
  it('should send a banned embedded sportsbook to the casino home', () => {
    expect(redirect('/bc/prematch', ['bc'])).toBe('/slots/home');
    expect(redirect('/digsport/live', ['digitain'])).toBe('/slots/home');
    expect(redirect('/bc/prematch')).toBeUndefined();
  });

  it('should open /live on all live sports', () => {
    expect(redirect('/live')).toBe('/live/selectedSport/0');
    expect(redirect('/Live/1')).toBe('/live/selectedSport/0');
  });

  it('should open the menu link /SportEvent on the top events', () => {
    expect(redirect('/SportEvent')).toBe('/line/top-events');
  });

  it('should keep guests out of the profile', () => {
    expect(redirect('/profile/top-up')).toBe('/');
    expect(redirect('/profile')).toBe('/');
  });

  it('should wait for the auth check before sending anyone away from the profile', () => {
    expect(redirect('/profile/top-up', [], { status: 'checking' })).toBeUndefined();
  });

  it('should keep a signed-in partner on /partner', () => {
    const partner: ShellSession = {
      status: 'player',
      user: { id: 2, login: 'partner@demo.test', currency: 'CLP', isPartner: true },
      balance: 0,
    };
    expect(redirect('/slots/home', [], partner)).toBe('/partner');
    expect(redirect('/partner', [], partner)).toBeUndefined();
    expect(redirect('/slots/home', [], player)).toBeUndefined();
  });

  it("should open a player's bare /profile on the password page", () => {
    expect(redirect('/profile', [], player)).toBe('/profile/change-password');
    expect(redirect('/profile/top-up', [], player)).toBeUndefined();
  });
});
