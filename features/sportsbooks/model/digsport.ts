/**
 * The digital sportsbook of /digsport and /digsport/{category} (casino-and-account spec,
 * section 2; integrations README, section 2): the boot page's initial route.
 */

export const digsportRoutes = ['home', 'live', 'history'] as const;
export type DigsportRoute = (typeof digsportRoutes)[number];

/** The address's category as the boot page's `route`; /digsport and anything unknown open home. */
export function digsportRoute(category: string | undefined): DigsportRoute {
  return (digsportRoutes as readonly (string | undefined)[]).includes(category)
    ? (category as DigsportRoute)
    : 'home';
}
