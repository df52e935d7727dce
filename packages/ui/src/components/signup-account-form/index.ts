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
/** The form's small muted note (links keep the link colour), for the notes an app puts under the form. */
export { FormNote } from './signup-account-form.styles';
