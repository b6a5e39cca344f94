import { converter, colorsNamed, parse } from 'culori';
import type { Rgb } from '../../design-system/themes/contrast.ts';

// culori runs only where brands are checked (brand:check, publishing): nothing the player's
// bundle imports reaches this module, so the library never ships to players.
const toRgb = converter('rgb');

/**
 * Every CSS colour culori reads (hex, rgb()/rgba(), hsl()/hsla() in comma or space syntax, hwb(),
 * lab(), named colours…) as sRGB 0 to 255; undefined for anything else. Alpha is not applied: the
 * contrast pairs are opaque roles.
 */
export function readColor(value: string): Rgb | undefined {
  const parsed = parse(value.trim());
  if (!parsed) return undefined;
  const { r, g, b } = toRgb(parsed);
  const channel = (c: number) => Math.round(Math.min(1, Math.max(0, c)) * 255);
  return [channel(r), channel(g), channel(b)];
}

/** The CSS named colours, for "did you mean" hints. */
export const namedColors: readonly string[] = Object.keys(colorsNamed);

const number = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)`;
const lengthPattern = new RegExp(
  String.raw`^(?:0|${number}(?:px|rem|em|%|vw|vh|vmin|vmax|dvh|svh|ch|ex|pt))$`,
  'i',
);
const mathFunction = /^(?:calc|clamp|min|max)\(.+\)$/i;

/** A CSS length: `12px`, `0.75rem`, `50%`, `0`, or calc()/clamp()/min()/max(). */
export function isLength(value: string): boolean {
  const trimmed = value.trim();
  return lengthPattern.test(trimmed) || mathFunction.test(trimmed);
}

/** Splits at a separator outside parentheses (commas of rgba() stay inside their colour). */
export function splitTopLevel(value: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of value) {
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    if (depth === 0 && separator.test(character)) {
      parts.push(current);
      current = '';
    } else {
      current += character;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

// Plain names may start with a hyphen (-apple-system) and hold spaces (Segoe UI unquoted).
const familyName = /^(?:"[^"]+"|'[^']+'|-?[a-z_][\w-]*(?:\s+-?[a-z_][\w-]*)*)$/i;

/** A font-family list: quoted or plain names, separated by commas. */
export function isFontFamily(value: string): boolean {
  const names = value.split(',').map((name) => name.trim());
  return names.length > 0 && names.every((name) => familyName.test(name));
}

/** A font weight: 1 to 1000 (CSS Fonts 4), or normal / bold. */
export function isFontWeight(value: string): boolean {
  const trimmed = value.trim();
  if (/^(?:normal|bold)$/i.test(trimmed)) return true;
  const weight = Number(trimmed);
  return /^\d+$/.test(trimmed) && weight >= 1 && weight <= 1000;
}

/** A unitless line height (1.5), or normal. */
export function isLineHeight(value: string): boolean {
  return /^(?:normal|\d+\.?\d*|\.\d+)$/i.test(value.trim());
}

/** A whole number, such as z-index takes. */
export function isInteger(value: string): boolean {
  return /^[+-]?\d+$/.test(value.trim());
}

/** A duration: `150ms`, `0.25s`. */
export function isDuration(value: string): boolean {
  return new RegExp(`^${number}m?s$`, 'i').test(value.trim());
}

const easingKeyword = /^(?:linear|ease|ease-in|ease-out|ease-in-out|step-start|step-end)$/i;

/** A timing function: a keyword, cubic-bezier() with four numbers, steps() or linear(). */
export function isEasing(value: string): boolean {
  const trimmed = value.trim();
  if (easingKeyword.test(trimmed)) return true;
  const bezier = /^cubic-bezier\((.*)\)$/i.exec(trimmed);
  if (bezier?.[1] !== undefined) {
    const values = bezier[1].split(',').map((part) => part.trim());
    return values.length === 4 && values.every((part) => new RegExp(`^${number}$`).test(part));
  }
  return /^(?:steps|linear)\(.+\)$/i.test(trimmed);
}

/** A box-shadow: none, or shadows of two to four lengths, an optional colour and inset. */
export function isShadow(value: string): boolean {
  const trimmed = value.trim();
  if (/^none$/i.test(trimmed)) return true;
  const shadows = splitTopLevel(trimmed, /,/);
  return (
    shadows.length > 0 &&
    shadows.every((shadow) => {
      const tokens = splitTopLevel(shadow, /\s/);
      const lengths = tokens.filter(isLength).length;
      const colours = tokens.filter((token) => !isLength(token) && readColor(token)).length;
      const insets = tokens.filter((token) => /^inset$/i.test(token)).length;
      return (
        lengths >= 2 &&
        lengths <= 4 &&
        colours <= 1 &&
        insets <= 1 &&
        lengths + colours + insets === tokens.length
      );
    })
  );
}
