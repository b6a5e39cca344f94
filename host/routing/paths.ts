/**
 * Every app route of the two specs, with the feature that owns it and, for pages that embed one,
 * the provider whose ban redirects them to /slots/home: the one place that knows URLs. Patterns
 * use `{name}` for a parameter, which may share a segment with fixed text (`/line/sport{sportId}`),
 * as the specs' URLs do.
 */
export const routes = [
  // Shell and content
  { id: 'home', pattern: '/', feature: 'shell' },
  { id: 'auth', pattern: '/auth/{type}', feature: 'auth' },
  { id: 'verifyEmail', pattern: '/verify', feature: 'auth' },
  { id: 'restorePassword', pattern: '/restore-password', feature: 'auth' },
  { id: 'flatPage', pattern: '/flatPages/{flatPageName}', feature: 'flatPages' },
  { id: 'contacts', pattern: '/contacts', feature: 'contacts' },
  { id: 'downloadApp', pattern: '/download-app', feature: 'downloadApp' },
  { id: 'freeBets', pattern: '/free-bets', feature: 'freeBets' },
  { id: 'promotions', pattern: '/promotions', feature: 'promotions' },
  { id: 'bellator', pattern: '/bellator', feature: 'promotions' },
  { id: 'partner', pattern: '/partner', feature: 'account' },
  // Profile
  { id: 'profile', pattern: '/profile', feature: 'account' },
  { id: 'profileTopUp', pattern: '/profile/top-up', feature: 'payments' },
  { id: 'profileWithdrawal', pattern: '/profile/withdrawal', feature: 'payments' },
  { id: 'profileChangePassword', pattern: '/profile/change-password', feature: 'account' },
  { id: 'profileAdditional', pattern: '/profile/additional', feature: 'account' },
  {
    id: 'profileResponsibleGambling',
    pattern: '/profile/responsible-gambling',
    feature: 'account',
  },
  { id: 'profilePromoCodes', pattern: '/profile/promotional-codes', feature: 'promoCodes' },
  { id: 'profilePayHistory', pattern: '/profile/pay-history', feature: 'payments' },
  { id: 'profileSlotsHistory', pattern: '/profile/slots-bet-history', feature: 'casino' },
  // The native sportsbook's bet history and cash-out (the spec's /bc/history is the embedded one's).
  { id: 'profileBetHistory', pattern: '/profile/bet-history', feature: 'betHistory' },
  // Sports
  { id: 'lineTopEvents', pattern: '/line/top-events', feature: 'sports' },
  { id: 'lineSearch', pattern: '/line/search/{searchText}', feature: 'sports' },
  { id: 'lineSport', pattern: '/line/sport{sportId}', feature: 'sports' },
  { id: 'lineSportCountry', pattern: '/line/sport{sportId}country{countryId}', feature: 'sports' },
  { id: 'fullEventLine', pattern: '/full-event/line/{eventId}', feature: 'sports' },
  { id: 'fullEventLive', pattern: '/full-event/live/{eventId}', feature: 'live' },
  { id: 'live', pattern: '/live', feature: 'live' },
  { id: 'liveSelectedSport', pattern: '/live/selectedSport/{sportId}', feature: 'live' },
  { id: 'liveSports', pattern: '/live/sports', feature: 'live' },
  { id: 'liveSport', pattern: '/live/sport{sportId}', feature: 'live' },
  { id: 'liveSearch', pattern: '/live/search', feature: 'live' },
  { id: 'liveSearchText', pattern: '/live/search/{search}', feature: 'live' },
  { id: 'basket', pattern: '/basket', feature: 'betslip' },
  { id: 'esports', pattern: '/cybersport', feature: 'esports' },
  { id: 'results', pattern: '/Results', feature: 'results' },
  { id: 'favorites', pattern: '/Favorite', feature: 'sports' },
  { id: 'calendar', pattern: '/Calendar', feature: 'sports' },
  { id: 'search', pattern: '/Search', feature: 'sports' },
  { id: 'sportEvent', pattern: '/SportEvent', feature: 'sports' },
  { id: 'liveOne', pattern: '/Live/1', feature: 'live' },
  { id: 'toto', pattern: '/toto', feature: 'toto' },
  // Embedded sportsbooks and history
  { id: 'bc', pattern: '/bc/{category}', feature: 'embeddedSportsbooks', provider: 'bc' },
  { id: 'digsport', pattern: '/digsport', feature: 'embeddedSportsbooks', provider: 'digitain' },
  {
    id: 'digsportCategory',
    pattern: '/digsport/{category}',
    feature: 'embeddedSportsbooks',
    provider: 'digitain',
  },
  { id: 'tvBet', pattern: '/tv-bet', feature: 'tvBet', provider: 'tvbet' },
  // Casino
  { id: 'slotsHome', pattern: '/slots/home', feature: 'casino' },
  { id: 'slotsMain', pattern: '/slots/main', feature: 'casino' },
  { id: 'slotsProviderGames', pattern: '/slots/provider-games', feature: 'casino' },
  { id: 'slotsProviders', pattern: '/slots/providers', feature: 'casino' },
  { id: 'slotsCrashGames', pattern: '/slots/crash-games', feature: 'crashGames' },
  { id: 'slotsInbet', pattern: '/slots/inbet/{gameId}', feature: 'casino', provider: 'inbet' },
  { id: 'slotsGame', pattern: '/slots/{routeProvider}/{gameId}', feature: 'casino' },
  // Spec: any other /slots/* address opens the lobby.
  { id: 'slotsLobby', pattern: '/slots/{section}', feature: 'casino' },
  {
    id: 'liveCasinoMain',
    pattern: '/casinolive/main',
    feature: 'liveCasino',
    provider: 'liveCasino',
  },
  { id: 'virtualGames', pattern: '/virtual-games', feature: 'virtualGames' },
  {
    id: 'virtualBetRadar',
    pattern: '/virtual-games/bet-radar',
    feature: 'virtualGames',
    provider: 'betradar',
  },
  {
    id: 'virtualGoldenRace',
    pattern: '/virtual-games/golden-race',
    feature: 'virtualGames',
    provider: 'goldenrace',
  },
  {
    id: 'virtualGoldenRaceGame',
    pattern: '/virtual-games/golden-race/{gameId}',
    feature: 'virtualGames',
    provider: 'goldenrace',
  },
  { id: 'betRadar', pattern: '/bet-radar', feature: 'virtualGames', provider: 'betradar' },
  { id: 'uiKit', pattern: '/UIKit', feature: 'shell' },
] as const;

/** Where `/` goes (spec: the root opens the casino home). */
export const rootRedirectPath = '/slots/home';

export type RouteDefinition = (typeof routes)[number];
export type RouteId = RouteDefinition['id'];

const compiled = routes.map((route) => ({
  route,
  regex: new RegExp(
    `^${route.pattern
      .split(/(\{[a-zA-Z]+\})/)
      .map((part) =>
        part.startsWith('{') ? '([^/]+?)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
      )
      .join('')}/?$`,
  ),
}));

/**
 * The route a path (with or without query and hash) opens, or undefined for a path the app does
 * not have. The most specific pattern (most fixed text) wins: `/slots/home` is not a game page
 * and `/line/sport1country12` is a country, not sport "1country12".
 */
export function matchRoute(path: string): RouteDefinition | undefined {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const matches = compiled.filter(({ regex }) => regex.test(pathname)).map(({ route }) => route);
  return matches.sort((a, b) => fixedLength(b) - fixedLength(a))[0];
}

function fixedLength(route: RouteDefinition): number {
  return route.pattern.replace(/\{[a-zA-Z]+\}/g, '').length;
}
