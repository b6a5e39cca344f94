const prefix = '/flatPages/';

/**
 * The page name of a /flatPages/{flatPageName} address (the host renders every route through one
 * catch-all, so the screen reads the name from the path itself). Undefined for any other path or
 * an empty name; a badly encoded name is kept as written rather than failing the page.
 */
export function flatPageNameFromPath(pathname: string): string | undefined {
  if (!pathname.startsWith(prefix)) return undefined;
  const segment = pathname.slice(prefix.length).replace(/\/+$/, '');
  if (!segment || segment.includes('/')) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
