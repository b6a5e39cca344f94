import type { PlatformContext } from '../../../context.ts';

/** Provider keys of the brand schema that the integrations serve. */
export type ProviderKey =
  | 'bc'
  | 'digitain'
  | 'tvbet'
  | 'betgames'
  | 'fiable'
  | 'ezugi'
  | 'liveCasino'
  | 'goldenrace'
  | 'betradar'
  | 'twentyone'
  | 'inbet';

/**
 * Whether a provider is banned for a player: the brand's bans, the player's own, and the spec's
 * expansion (evolution and pragmaticLive both banned bans liveCasino). The app hides banned
 * providers; the platform also refuses them, so a hand-typed URL cannot reach one.
 */
export function isProviderBanned(
  context: PlatformContext,
  userId: number,
  provider: ProviderKey,
): boolean {
  const own = context.database
    .prepare('SELECT provider FROM user_banned_providers WHERE user_id = ?')
    .all(userId) as Array<{ provider: string }>;
  const banned = new Set([...context.brand.bannedProviders, ...own.map((row) => row.provider)]);
  if (banned.has('evolution') && banned.has('pragmaticLive')) banned.add('liveCasino');
  return banned.has(provider);
}
