import type { ProviderContext } from './types.ts';

/**
 * The partner-name and authorization headers pragmatic and universal race calls carry (casino
 * spec, section 7). The original client copied them from the session cookie; here the cookie is
 * http-only and rides along by itself, so the headers name the partner (the brand id) and the
 * signed-in player. The platform accepts them and lets the cookie decide who plays.
 */
export function partnerHeaders(context: ProviderContext): Record<string, string> {
  const headers: Record<string, string> = { 'partner-name': context.partnerName };
  if (context.player) headers.authorization = `Player ${String(context.player.id)}`;
  return headers;
}
