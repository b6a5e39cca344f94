/**
 * The address a code-20 answer sends the player to (`data.redirect`): the account belongs to
 * another site (spec, section 7). Only web addresses count, never `javascript:` or the like.
 */
export function redirectOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('redirect' in data)) return undefined;
  const { redirect } = data;
  return typeof redirect === 'string' && /^https?:\/\//.test(redirect) ? redirect : undefined;
}
