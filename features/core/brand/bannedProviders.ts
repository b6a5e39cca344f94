/**
 * Providers switched off for the player: the brand's bans plus the server's `/blocklist` (logged
 * in only), expanded by the specs' rule: when every slots provider (universalrace,
 * softgaming-slots, outcome, pragmatic) is banned, 'slots' is banned too; when both live-casino
 * providers (evolution, pragmaticLive) are, 'liveCasino' is.
 */
export function bannedProviders(
  brandBans: Iterable<string> = [],
  serverBlocklist: Iterable<string> = [],
): ReadonlySet<string> {
  const banned = new Set([...brandBans, ...serverBlocklist]);
  const all = (providers: readonly string[]) => providers.every((provider) => banned.has(provider));
  if (all(slotsProviders)) banned.add('slots');
  if (all(liveCasinoProviders)) banned.add('liveCasino');
  return banned;
}

const slotsProviders = ['universalrace', 'softgaming-slots', 'outcome', 'pragmatic'] as const;
const liveCasinoProviders = ['evolution', 'pragmaticLive'] as const;
