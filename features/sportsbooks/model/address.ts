/** The segment after `/{base}/` in an address (`/bc/live` → `live`), or undefined without one. */
export function categoryOf(pathname: string, base: string): string | undefined {
  const [first, second] = pathname.split('/').filter(Boolean);
  if (first !== base || second === undefined) return undefined;
  try {
    return decodeURIComponent(second);
  } catch {
    // A malformed escape is simply an unknown category.
    return second;
  }
}
