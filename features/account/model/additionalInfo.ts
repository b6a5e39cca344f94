/**
 * The additional-info form (casino-and-account spec, sections 2, 3 and 5): phone read-only,
 * first and last name required, middle name and passport optional, birth date yyyy-MM-dd
 * defaulting to today, gender male or female defaulting to male. Once the platform marks the data
 * changed it is locked.
 */
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
export type AdditionalInfoProblem = 'required' | 'invalidDate' | 'futureDate';

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

/** A real day written yyyy-MM-dd (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The form's starting values: the profile's, else the spec's defaults (today, male). */
export function initialAdditionalInfo(
  profile: ProfileFormSource,
  today: string,
): AdditionalInfoValues {
  return {
    phone: profile.phone ?? '',
    firstName: profile.first_name ?? '',
    lastName: profile.last_name ?? '',
    middleName: profile.middle_name ?? '',
    passport: profile.passport ?? '',
    birthDate:
      profile.birth_date !== null && isCalendarDate(profile.birth_date)
        ? profile.birth_date
        : today,
    gender: isGender(profile.gender) ? profile.gender : 'male',
  };
}

/**
 * Required: phone, first and last name (not blank) and a birth date that is a real day, not after
 * today (the platform refuses a later one). Text is sent trimmed.
 */
export function checkAdditionalInfo(
  values: AdditionalInfoValues,
  today: string,
): AdditionalInfoCheck {
  const problems: Partial<Record<AdditionalInfoField, AdditionalInfoProblem>> = {};
  if (values.phone.trim() === '') problems.phone = 'required';
  if (values.firstName.trim() === '') problems.firstName = 'required';
  if (values.lastName.trim() === '') problems.lastName = 'required';
  if (values.birthDate === '') problems.birthDate = 'required';
  else if (!isCalendarDate(values.birthDate)) problems.birthDate = 'invalidDate';
  // yyyy-MM-dd strings order like the days they name.
  else if (values.birthDate > today) problems.birthDate = 'futureDate';
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
