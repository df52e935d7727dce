// Step-0 rules live in @dating/core/domain (shared with the landers' inline sign-up form); re-exported here so
// the sign-up flow and the profile editor keep importing them from their own folder.
export {
  ACCOUNT_FIELDS,
  EMPTY_ACCOUNT,
  ageOn,
  nameError,
  suggestEmail,
  toIsoDate,
  validateAccount,
  type AccountErrorCode,
  type AccountErrors,
  type AccountField,
  type AccountValues,
} from '@dating/core/domain';
