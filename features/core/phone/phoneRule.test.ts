import { describe, expect, it } from 'vitest';
import { phoneCountries, type PhoneRegion } from '../../../design-system/index.ts';
import { impossiblePhones, phoneExamples } from '../../../schemas/phoneRule.examples.ts';
import { callingCodeOf, servedPhoneRegions } from '../../../schemas/phoneRule.ts';
import { isValidTypedPhone, phoneProblem } from './phoneRule.ts';

describe('phoneProblem (the platform rule, on the phone field)', () => {
  const phone = (region: string, nationalNumber: string) => ({
    country: region as PhoneRegion,
    nationalNumber,
  });

  it.each(phoneExamples)('should take a valid $region number', ({ region, valid }) => {
    expect(phoneProblem(phone(region, valid))).toBeUndefined();
  });

  it.each(impossiblePhones)(
    'should call $region $nationalNumber invalid, though every digit is there',
    ({ region, nationalNumber }) => {
      expect(phoneProblem(phone(region, nationalNumber))).toBe('phoneInvalid');
    },
  );

  it('should call a number with digits missing incomplete', () => {
    expect(phoneProblem(phone('CL', ''))).toBe('phoneIncomplete');
    expect(phoneProblem(phone('CL', '98765432'))).toBe('phoneIncomplete');
    expect(phoneProblem(phone('MD', '6211234'))).toBe('phoneIncomplete');
  });

  it('should offer in the field exactly the countries the platform serves, with their codes', () => {
    expect(phoneCountries.map(({ region }) => region)).toEqual(servedPhoneRegions);
    for (const { region, dialCode } of phoneCountries) {
      expect(dialCode, region).toBe(callingCodeOf(region));
    }
  });
});

describe('isValidTypedPhone', () => {
  it('should take a number typed with its calling code', () => {
    expect(isValidTypedPhone('+56 9 8765 4321')).toBe(true);
    expect(isValidTypedPhone('56987654321')).toBe(true);
  });

  it('should refuse one no country has and one without its calling code', () => {
    expect(isValidTypedPhone('+56 0 0000 0000')).toBe(false);
    expect(isValidTypedPhone('987654321')).toBe(false);
  });
});
