export type OdometerCell =
  { kind: 'digit'; digit: number; key: string } | { kind: 'static'; char: string; key: string };

/**
 * Left-pads `text` with zeros until it holds at least `minDigits` digits. The zeros go just
 * before the first digit, so a currency sign or minus in front stays in front.
 */
export function padDigits(text: string, minDigits: number): string {
  const digitCount = text.replace(/\D/g, '').length;
  const missing = Math.max(0, Math.floor(minDigits) - digitCount);
  if (missing === 0) return text;
  const firstDigit = text.search(/\d/);
  const at = firstDigit === -1 ? text.length : firstDigit;
  return `${text.slice(0, at)}${'0'.repeat(missing)}${text.slice(at)}`;
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
