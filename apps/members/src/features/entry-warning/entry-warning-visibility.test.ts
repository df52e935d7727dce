import { describe, expect, it } from 'vitest';
import { createUser } from '@/test/fixtures';
import { isEntryWarningVisible, type EntryWarningVisibilityInput } from './entry-warning-visibility';

const visitor: EntryWarningVisibilityInput = {
  setting: 'yes',
  countries: ['NL', 'DE'],
  selectedCountry: 'DE',
  user: null,
  pathname: '/',
  standalone: false,
  dismissedAt: undefined,
  dismissalsLoaded: true,
};
const shown = (change: Partial<EntryWarningVisibilityInput> = {}) =>
  isEntryWarningVisible({ ...visitor, ...change });

describe('isEntryWarningVisible (spec §2 "Site-entry warning")', () => {
  it('shows to a visitor from a listed country who has not dismissed it, on any other route', () => {
    expect(shown()).toBe(true);
    expect(shown({ selectedCountry: 'NL', pathname: '/members' })).toBe(true);
    expect(shown({ pathname: '/signup' })).toBe(true);
    expect(shown({ pathname: '/reset-password-help' })).toBe(true);
  });

  it('is skipped when the site turns it off or the selected country is not listed', () => {
    expect(shown({ setting: 'no' })).toBe(false);
    expect(shown({ selectedCountry: 'US' })).toBe(false);
    expect(shown({ countries: [] })).toBe(false);
  });

  it('is skipped for a member, and while it is not known whether someone is logged in', () => {
    expect(shown({ user: createUser() })).toBe(false);
    expect(shown({ user: undefined })).toBe(false);
  });

  it('is skipped in installed-app mode', () => {
    expect(shown({ standalone: true })).toBe(false);
  });

  it('appears once: never after a dismissal, however long ago, nor before the dismissals are read', () => {
    expect(shown({ dismissedAt: Date.now() - 400 * 24 * 60 * 60 * 1000 })).toBe(false);
    expect(shown({ dismissalsLoaded: false })).toBe(false);
  });

  it('is hidden on complete-signup, reset-password and reset-password-do', () => {
    for (const pathname of ['/complete-signup', '/reset-password', '/reset-password/do']) {
      expect(shown({ pathname })).toBe(false);
    }
  });
});
