import { type ProfileField, type ProfileFormValues } from './profile-form-model';

/** What each part of the editor gets: the values, the translated error of a field, and a setter. */
export interface SectionProps {
  values: ProfileFormValues;
  errorText: (field: ProfileField) => string | undefined;
  set: <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => void;
}
