import { routes, type RouteId } from '../../host/routing/paths.ts';
import { feedPaths } from '../../schemas/feedPaths.ts';

/** The pages the preview frames can open: the app's own routes, by their id in its route table. */
export const previewRoutes = [
  { key: 'landing', route: 'home', params: {} },
  { key: 'topEvents', route: 'lineTopEvents', params: {} },
  { key: 'live', route: 'live', params: {} },
  // A real event of the feed, found when the frame opens it (the demo feed's ids change).
  { key: 'event', route: 'fullEventLine', params: { eventId: undefined } },
  { key: 'slip', route: 'basket', params: {} },
  { key: 'signIn', route: 'auth', params: { type: 'login' } },
] as const satisfies ReadonlyArray<{
  key: string;
  route: RouteId;
  params: Record<string, string | undefined>;
}>;

export type PreviewRouteKey = (typeof previewRoutes)[number]['key'];

/** The route's path with its parameters filled (`/full-event/line/{eventId}` → `/full-event/line/42`). */
export function routePath(route: RouteId, params: Record<string, string | undefined>): string {
  const definition = routes.find((candidate) => candidate.id === route);
  if (!definition) throw new Error(`No route ${route}`);
  return definition.pattern.replace(/\{([a-zA-Z]+)\}/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

/** The id of an event of the top events (the feed's answer, in the platform's envelope). */
export async function findEventId(fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  const response = await fetchImpl(feedPaths.topGames, { headers: { Accept: 'application/json' } });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { data?: Array<{ id?: unknown; status?: unknown }> };
  const event = body.data?.find((item) => typeof item.id === 'number' && item.status === 0);
  return event ? String(event.id) : undefined;
}
