import { type SignupAccountField } from '@dating/ui/signup-account-form';

/**
 * The account step on a phone, one question per screen: each entry is the fields one screen asks for, in the
 * form's order. The last screen also holds the optional first message, the consent and the submit button.
 */
export const ACCOUNT_QUESTIONS: readonly (readonly SignupAccountField[])[] = [
  ['iAm'],
  ['lookingFor'],
  ['name'],
  ['email'],
  ['password'],
  ['dateOfBirth'],
];

export const LAST_QUESTION = ACCOUNT_QUESTIONS.length - 1;

/** The screen of the first field with an error (in the form's order), or null when none has one. */
export function firstQuestionWithError(errors: Partial<Record<SignupAccountField, unknown>>): number | null {
  const index = ACCOUNT_QUESTIONS.findIndex((fields) => fields.some((field) => errors[field] !== undefined));
  return index === -1 ? null : index;
}

/** The id of the element that takes the focus when a screen opens (a radio group's first option). */
export function questionFocusId(index: number): string {
  const field = ACCOUNT_QUESTIONS[index]?.[0];
  switch (field) {
    case 'iAm':
      return 'signup-i-am-first';
    case 'lookingFor':
      return 'signup-looking-for-first';
    case 'dateOfBirth':
      return 'signup-dob';
    default:
      return `signup-${field ?? 'name'}`;
  }
}
