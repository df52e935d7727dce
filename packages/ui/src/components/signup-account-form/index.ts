export {
  SignupAccountForm,
  type SignupAccountField,
  type SignupAccountFormLabels,
  type SignupAccountFormProps,
  type SignupAccountFormVariant,
  type SignupAccountValues,
} from './signup-account-form';
export {
  fieldErrors,
  useSignupAccountForm,
  type UseSignupAccountFormOptions,
} from './use-signup-account-form';
