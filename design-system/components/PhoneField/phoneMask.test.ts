import { describe, expect, it } from 'vitest';
import { phoneCountry, phoneCountries } from './phoneCountries.ts';
import {
  applyPhoneEdit,
  capDigits,
  caretAfterDigits,
  countDigits,
  formatByMask,
  isCompletePhone,
  parsePhoneText,
  stripNonDigits,
  toE164,
} from './phoneMask.ts';

const chile = phoneCountry('CL');
const russia = phoneCountry('RU');
const kazakhstan = phoneCountry('KZ');
const brazil = phoneCountry('BR');

describe('stripNonDigits', () => {
  it.each([
    ['+56 9 1234-5678', '56912345678'],
    ['(912) 345-67-89', '9123456789'],
    ['abc', ''],
    ['', ''],
    ['0 0', '00'],
    ['٣٤', ''],
  ])('should turn %j into %j', (text, digits) => {
    expect(stripNonDigits(text)).toBe(digits);
  });
});

describe('capDigits', () => {
  it('should keep at most the given number of leading digits', () => {
    expect(capDigits('9123456789', 9)).toBe('912345678');
    expect(capDigits('912', 9)).toBe('912');
    expect(capDigits('912', 0)).toBe('');
    expect(capDigits('912', -1)).toBe('');
  });
});

describe('formatByMask', () => {
  it.each([
    ['', ''],
    ['9', '9'],
    ['91', '9 1'],
    ['9123', '9 123'],
    ['91234', '9 1234'],
    ['912345', '9 1234 5'],
    ['912345678', '9 1234 5678'],
  ])('should format %j as %j for Chile', (digits, formatted) => {
    expect(formatByMask(digits, chile.mask)).toBe(formatted);
  });

  it('should put separators only between digits', () => {
    expect(formatByMask('912', russia.mask)).toBe('912');
    expect(formatByMask('9123', russia.mask)).toBe('912 3');
    expect(formatByMask('912345', russia.mask)).toBe('912 345');
    expect(formatByMask('9123456', russia.mask)).toBe('912 345-6');
    expect(formatByMask('9123456789', russia.mask)).toBe('912 345-67-89');
  });

  it('should drop digits the mask has no slot for', () => {
    expect(formatByMask('9123456789', chile.mask)).toBe('9 1234 5678');
  });

  it('should format Brazil mobile numbers with the dash', () => {
    expect(formatByMask('11987654321', brazil.mask)).toBe('11 98765-4321');
  });

  it.each(phoneCountries)('should show every digit of a full $region number', (country) => {
    const digits = '1234567890123'.slice(0, country.nationalLength);
    const formatted = formatByMask(digits, country.mask);
    expect(stripNonDigits(formatted)).toBe(digits);
    expect(formatted).toHaveLength(country.mask.length);
  });
});

describe('countDigits', () => {
  it('should count digits before a position', () => {
    expect(countDigits('9 1234 5678', 0)).toBe(0);
    expect(countDigits('9 1234 5678', 1)).toBe(1);
    expect(countDigits('9 1234 5678', 2)).toBe(1);
    expect(countDigits('9 1234 5678', 6)).toBe(5);
    expect(countDigits('9 1234 5678')).toBe(9);
    expect(countDigits('9 1234', -3)).toBe(0);
  });
});

describe('caretAfterDigits', () => {
  it('should place the caret just after the n-th digit', () => {
    expect(caretAfterDigits('9 1234 5678', 0)).toBe(0);
    expect(caretAfterDigits('9 1234 5678', 1)).toBe(1);
    expect(caretAfterDigits('9 1234 5678', 2)).toBe(3);
    expect(caretAfterDigits('9 1234 5678', 5)).toBe(6);
    expect(caretAfterDigits('9 1234 5678', 6)).toBe(8);
    expect(caretAfterDigits('9 1234 5678', 9)).toBe(11);
  });

  it('should place the caret at the end when asked for more digits than there are', () => {
    expect(caretAfterDigits('9 12', 7)).toBe(4);
    expect(caretAfterDigits('', 1)).toBe(0);
  });
});

describe('applyPhoneEdit', () => {
  const length = chile.nationalLength;

  it('should take typed digits and keep the caret after the new one', () => {
    expect(
      applyPhoneEdit({
        previousDigits: '9',
        text: '91',
        caret: 2,
        inputType: 'insertText',
        length,
      }),
    ).toEqual({ digits: '91', caretDigits: 2 });
  });

  it('should ignore typed letters and symbols', () => {
    expect(
      applyPhoneEdit({
        previousDigits: '91',
        text: '9 1a',
        caret: 4,
        inputType: 'insertText',
        length,
      }),
    ).toEqual({ digits: '91', caretDigits: 2 });
  });

  it('should insert a digit in the middle and keep the caret after it', () => {
    // "9 1|34" with 2 typed after the 1.
    expect(
      applyPhoneEdit({
        previousDigits: '9134',
        text: '9 1234',
        caret: 4,
        inputType: 'insertText',
        length,
      }),
    ).toEqual({ digits: '91234', caretDigits: 3 });
  });

  it('should delete the digit before a separator removed with Backspace', () => {
    // "9 1234 |5678": Backspace removes the space, which must remove the 4 instead.
    expect(
      applyPhoneEdit({
        previousDigits: '912345678',
        text: '9 12345678',
        caret: 6,
        inputType: 'deleteContentBackward',
        length,
      }),
    ).toEqual({ digits: '91235678', caretDigits: 4 });
  });

  it('should delete the digit after a separator removed with Delete', () => {
    // "9 1234| 5678": Delete removes the space, which must remove the 5 instead.
    expect(
      applyPhoneEdit({
        previousDigits: '912345678',
        text: '9 12345678',
        caret: 6,
        inputType: 'deleteContentForward',
        length,
      }),
    ).toEqual({ digits: '91234678', caretDigits: 5 });
  });

  it('should do nothing when Backspace is pressed at the start', () => {
    expect(
      applyPhoneEdit({
        previousDigits: '91',
        text: '9 1',
        caret: 0,
        inputType: 'deleteContentBackward',
        length,
      }),
    ).toEqual({ digits: '91', caretDigits: 0 });
  });

  it('should do nothing when Delete is pressed at the end', () => {
    expect(
      applyPhoneEdit({
        previousDigits: '91',
        text: '9 1',
        caret: 3,
        inputType: 'deleteContentForward',
        length,
      }),
    ).toEqual({ digits: '91', caretDigits: 2 });
  });

  it('should delete a digit normally', () => {
    expect(
      applyPhoneEdit({
        previousDigits: '91234',
        text: '9 123',
        caret: 5,
        inputType: 'deleteContentBackward',
        length,
      }),
    ).toEqual({ digits: '9123', caretDigits: 4 });
  });

  it('should refuse a digit typed into a full number and leave the caret in place', () => {
    expect(
      applyPhoneEdit({
        previousDigits: '912345678',
        text: '9 12034 5678',
        caret: 5,
        inputType: 'insertText',
        length,
      }),
    ).toEqual({ digits: '912345678', caretDigits: 3 });
  });

  it('should cut a too long insertion into a number that was not full', () => {
    expect(
      applyPhoneEdit({
        previousDigits: '9',
        text: '91234567890',
        caret: 11,
        inputType: 'insertFromPaste',
        length,
      }),
    ).toEqual({ digits: '912345678', caretDigits: 9 });
  });

  it('should accept an edit without an input type (e.g. autofill of national digits)', () => {
    expect(applyPhoneEdit({ previousDigits: '', text: '912345678', caret: 9, length })).toEqual({
      digits: '912345678',
      caretDigits: 9,
    });
  });

  it('should empty the number when everything is cut', () => {
    expect(
      applyPhoneEdit({
        previousDigits: '912',
        text: '',
        caret: 0,
        inputType: 'deleteByCut',
        length,
      }),
    ).toEqual({ digits: '', caretDigits: 0 });
  });
});

describe('parsePhoneText', () => {
  const candidates = phoneCountries;

  it('should read a pasted international number in the current country', () => {
    expect(parsePhoneText('+56 9 1234-5678', chile, candidates)).toEqual({
      country: chile,
      nationalNumber: '912345678',
    });
  });

  it('should switch to the country whose calling code the number starts with', () => {
    expect(parsePhoneText('+55 (11) 98765-4321', chile, candidates)).toEqual({
      country: brazil,
      nationalNumber: '11987654321',
    });
    expect(parsePhoneText('+994 50 123 45 67', chile, candidates).country.region).toBe('AZ');
  });

  it('should prefer the longest calling code that matches', () => {
    // +375 (Belarus) must not be read as +3… of a shorter code.
    expect(parsePhoneText('+375 29 123-45-67', chile, candidates)).toMatchObject({
      country: { region: 'BY' },
      nationalNumber: '291234567',
    });
  });

  it('should keep the current country when it shares the calling code (+7)', () => {
    expect(parsePhoneText('+7 701 123 45 67', kazakhstan, candidates)).toEqual({
      country: kazakhstan,
      nationalNumber: '7011234567',
    });
    expect(parsePhoneText('+7 912 345 67 89', russia, candidates).country).toBe(russia);
  });

  it('should take the first offered country for a shared code from another country', () => {
    expect(parsePhoneText('+7 701 123 45 67', chile, [chile, kazakhstan, russia]).country).toBe(
      kazakhstan,
    );
  });

  it('should read the 00 international prefix like +', () => {
    expect(parsePhoneText('0056 9 1234 5678', russia, candidates)).toEqual({
      country: chile,
      nationalNumber: '912345678',
    });
  });

  it('should keep the country and the digits for an unknown calling code', () => {
    expect(parsePhoneText('+33 6 12 34 56 78', chile, candidates)).toEqual({
      country: chile,
      nationalNumber: '336123456',
    });
  });

  it('should only consider the offered countries', () => {
    expect(parsePhoneText('+55 11 98765-4321', chile, [chile]).country).toBe(chile);
  });

  it('should drop the current calling code from a too long number without +', () => {
    expect(parsePhoneText('56912345678', chile, candidates)).toEqual({
      country: chile,
      nationalNumber: '912345678',
    });
  });

  it('should keep a national number that happens to start like the calling code', () => {
    expect(parsePhoneText('7011234567', kazakhstan, candidates)).toEqual({
      country: kazakhstan,
      nationalNumber: '7011234567',
    });
  });

  it('should read a national number with separators', () => {
    expect(parsePhoneText(' 9 1234-5678 ', chile, candidates).nationalNumber).toBe('912345678');
  });

  it('should cut a number longer than the country allows', () => {
    expect(parsePhoneText('91234567899999', chile, candidates).nationalNumber).toBe('912345678');
  });
});

describe('isCompletePhone', () => {
  it('should be true only with exactly the national length', () => {
    expect(isCompletePhone({ country: 'CL', nationalNumber: '912345678' })).toBe(true);
    expect(isCompletePhone({ country: 'CL', nationalNumber: '91234567' })).toBe(false);
    expect(isCompletePhone({ country: 'CL', nationalNumber: '9123456789' })).toBe(false);
    expect(isCompletePhone({ country: 'TM', nationalNumber: '12345678' })).toBe(true);
    expect(isCompletePhone({ country: 'MD', nationalNumber: '62112345' })).toBe(true);
    expect(isCompletePhone({ country: 'CL', nationalNumber: '' })).toBe(false);
  });

  it('should be false for anything but digits', () => {
    expect(isCompletePhone({ country: 'CL', nationalNumber: '9 1234 567' })).toBe(false);
    expect(isCompletePhone({ country: 'CL', nationalNumber: '91234567a' })).toBe(false);
  });

  it('should be false for a region outside the catalogue', () => {
    // A value from outside typed code (e.g. stored data) can carry any region.
    const stored = JSON.parse('{"country":"FR","nationalNumber":"612345678"}') as Parameters<
      typeof isCompletePhone
    >[0];
    expect(isCompletePhone(stored)).toBe(false);
    expect(toE164(stored)).toBeNull();
  });
});

describe('toE164', () => {
  it('should join the calling code and the national digits', () => {
    expect(toE164({ country: 'CL', nationalNumber: '912345678' })).toBe('+56912345678');
    expect(toE164({ country: 'RU', nationalNumber: '9123456789' })).toBe('+79123456789');
    expect(toE164({ country: 'BR', nationalNumber: '11987654321' })).toBe('+5511987654321');
  });

  it('should give null while the number is incomplete', () => {
    expect(toE164({ country: 'CL', nationalNumber: '9123' })).toBeNull();
  });
});
