import { describe, expect, it } from 'vitest';
import { checkPasswordChange, fieldOfPasswordFailure, isMismatch } from './passwordChange.ts';

describe('checkPasswordChange', () => {
  it('should give the request body when every field is filled and the repeat matches', () => {
    expect(checkPasswordChange({ current: 'old12ab', next: 'new34cd', repeat: 'new34cd' })).toEqual(
      { ok: true, payload: { password: 'old12ab', new_password: 'new34cd' } },
    );
  });

  it('should refuse a repeat that differs from the new password', () => {
    const check = checkPasswordChange({ current: 'old12ab', next: 'new34cd', repeat: 'new34ce' });
    expect(check).toEqual({ ok: false, problems: { repeat: 'mismatch' } });
    expect(isMismatch(check)).toBe(true);
  });

  it('should compare the passwords exactly as typed', () => {
    expect(
      checkPasswordChange({ current: 'a', next: 'new34cd', repeat: 'new34cd ' }),
    ).toMatchObject({ ok: false, problems: { repeat: 'mismatch' } });
    expect(checkPasswordChange({ current: ' a', next: ' b', repeat: ' b' })).toEqual({
      ok: true,
      payload: { password: ' a', new_password: ' b' },
    });
  });

  it('should mark every empty field as required', () => {
    const check = checkPasswordChange({ current: '', next: '', repeat: '' });
    expect(check).toEqual({
      ok: false,
      problems: { current: 'required', next: 'required', repeat: 'required' },
    });
    expect(isMismatch(check)).toBe(false);
  });

  it('should not call a repeat a mismatch while the new password is empty', () => {
    expect(checkPasswordChange({ current: 'x', next: '', repeat: 'abc' })).toEqual({
      ok: false,
      problems: { next: 'required' },
    });
  });

  it('should report a mismatch together with a missing current password', () => {
    expect(checkPasswordChange({ current: '', next: 'abc', repeat: 'abd' })).toEqual({
      ok: false,
      problems: { current: 'required', repeat: 'mismatch' },
    });
  });
});

describe('fieldOfPasswordFailure', () => {
  it('should put a wrong current password (auth 4) on the current field', () => {
    expect(fieldOfPasswordFailure(4)).toBe('current');
  });

  it('should put a weak, guessable or invalid new password (231, 232, 233) on the new field', () => {
    expect(fieldOfPasswordFailure(231)).toBe('next');
    expect(fieldOfPasswordFailure(232)).toBe('next');
    expect(fieldOfPasswordFailure(233)).toBe('next');
  });

  it('should leave other failures to the form', () => {
    expect(fieldOfPasswordFailure(1)).toBeUndefined();
    expect(fieldOfPasswordFailure(429)).toBeUndefined();
    expect(fieldOfPasswordFailure(undefined)).toBeUndefined();
  });
});
