import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_QUESTIONS,
  firstQuestionWithError,
  LAST_QUESTION,
  questionFocusId,
} from './account-questions';

describe('account questions', () => {
  it('asks every field of the account form once, one per screen', () => {
    expect(ACCOUNT_QUESTIONS.flat()).toEqual([
      'iAm',
      'lookingFor',
      'name',
      'email',
      'password',
      'dateOfBirth',
    ]);
    expect(LAST_QUESTION).toBe(5);
  });

  it('goes back to the first screen with an error', () => {
    expect(firstQuestionWithError({})).toBeNull();
    expect(firstQuestionWithError({ dateOfBirth: 'tooYoung', email: 'emailExists' })).toBe(3);
    expect(firstQuestionWithError({ lookingFor: 'required' })).toBe(1);
  });

  it('focuses the field of a screen (a radio group by its first option)', () => {
    expect(questionFocusId(0)).toBe('signup-i-am-first');
    expect(questionFocusId(1)).toBe('signup-looking-for-first');
    expect(questionFocusId(2)).toBe('signup-name');
    expect(questionFocusId(3)).toBe('signup-email');
    expect(questionFocusId(4)).toBe('signup-password');
    expect(questionFocusId(5)).toBe('signup-dob');
  });
});
