import { describe, expect, it } from 'vitest';
import { signupProblemOf } from './signup-problem';

describe('signupProblemOf', () => {
  it('maps the field errors of the sign-up call onto the form', () => {
    expect(signupProblemOf(400, { code: 'invalid_email', params: { suggestion: 'a@gmail.com' } })).toEqual({
      kind: 'fields',
      errors: { email: 'invalidEmail' },
      suggestion: 'a@gmail.com',
    });
    expect(signupProblemOf(409, { code: 'email_exists' })).toEqual({
      kind: 'fields',
      errors: { email: 'emailExists' },
    });
    expect(signupProblemOf(400, { code: 'invalid_name' }, 'nameStartsWithAt')).toEqual({
      kind: 'fields',
      errors: { name: 'nameStartsWithAt' },
    });
    expect(signupProblemOf(400, { code: 'too_young', params: { min_age: 21 } })).toEqual({
      kind: 'fields',
      errors: { dateOfBirth: 'tooYoung' },
      minAge: 21,
    });
  });

  it('reads the fields of validation_failed, else a general failure', () => {
    expect(
      signupProblemOf(400, {
        code: 'validation_failed',
        fields: [{ path: 'body.date_of_birth' }, { path: 'body.password' }, { path: 'body.tracking.sub1' }],
      }),
    ).toEqual({ kind: 'fields', errors: { dateOfBirth: 'invalidDate', password: 'passwordLength' } });
    expect(signupProblemOf(400, { code: 'validation_failed', fields: [{ path: 'body.tracking' }] })).toEqual({
      kind: 'failed',
    });
  });

  it('knows invite-only and the rate limit, also a 429 without an envelope', () => {
    expect(signupProblemOf(403, { code: 'invite_only' })).toEqual({ kind: 'inviteOnly' });
    expect(signupProblemOf(429, { code: 'rate_limited' })).toEqual({ kind: 'rateLimited' });
    expect(signupProblemOf(429, {})).toEqual({ kind: 'rateLimited' });
    expect(signupProblemOf(502, {})).toEqual({ kind: 'failed' });
  });
});
