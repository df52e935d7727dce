import { describe, expect, it } from 'vitest';
import { createUser } from '@/test/fixtures';
import {
  changedFields,
  errorsFromApi,
  firstInvalid,
  toInput,
  validateProfile,
  valuesFromProfile,
  type ProfileFormValues,
} from './profile-form-model';
import { apiError } from './test-support';

const profile = createUser(
  {},
  {
    name: 'Sam',
    bio: 'Hello',
    interests: ['hiking', 'wine'],
    tattoos: null,
    hair_colour: 'red',
    note: null,
  },
).profile;
const initial = valuesFromProfile(profile);
const now = new Date('2025-06-15T12:00:00Z');
const check = (change: Partial<ProfileFormValues>) =>
  validateProfile({ ...initial, ...change }, { minAge: 18, now });

describe('changedFields', () => {
  it('is empty when nothing changed', () => {
    expect(changedFields(initial, { ...initial })).toEqual({});
  });

  it('sends only the fields that changed, trimmed, with "" as null', () => {
    const input = changedFields(initial, { ...initial, name: '  Samira ', bio: '', tattoos: 'yes' });
    expect(input).toEqual({ name: 'Samira', bio: null, tattoos: true });
  });

  it('compares interests as a set: a new order is no change, a new one replaces the list', () => {
    expect(changedFields(initial, { ...initial, interests: ['wine', 'hiking'] })).toEqual({});
    expect(changedFields(initial, { ...initial, interests: ['wine', 'hiking', 'tea'] })).toEqual({
      interests: ['wine', 'hiking', 'tea'],
    });
  });

  it('sends the region with a new country, because it belongs to the country', () => {
    expect(changedFields(initial, { ...initial, country: 'PL', region: '' })).toEqual({
      country: 'PL',
      region: null,
    });
    expect(changedFields(initial, { ...initial, country: 'PL', region: 'PL-14' })).toEqual({
      country: 'PL',
      region: 'PL-14',
    });
  });

  it('turns a cleared option into null and ignores whitespace-only edits', () => {
    expect(changedFields(initial, { ...initial, hair_colour: '' })).toEqual({ hair_colour: null });
    expect(changedFields(initial, { ...initial, bio: '  Hello  ' })).toEqual({});
  });
});

describe('toInput', () => {
  it('maps every control value to the contract', () => {
    expect(toInput({ ...initial, tattoos: 'no', city: ' ', eye_colour: 'green' })).toMatchObject({
      tattoos: false,
      city: null,
      eye_colour: 'green',
      region: 'NL-UT',
    });
  });
});

describe('validateProfile', () => {
  it('accepts the member as they are', () => {
    expect(check({})).toEqual({});
  });

  it.each(['2025-02-30', '2026-01-01', '1850-01-01', '', '15-06-1990'])(
    '"%s" → "Invalid date of birth."',
    (date) => {
      expect(check({ date_of_birth: date }).date_of_birth).toEqual({ key: 'errors:invalid_date_of_birth' });
    },
  );

  it('refuses a birth date under the minimum age with that age', () => {
    expect(check({ date_of_birth: '2007-06-16' }).date_of_birth).toEqual({
      key: 'errors:too_young',
      params: { min_age: 18 },
    });
    expect(check({ date_of_birth: '2007-06-15' }).date_of_birth).toBeUndefined();
  });

  it('applies the name rules of spec §5', () => {
    expect(check({ name: '@sam' }).name).toEqual({ key: 'errors:invalid_name' });
    expect(check({ name: ' S ' }).name?.key).toBe('editor:form.validation.nameLength');
    expect(check({ name: 'x'.repeat(41) }).name?.params).toEqual({ min: 2, max: 40 });
  });

  it('checks the lengths of bio, note and city', () => {
    const errors = check({ bio: 'a'.repeat(2001), note: 'b'.repeat(501), city: 'c'.repeat(81) });
    expect(errors.bio).toEqual({ key: 'editor:form.validation.tooLong', params: { max: 2000 } });
    expect(errors.note?.params).toEqual({ max: 500 });
    expect(errors.city?.params).toEqual({ max: 80 });
    expect(firstInvalid(errors)).toBe('bio');
  });
});

describe('errorsFromApi', () => {
  it('puts each body field problem on its field', () => {
    const error = apiError('validation_failed', 400, {
      fields: [
        { path: 'body.date_of_birth', message: 'errors.invalid_date_of_birth' },
        { path: 'body.region', message: 'errors.invalid_region' },
      ],
    });
    expect(errorsFromApi(error)).toEqual({
      date_of_birth: { key: 'errors:invalid_date_of_birth' },
      region: { key: 'errors:invalid_region' },
    });
  });

  it('puts invalid_name on the name and ignores fields the editor does not have', () => {
    expect(errorsFromApi(apiError('invalid_name', 400))).toEqual({ name: { key: 'errors:invalid_name' } });
    const other = apiError('validation_failed', 400, { fields: [{ path: 'body.credits', message: 'x' }] });
    expect(errorsFromApi(other)).toEqual({});
    expect(errorsFromApi(apiError('internal_error', 500))).toEqual({});
  });
});
