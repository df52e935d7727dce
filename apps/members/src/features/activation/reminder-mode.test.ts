import { describe, expect, it } from 'vitest';
import { createUser } from '@/test/fixtures';
import { ACTIVATION_REMINDER_SNOOZE_MS, activationReminderMode } from './reminder-mode';

const now = Date.parse('2026-06-01T12:00:00Z');
const unconfirmed = createUser({ status: 'not_confirmed' }, { status: 'disabled' });
const base = { user: unconfirmed, pathname: '/members', signupCompleteFlag: false, smartphone: false, now };

describe('activationReminderMode (spec §2)', () => {
  it('shows an alert to a logged-in, unconfirmed member with a disabled profile', () => {
    expect(activationReminderMode(base)).toBe('alert');
  });

  it('is hidden for a visitor', () => {
    expect(activationReminderMode({ ...base, user: null })).toBe('none');
  });

  it('is hidden when notifications are disabled', () => {
    const user = createUser(
      { status: 'not_confirmed', notifications_disabled: ['bounce'] },
      { status: 'disabled' },
    );
    expect(activationReminderMode({ ...base, user })).toBe('none');
  });

  it('is hidden for a confirmed member and for an active profile', () => {
    expect(
      activationReminderMode({ ...base, user: createUser({ status: 'active' }, { status: 'disabled' }) }),
    ).toBe('none');
    expect(
      activationReminderMode({
        ...base,
        user: createUser({ status: 'not_confirmed' }, { status: 'active' }),
      }),
    ).toBe('none');
  });

  it.each(['/signup', '/notifications', '/notifications/'])('is hidden on %s', (pathname) => {
    expect(activationReminderMode({ ...base, pathname })).toBe('none');
  });

  it('is a modal only with api_signup_complete on a smartphone', () => {
    expect(activationReminderMode({ ...base, signupCompleteFlag: true, smartphone: true })).toBe('modal');
    expect(activationReminderMode({ ...base, signupCompleteFlag: true, smartphone: false })).toBe('alert');
    expect(activationReminderMode({ ...base, signupCompleteFlag: false, smartphone: true })).toBe('alert');
  });

  it('stays hidden for a day after a dismissal', () => {
    expect(activationReminderMode({ ...base, dismissedAt: now - 1000 })).toBe('none');
    expect(activationReminderMode({ ...base, dismissedAt: now - ACTIVATION_REMINDER_SNOOZE_MS - 1 })).toBe(
      'alert',
    );
  });
});
