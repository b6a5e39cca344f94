/** Where a JSON text first breaks the grammar, 1-based, and what was expected there. */
export interface JsonSyntaxError {
  line: number;
  column: number;
  message: string;
}

class Stop extends Error {
  constructor(
    readonly offset: number,
    readonly expected: string,
  ) {
    super(expected);
  }
}

/**
 * Finds the first syntax error of a JSON text with its line and column. JSON.parse's own message
 * names an offset at best ("at position 94"), and on some inputs not even that, so this small
 * scanner walks the grammar (RFC 8259) itself; it only locates, JSON.parse still parses.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let at = 0;
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] ?? '')) at += 1;
  };
  const fail = (expected: string): never => {
    throw new Stop(at, expected);
  };
  const literal = (word: string) => {
    if (text.startsWith(word, at)) at += word.length;
    else fail('a value (a string, number, object, array, true, false or null)');
  };
  const string = () => {
    at += 1;
    for (;;) {
      const character = text[at];
      if (character === undefined) fail('a closing " before the end of the file');
      if (character === '"') {
        at += 1;
        return;
      }
      if (character === '\n') fail('a closing " before the end of the line');
      if (character === '\\') {
        const escape = text[at + 1] ?? '';
        if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) at += 6;
        else if ('"\\/bfnrt'.includes(escape) && escape !== '') at += 2;
        else fail('a valid escape (\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)');
      } else {
        at += 1;
      }
    }
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(at));
    if (!match) fail('a number');
    at += match?.[0].length ?? 0;
  };
  const value = (): void => {
    space();
    const character = text[at];
    if (character === undefined) fail('a value before the end of the file');
    if (character === '{') return object();
    if (character === '[') return array();
    if (character === '"') return string();
    if (character === 't') return literal('true');
    if (character === 'f') return literal('false');
    if (character === 'n') return literal('null');
    if (character === '-' || /\d/.test(character ?? '')) return number();
    fail('a value (a string, number, object, array, true, false or null)');
  };
  const object = () => {
    at += 1;
    space();
    if (text[at] === '}') {
      at += 1;
      return;
    }
    for (;;) {
      space();
      if (text[at] !== '"') fail('a key in double quotes (no trailing comma before })');
      string();
      space();
      if (text[at] !== ':') fail('a : after the key');
      at += 1;
      value();
      space();
      if (text[at] === ',') {
        at += 1;
        continue;
      }
      if (text[at] === '}') {
        at += 1;
        return;
      }
      fail('a , or } after the value');
    }
  };
  const array = () => {
    at += 1;
    space();
    if (text[at] === ']') {
      at += 1;
      return;
    }
    for (;;) {
      value();
      space();
      if (text[at] === ',') {
        at += 1;
        continue;
      }
      if (text[at] === ']') {
        at += 1;
        return;
      }
      fail('a , or ] after the value');
    }
  };
  try {
    value();
    space();
    if (at < text.length) fail('the end of the file after the top-level value');
    return undefined;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    const before = text.slice(0, error.offset).split('\n');
    return {
      line: before.length,
      column: (before.at(-1)?.length ?? 0) + 1,
      message: `expected ${error.expected}`,
    };
  }
}
