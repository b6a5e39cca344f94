/**
 * The additional-info form (casino-and-account spec, sections 2, 3 and 5): phone read-only,
 * first and last name required, middle name and passport optional, birth date yyyy-MM-dd, gender
 * male or female defaulting to male. Once the platform marks the data changed it is locked.
 *
 * Unlike the spec, the birth date has no default: the spec's "today" saved and locked a newborn's
 * date on an 18+ site. The player enters it, and it must make them at least the brand's minimum
 * age (schemas/birthDateRule.ts, which the platform enforces too).
 */
import { birthDateProblem, isCalendarDate } from '../../../schemas/birthDateRule.ts';

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

/** The profile fields the form reads (GET /api/user/profile). */
export interface ProfileFormSource {
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  middle_name: string | null;
  passport: string | null;
  birth_date: string | null;
  gender: string | null;
  /** 0 or 1 on the platform, a boolean in the spec. */
  is_changed: number | boolean;
}

export interface AdditionalInfoValues {
  phone: string;
  firstName: string;
  lastName: string;
  middleName: string;
  passport: string;
  birthDate: string;
  gender: Gender;
}

export type AdditionalInfoField = keyof AdditionalInfoValues;
export type AdditionalInfoProblem = 'required' | 'invalidDate' | 'futureDate' | 'underAge';

/** PUT /api/user/profile/additional/update: the spec's payload spells gender `gander`. */
export interface AdditionalInfoPayload {
  first_name: string;
  last_name: string;
  middle_name: string;
  birth_date: string;
  phone: string;
  passport: string;
  gander: Gender;
}

export type AdditionalInfoCheck =
  | { ok: true; payload: AdditionalInfoPayload }
  | { ok: false; problems: Partial<Record<AdditionalInfoField, AdditionalInfoProblem>> };

export function isGender(value: unknown): value is Gender {
  return (genders as readonly unknown[]).includes(value);
}

/** Saved once, the personal data can no longer be edited (spec, section 4). */
export function isProfileLocked(profile: Pick<ProfileFormSource, 'is_changed'>): boolean {
  return Boolean(profile.is_changed);
}

/** A phone the account already has cannot be changed; one without a phone may add it. */
export function isPhoneEditable(profile: Pick<ProfileFormSource, 'phone'>): boolean {
  return (profile.phone ?? '').trim() === '';
}

/** The form's starting values: the profile's, else empty (the gender: male, as the spec says). */
export function initialAdditionalInfo(profile: ProfileFormSource): AdditionalInfoValues {
  return {
    phone: profile.phone ?? '',
    firstName: profile.first_name ?? '',
    lastName: profile.last_name ?? '',
    middleName: profile.middle_name ?? '',
    passport: profile.passport ?? '',
    birthDate:
      profile.birth_date !== null && isCalendarDate(profile.birth_date) ? profile.birth_date : '',
    gender: isGender(profile.gender) ? profile.gender : 'male',
  };
}

/**
 * Required: phone, first and last name (not blank) and a birth date that is a real day, not after
 * today, of someone at least `minimumAge` years old (the platform refuses anything else). Text is
 * sent trimmed.
 */
export function checkAdditionalInfo(
  values: AdditionalInfoValues,
  today: string,
  minimumAge: number,
): AdditionalInfoCheck {
  const problems: Partial<Record<AdditionalInfoField, AdditionalInfoProblem>> = {};
  if (values.phone.trim() === '') problems.phone = 'required';
  if (values.firstName.trim() === '') problems.firstName = 'required';
  if (values.lastName.trim() === '') problems.lastName = 'required';
  const birthDate = birthDateProblem(values.birthDate, today, minimumAge);
  if (birthDate) problems.birthDate = birthDate;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    payload: {
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      middle_name: values.middleName.trim(),
      birth_date: values.birthDate,
      phone: values.phone.trim(),
      passport: values.passport.trim(),
      gander: values.gender,
    },
  };
}
