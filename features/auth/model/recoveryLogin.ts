// Apart from validation.ts, which every auth form loads: this one checks phones, and the
// numbering plans behind that should load only with the forms that take one.
import { loginKind } from './loginKind.ts';
import { isValidTypedPhone, isWrittenAsPhone } from '../../core/phone/phoneRule.ts';
import { isValidEmail } from './rules.ts';
import type { FieldErrors } from './validation.ts';

/** Recovery asks for an e-mail or a phone (a one-click login has no way to recover). */
export function validateRecoveryLogin(login: string): FieldErrors<'login'> {
  if (login.trim() === '') return { login: 'required' };
  if (loginKind(login) === 'email') {
    return { login: isValidEmail(login) ? undefined : 'emailInvalid' };
  }
  if (!isWrittenAsPhone(login)) return { login: 'recoveryLoginInvalid' };
  return { login: isValidTypedPhone(login) ? undefined : 'phoneInvalid' };
}
