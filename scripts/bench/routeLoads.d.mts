import type { BrowserContext, Page } from '@playwright/test';

/** The main routes of the performance goals, each with a guard in budgets.mjs. */
export type PhoneRouteId =
  'landing' | 'topEvents' | 'live' | 'fullEvent' | 'liveCasino' | 'betSlip' | 'signIn';

export interface PhoneRoute {
  id: PhoneRouteId;
  name: string;
  path?: string;
  landing?: boolean;
  discover?: { from: string; link: string };
}
export declare const phoneRoutes: readonly PhoneRoute[];
export declare function routeUrl(page: Page, origin: string, route: PhoneRoute): Promise<string>;
export interface RouteLoad {
  files: number;
  gzipBytes: number;
  scripts: Array<{ url: string; gzipBytes: number }>;
}
export declare function measureRouteLoad(context: BrowserContext, url: string): Promise<RouteLoad>;
