export type OdometerCell =
  { kind: 'digit'; digit: number; key: string } | { kind: 'static'; char: string; key: string };

/**
 * Left-pads a bare number with zeros until it holds at least `minDigits` digits, as a mechanical
 * counter shows its unused wheels ("0048213"). Text with anything besides digits (a group
 * separator, a decimal mark, a currency sign, a minus) is a formatted amount and is left as it
 * is: a zero in front of it is another number to a reader ("055.340 $").
 */
export function padDigits(text: string, minDigits: number): string {
  if (!/^\d+$/.test(text)) return text;
  const missing = Math.max(0, Math.floor(minDigits) - text.length);
  return `${'0'.repeat(missing)}${text}`;
}

/**
 * Splits the display text into rolling digit columns and fixed characters (separators, signs).
 * Keys count from the right, so when the number grows a digit the existing columns keep their
 * identity and roll instead of being replaced.
 */
export function odometerCells(text: string): OdometerCell[] {
  const characters = [...text];
  let digitsFromRight = 0;
  let othersFromRight = 0;
  const cells: OdometerCell[] = [];
  for (let index = characters.length - 1; index >= 0; index -= 1) {
    const char = characters[index] ?? '';
    if (/\d/.test(char)) {
      cells.push({ kind: 'digit', digit: Number(char), key: `d${digitsFromRight}` });
      digitsFromRight += 1;
    } else {
      cells.push({ kind: 'static', char, key: `s${othersFromRight}` });
      othersFromRight += 1;
    }
  }
  return cells.reverse();
}
