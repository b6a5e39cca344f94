type Entities = Readonly<Record<string, string>>;

function escaperOf(entities: Entities): (text: string | number) => string {
  const special = new RegExp(`[${Object.keys(entities).join('')}]`, 'g');
  return (text) => String(text).replace(special, (character) => entities[character] ?? character);
}

/**
 * Text for HTML (and SVG inlined in it): what could end an attribute, start markup or, with the
 * backtick, end a template literal in old browsers. Every value from a query, the database or a
 * provider goes through it.
 */
export const escapeHtml = escaperOf({
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
});

/** Text for stand-alone SVG (XML): its five predefined entities, `&apos;` included. */
export const escapeXml = escaperOf({
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
});
