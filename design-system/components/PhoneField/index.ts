export { PhoneField } from './PhoneField.tsx';
export type { PhoneFieldProps } from './PhoneField.tsx';
export { findPhoneCountry, phoneCountries, phoneRegions } from './phoneCountries.ts';
export type { PhoneCountry, PhoneRegion } from './phoneCountries.ts';
export { isCompletePhone, toE164 } from './phoneMask.ts';
export type { PhoneValue } from './phoneMask.ts';
