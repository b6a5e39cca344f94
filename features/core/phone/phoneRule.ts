/**
 * The platform's phone rule (schemas/phoneRule.ts), the very one it enforces (auth code 15, the
 * mobile top-up's invalid-phone code), for every phone field: sign-up, sign-in, recovery and the
 * mobile top-up. Imported only by those forms, because the numbering plans it loads (about 20 KB
 * gzip) must stay out of the first page's chunk.
 */
import { toE164, type PhoneValue } from '../../../design-system/index.ts';
import { isWrittenAsPhone, validPhone } from '../../../schemas/phoneRule.ts';

/** Why a phone is refused: digits still missing, or a number no country's plan holds. */
export type PhoneProblem = 'phoneIncomplete' | 'phoneInvalid';

/**
 * The phone field's number: every digit the country's numbers have, and a number that exists
 * there (CL 000000000 has the digits but is nobody's).
 */
export function phoneProblem(phone: PhoneValue): PhoneProblem | undefined {
  const international = toE164(phone);
  if (international === null) return 'phoneIncomplete';
  return validPhone(international) ? undefined : 'phoneInvalid';
}

/** Whether a login is written as a phone number: digits, spaces, dashes, brackets, a '+'. */
export { isWrittenAsPhone };

/** A phone typed in one field, calling code included ("+56 9 8765 4321"), by the same rule. */
export function isValidTypedPhone(text: string): boolean {
  return validPhone(text) !== undefined;
}
