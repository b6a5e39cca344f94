/**
 * The profile's password change (casino-and-account spec, sections 2 and 5): current, new and
 * repeated new password. A repeat that differs from the new password is refused before any
 * request (notice changedPasswordDoNotMatch); empty fields are refused too, so a player never
 * waits for the server to say what the form could.
 */
export interface PasswordChangeValues {
  current: string;
  next: string;
  repeat: string;
}

export type PasswordChangeField = keyof PasswordChangeValues;

export type PasswordChangeProblem = 'required' | 'mismatch';

/** The body of POST /api/user/password/change. */
export interface PasswordChangePayload {
  password: string;
  new_password: string;
}

export type PasswordChangeCheck =
  | { ok: true; payload: PasswordChangePayload }
  | { ok: false; problems: Partial<Record<PasswordChangeField, PasswordChangeProblem>> };

export const emptyPasswordChange: PasswordChangeValues = { current: '', next: '', repeat: '' };

/** Passwords are compared and sent exactly as typed: spaces are the server's call (code 233). */
export function checkPasswordChange(values: PasswordChangeValues): PasswordChangeCheck {
  const problems: Partial<Record<PasswordChangeField, PasswordChangeProblem>> = {};
  if (values.current === '') problems.current = 'required';
  if (values.next === '') problems.next = 'required';
  if (values.repeat === '') problems.repeat = 'required';
  else if (values.next !== '' && values.repeat !== values.next) problems.repeat = 'mismatch';
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, payload: { password: values.current, new_password: values.next } };
}

/** Only the repeat mismatch raises the spec's notice; missing fields are marked on the fields. */
export function isMismatch(check: PasswordChangeCheck): boolean {
  return !check.ok && check.problems.repeat === 'mismatch';
}

/** Auth code 4 is a wrong current password; 231-233 are about the new one (accounts API). */
export function fieldOfPasswordFailure(
  codeStatus: number | undefined,
): PasswordChangeField | undefined {
  if (codeStatus === 4) return 'current';
  if (codeStatus === 231 || codeStatus === 232 || codeStatus === 233) return 'next';
  return undefined;
}
