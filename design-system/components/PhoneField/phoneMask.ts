import { findPhoneCountry, type PhoneCountry, type PhoneRegion } from './phoneCountries.ts';

/** A phone number as the field holds it: the country and the national digits only. */
export interface PhoneValue {
  country: PhoneRegion;
  /** Digits only, without the calling code. */
  nationalNumber: string;
}

/** Keeps the digits of `text` (ASCII 0–9) and drops everything else. */
export function stripNonDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** At most `length` digits, from the start. */
export function capDigits(digits: string, length: number): string {
  return digits.slice(0, Math.max(0, length));
}

/**
 * Writes `digits` into `mask` (`9` = one digit). Separators appear only between digits, so a
 * partial number has no trailing space or dash; digits beyond the mask are dropped.
 */
export function formatByMask(digits: string, mask: string): string {
  let result = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    if (slot === '9') {
      result += digits.charAt(next);
      next += 1;
    } else {
      result += slot;
    }
  }
  return result;
}

/** How many digits `text` holds before position `end` (the whole text by default). */
export function countDigits(text: string, end: number = text.length): number {
  return stripNonDigits(text.slice(0, Math.max(0, end))).length;
}

/** The caret position in `formatted` just after its `count`-th digit (0 = the start). */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) {
      seen += 1;
      if (seen === count) return index + 1;
    }
  }
  return formatted.length;
}

export interface PhoneEdit {
  /** The digits before the edit. */
  previousDigits: string;
  /** The input's text after the browser applied the edit. */
  text: string;
  /** The caret position in `text` after the edit. */
  caret: number;
  /** `InputEvent.inputType`, e.g. `insertText` or `deleteContentBackward`. */
  inputType?: string | undefined;
  /** The country's national length. */
  length: number;
}

/**
 * The digits and caret (counted in digits) after the user edits the formatted number.
 *
 * - Deleting a separator deletes the digit beside it, so Backspace never gets stuck on a space.
 * - Typing into a full number changes nothing (rather than pushing the last digit out).
 * - Anything longer than the country allows is cut at its length.
 */
export function applyPhoneEdit({ previousDigits, text, caret, inputType, length }: PhoneEdit): {
  digits: string;
  caretDigits: number;
} {
  let digits = stripNonDigits(text);
  let caretDigits = countDigits(text, caret);

  if (digits === previousDigits) {
    if (inputType === 'deleteContentBackward' && caretDigits > 0) {
      digits = digits.slice(0, caretDigits - 1) + digits.slice(caretDigits);
      caretDigits -= 1;
    } else if (inputType === 'deleteContentForward' && caretDigits < digits.length) {
      digits = digits.slice(0, caretDigits) + digits.slice(caretDigits + 1);
    }
  }

  if (digits.length > length) {
    if (previousDigits.length >= length) {
      const inserted = digits.length - previousDigits.length;
      return {
        digits: previousDigits,
        caretDigits: Math.min(previousDigits.length, Math.max(0, caretDigits - inserted)),
      };
    }
    digits = capDigits(digits, length);
  }
  return { digits, caretDigits: Math.min(caretDigits, digits.length) };
}

/**
 * Reads a whole number as pasted or autofilled: `+56 9 1234-5678`, `0056 912345678`,
 * `56912345678` or `9 1234 5678`. With `+` or `00` the calling code picks the country (the
 * current one wins a shared code such as +7); without it, a leading calling code of the current
 * country is dropped when the number is too long to be national.
 */
export function parsePhoneText(
  text: string,
  current: PhoneCountry,
  candidates: readonly PhoneCountry[],
): { country: PhoneCountry; nationalNumber: string } {
  const trimmed = text.trim();
  const international = /^(\+|00)/.test(trimmed);
  let digits = stripNonDigits(trimmed);
  let country = current;

  if (international) {
    if (trimmed.startsWith('00')) digits = digits.slice(2);
    const match = digits.startsWith(current.dialCode)
      ? current
      : longestDialCodeMatch(digits, candidates);
    if (match) {
      country = match;
      digits = digits.slice(match.dialCode.length);
    }
  } else if (
    digits.length > current.nationalLength &&
    digits.startsWith(current.dialCode) &&
    digits.length - current.dialCode.length <= current.nationalLength
  ) {
    digits = digits.slice(current.dialCode.length);
  }

  return { country, nationalNumber: capDigits(digits, country.nationalLength) };
}

function longestDialCodeMatch(
  digits: string,
  candidates: readonly PhoneCountry[],
): PhoneCountry | undefined {
  let best: PhoneCountry | undefined;
  for (const candidate of candidates) {
    if (!digits.startsWith(candidate.dialCode)) continue;
    if (!best || candidate.dialCode.length > best.dialCode.length) best = candidate;
  }
  return best;
}

/** Whether the number has exactly the digits its country needs. */
export function isCompletePhone(value: PhoneValue): boolean {
  const country = findPhoneCountry(value.country);
  return (
    country !== undefined &&
    /^\d*$/.test(value.nationalNumber) &&
    value.nationalNumber.length === country.nationalLength
  );
}

/** The number in E.164 (`+56912345678`), or `null` while it is incomplete. */
export function toE164(value: PhoneValue): string | null {
  const country = findPhoneCountry(value.country);
  if (!country || !isCompletePhone(value)) return null;
  return `+${country.dialCode}${value.nationalNumber}`;
}
