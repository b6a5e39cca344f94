/**
 * Patterns for play functions that find an element by translated text (`storyText`) inside a
 * longer name: the text is matched literally, whatever its characters (a "?", a "(" or a "."
 * in a translation must not turn into a pattern).
 */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name or text that contains `text`. */
export function containing(text: string): RegExp {
  return new RegExp(literal(text));
}

/** A name or text that begins with `text`. */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${literal(text)}`);
}

/**
 * A form field's label as the field frame writes it: the text, then the required marker and,
 * when given, the quieter secondary label (such as "Optional") after a space.
 */
export function fieldLabel(text: string, secondaryLabel?: string): RegExp {
  const secondary = secondaryLabel === undefined ? '' : `( ${literal(secondaryLabel)})?`;
  return new RegExp(`^${literal(text)}\\*?${secondary}$`);
}

/**
 * Text as `toHaveTextContent` reads the element's: every run of white space, the no-break space
 * amounts are written with included, as one plain space. Expected text with an amount in it goes
 * through this first, or it never matches.
 */
export function asTextContent(text: string): string {
  return text.replace(/\s+/g, ' ');
}
