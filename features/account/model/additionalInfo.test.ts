import { describe, expect, it } from 'vitest';
import {
  checkAdditionalInfo,
  initialAdditionalInfo,
  isGender,
  isPhoneEditable,
  isProfileLocked,
  type AdditionalInfoValues,
  type ProfileFormSource,
} from './additionalInfo.ts';

const today = '2026-11-18';

const emptyProfile: ProfileFormSource = {
  phone: '56987654321',
  first_name: null,
  last_name: null,
  middle_name: null,
  passport: null,
  birth_date: null,
  gender: null,
  is_changed: 0,
};

const filled: AdditionalInfoValues = {
  phone: '56987654321',
  firstName: 'Ana',
  lastName: 'Rojas',
  middleName: '',
  passport: '',
  birthDate: '1990-05-17',
  gender: 'female',
};

describe('initialAdditionalInfo', () => {
  it('should leave the birth date empty and default the gender to male', () => {
    expect(initialAdditionalInfo(emptyProfile)).toEqual({
      phone: '56987654321',
      firstName: '',
      lastName: '',
      middleName: '',
      passport: '',
      birthDate: '',
      gender: 'male',
    });
  });

  it('should start from what the profile holds', () => {
    expect(
      initialAdditionalInfo({
        ...emptyProfile,
        first_name: 'Ana',
        last_name: 'Rojas',
        middle_name: 'Isabel',
        passport: 'X1',
        birth_date: '1990-05-17',
        gender: 'female',
      }),
    ).toEqual({ ...filled, middleName: 'Isabel', passport: 'X1' });
  });

  it('should ignore a stored birth date or gender it cannot show', () => {
    const values = initialAdditionalInfo({
      ...emptyProfile,
      birth_date: '17.05.1990',
      gender: 'other',
    });
    expect(values.birthDate).toBe('');
    expect(values.gender).toBe('male');
  });

  it('should show no phone for an account without one', () => {
    expect(initialAdditionalInfo({ ...emptyProfile, phone: null }).phone).toBe('');
  });
});

describe('isProfileLocked', () => {
  it.each([
    [0, false],
    [1, true],
    [false, false],
    [true, true],
  ])('should read is_changed %s as locked: %s', (isChanged, locked) => {
    expect(isProfileLocked({ is_changed: isChanged })).toBe(locked);
  });
});

describe('isPhoneEditable', () => {
  it('should keep a phone the account has read-only', () => {
    expect(isPhoneEditable({ phone: '56987654321' })).toBe(false);
  });

  it('should let an account without a phone add one', () => {
    expect(isPhoneEditable({ phone: null })).toBe(true);
    expect(isPhoneEditable({ phone: '  ' })).toBe(true);
  });
});

describe('isGender', () => {
  it('should know male and female only', () => {
    expect(isGender('male')).toBe(true);
    expect(isGender('female')).toBe(true);
    expect(isGender('Male')).toBe(false);
    expect(isGender(null)).toBe(false);
  });
});

describe('checkAdditionalInfo', () => {
  it('should build the payload with gender spelled gander, text trimmed', () => {
    expect(
      checkAdditionalInfo(
        {
          ...filled,
          firstName: ' Ana ',
          lastName: 'Rojas ',
          middleName: ' Isabel',
          passport: ' X1 ',
        },
        today,
        18,
      ),
    ).toEqual({
      ok: true,
      payload: {
        first_name: 'Ana',
        last_name: 'Rojas',
        middle_name: 'Isabel',
        birth_date: '1990-05-17',
        phone: '56987654321',
        passport: 'X1',
        gander: 'female',
      },
    });
  });

  it('should accept empty middle name and passport (optional)', () => {
    expect(checkAdditionalInfo(filled, today, 18).ok).toBe(true);
  });

  it('should require phone, first name, last name and birth date', () => {
    expect(
      checkAdditionalInfo(
        { ...filled, phone: ' ', firstName: '', lastName: '  ', birthDate: '' },
        today,
        18,
      ),
    ).toEqual({
      ok: false,
      problems: {
        phone: 'required',
        firstName: 'required',
        lastName: 'required',
        birthDate: 'required',
      },
    });
  });

  it('should refuse a date that is not a real day', () => {
    expect(checkAdditionalInfo({ ...filled, birthDate: '2026-02-30' }, today, 18)).toEqual({
      ok: false,
      problems: { birthDate: 'invalidDate' },
    });
  });

  it('should refuse a birth date after today', () => {
    expect(checkAdditionalInfo({ ...filled, birthDate: '2026-11-19' }, today, 18)).toEqual({
      ok: false,
      problems: { birthDate: 'futureDate' },
    });
  });

  it("should refuse anyone under the brand's minimum age, a newborn first", () => {
    const underAge = { ok: false, problems: { birthDate: 'underAge' } };
    expect(checkAdditionalInfo({ ...filled, birthDate: today }, today, 18)).toEqual(underAge);
    expect(checkAdditionalInfo({ ...filled, birthDate: '2008-11-19' }, today, 18)).toEqual(
      underAge,
    );
    expect(checkAdditionalInfo({ ...filled, birthDate: '2008-11-18' }, today, 18).ok).toBe(true);
    expect(checkAdditionalInfo({ ...filled, birthDate: '2008-11-18' }, today, 21)).toEqual(
      underAge,
    );
  });
});
