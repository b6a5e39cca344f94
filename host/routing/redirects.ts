import type { ShellSession } from '../AppContext.tsx';
import type { RouteDefinition } from './paths.ts';

/**
 * Where a route sends the player instead of rendering, or undefined to render it. Spec rules:
 * /live (and the legacy /Live/1) opens the live list of all sports, /SportEvent the top events; /profile needs a player (guests go to /) and opens on
 * the password page; a partner lives on /partner; a page that embeds a banned provider redirects
 * to /slots/home.
 */
export function redirectFor(
  route: RouteDefinition,
  { banned, session }: { banned: ReadonlySet<string>; session: ShellSession },
): string | undefined {
  if ('provider' in route && banned.has(route.provider)) return '/slots/home';
  if (route.id === 'live' || route.id === 'liveOne') return '/live/selectedSport/0';
  // The spec lists /SportEvent without content: it opens the sportsbook's front page.
  if (route.id === 'sportEvent') return '/line/top-events';
  if (requiresPlayer(route) && session.status === 'guest') return '/';
  // Spec, section 2: a signed-in partner outside /partner is sent there.
  if (session.status === 'player' && session.user.isPartner && route.id !== 'partner') {
    return '/partner';
  }
  if (route.id === 'profile') return '/profile/change-password';
  return undefined;
}

/** Profile pages need a signed-in player (spec: /profile requires login). */
export function requiresPlayer(route: RouteDefinition): boolean {
  return route.pattern === '/profile' || route.pattern.startsWith('/profile/');
}
