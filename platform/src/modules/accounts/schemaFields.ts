/** JSON-schema pieces the account routes share, so every call bounds a field the same way. */
export const currencyField = { type: 'string', minLength: 1, maxLength: 10 } as const;
export const languageField = { type: 'string', maxLength: 10 } as const;
export const promocodeField = { type: 'string', maxLength: 64 } as const;
// minLength 1, not 6: a short password gets the spec's code 231, not a bare 400.
export const passwordField = { type: 'string', minLength: 1, maxLength: 128 } as const;
export const phoneField = { type: 'string', minLength: 1, maxLength: 32 } as const;
export const smsCodeField = { type: 'string', minLength: 1, maxLength: 10 } as const;
export const emailField = { type: 'string', minLength: 1, maxLength: 254 } as const;
// yyyy-MM-dd; whether it is a real day of someone old enough is refuseBirthDate's call.
export const birthDateField = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
