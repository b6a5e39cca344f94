import { useState } from 'react';

/**
 * The text an operator is typing for a value that is not text (a number, a list of numbers):
 * kept as typed while it does not parse, and replaced by the value's own text when the value
 * changes from outside (a reset, an undo, the JSON tab). `typed` marks a value as coming from the
 * text itself, so "1." stays as typed when the value 1 comes back.
 */
export function useEditedText(
  value: unknown,
  asText: (value: unknown) => string,
): [string, (text: string) => void, (typed: unknown) => void] {
  const [text, setText] = useState(() => asText(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(asText(value));
  }
  return [text, setText, setShown];
}
