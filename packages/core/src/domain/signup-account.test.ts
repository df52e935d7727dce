import { describe, expect, it } from 'vitest';
import {
  EMPTY_ACCOUNT,
  ageOn,
  checkAccount,
  nameError,
  suggestEmail,
  toGenderSexuality,
  toIsoDate,
  validateAccount,
} from './signup-account';

const now = new Date('2026-06-15T12:00:00Z');
const valid = {
  ...EMPTY_ACCOUNT,
  iAm: 'man' as const,
  lookingFor: 'women' as const,
  name: 'Jan',
  email: 'jan@example.com',
  password: 'correct horse',
  dateOfBirth: '2008-06-15',
};

describe('validateAccount', () => {
  it('accepts a complete, valid form (exactly 18 today)', () => {
    expect(validateAccount(valid, { minAge: 18, now })).toEqual({});
  });

  it('asks for every required choice and field', () => {
    expect(validateAccount(EMPTY_ACCOUNT, { minAge: 18, now })).toEqual({
      iAm: 'choose',
      lookingFor: 'choose',
      name: 'required',
      email: 'required',
      password: 'required',
      dateOfBirth: 'required',
    });
  });

  it('refuses a member one day younger than the minimum age, and honours the setting', () => {
    expect(validateAccount({ ...valid, dateOfBirth: '2008-06-16' }, { minAge: 18, now }).dateOfBirth).toBe(
      'tooYoung',
    );
    expect(validateAccount(valid, { minAge: 21, now }).dateOfBirth).toBe('tooYoung');
  });

  it('refuses impossible and future dates', () => {
    expect(validateAccount({ ...valid, dateOfBirth: '2008-02-31' }, { minAge: 18, now }).dateOfBirth).toBe(
      'invalidDate',
    );
    expect(validateAccount({ ...valid, dateOfBirth: '2027-01-01' }, { minAge: 18, now }).dateOfBirth).toBe(
      'invalidDate',
    );
  });

  it('checks the e-mail format and the password length', () => {
    const errors = validateAccount({ ...valid, email: 'jan@', password: 'short' }, { minAge: 18, now });
    expect(errors).toEqual({ email: 'invalidEmail', password: 'passwordLength' });
  });
});

describe('checkAccount (the check before any request)', () => {
  it('lets a valid form go with its gender and sexuality', () => {
    expect(checkAccount(valid, { minAge: 18, now })).toEqual({
      ok: true,
      genderSexuality: { gender: 'male', sexuality: 'hetero' },
    });
  });

  it('refuses with the field errors and no suggestion for a valid address', () => {
    expect(checkAccount({ ...valid, password: '' }, { minAge: 18, now })).toEqual({
      ok: false,
      errors: { password: 'required' },
      suggestion: null,
    });
  });

  it('offers the "did you mean" address for an invalid one', () => {
    expect(checkAccount({ ...valid, email: 'jan@gmail,com' }, { minAge: 18, now })).toEqual({
      ok: false,
      errors: { email: 'invalidEmail' },
      suggestion: 'jan@gmail.com',
    });
  });
});

describe('nameError (spec §5)', () => {
  it('refuses the e-mail address as name, case-insensitively', () => {
    expect(nameError('Jan@Example.com', 'jan@example.com')).toBe('nameIsEmail');
  });
  it('refuses a name starting with @', () => {
    expect(nameError('@jan', 'jan@example.com')).toBe('nameStartsWithAt');
  });
  it('refuses names outside 2–40 characters', () => {
    expect(nameError('J', '')).toBe('nameLength');
    expect(nameError('x'.repeat(41), '')).toBe('nameLength');
    expect(nameError('Jo', '')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('builds ISO dates of real days only', () => {
    expect(toIsoDate('2000', '2', '29')).toBe('2000-02-29');
    expect(toIsoDate('2001', '2', '29')).toBeNull();
  });
  it('counts whole years', () => {
    expect(ageOn('2000-06-16', now)).toBe(25);
    expect(ageOn('2000-06-15', now)).toBe(26);
  });
  it('suggests a corrected domain for a typo, nothing for a fine address', () => {
    expect(suggestEmail('jan@gmial.com')).toBe('jan@gmail.com');
    expect(suggestEmail('jan@gmail.com')).toBeNull();
    expect(suggestEmail('jan')).toBeNull();
  });
});

describe('toGenderSexuality', () => {
  it.each([
    ['man', 'women', 'male', 'hetero'],
    ['man', 'men', 'male', 'gay'],
    ['man', 'both', 'male', 'bi'],
    ['woman', 'men', 'female', 'hetero'],
    ['woman', 'women', 'female', 'lesbian'],
    ['woman', 'both', 'female', 'bi'],
  ] as const)('%s looking for %s → %s, %s', (iAm, lookingFor, gender, sexuality) => {
    expect(toGenderSexuality(iAm, lookingFor)).toEqual({ gender, sexuality });
  });
});
