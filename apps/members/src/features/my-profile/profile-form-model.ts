import {
  BODY_TYPES,
  EYE_COLOURS,
  HAIR_COLOURS,
  RELATIONSHIP_STATUSES,
  type TOwnProfile,
  type TUpdateProfileInput,
} from '@dating/core/contracts';
import { ageOn, toIsoDate } from '@dating/core/domain';

/** Limits of `ZUpdateProfileInput` (PUT /api/profile.php), shown as counters and checked before sending. */
export const LIMITS = { nameMin: 2, nameMax: 40, bio: 2000, note: 500, city: 80 } as const;

/** The editor's fields in visual order: the first one with an error receives focus. */
export const PROFILE_FIELDS = [
  'name',
  'date_of_birth',
  'gender',
  'sexuality',
  'bio',
  'country',
  'region',
  'city',
  'interests',
  'hair_colour',
  'eye_colour',
  'body_type',
  'relationship_status',
  'tattoos',
  'note',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type Tattoos = 'yes' | 'no' | '';

/** What the form holds: strings as the controls give them ('' = not said), interests as a list. */
export interface ProfileFormValues {
  name: string;
  date_of_birth: string;
  gender: TOwnProfile['gender'];
  sexuality: TOwnProfile['sexuality'];
  bio: string;
  country: string;
  region: string;
  city: string;
  interests: string[];
  hair_colour: string;
  eye_colour: string;
  body_type: string;
  relationship_status: string;
  tattoos: Tattoos;
  note: string;
}

/**
 * A problem of one field as a translation key with its values: `errors:` keys are the API's (so the client and
 * the server say the same thing), `editor:` keys are the editor's own.
 */
export interface FieldProblem {
  key: string;
  params?: Record<string, string | number>;
}
export type ProfileErrors = Partial<Record<ProfileField, FieldProblem>>;

export function valuesFromProfile(profile: TOwnProfile): ProfileFormValues {
  return {
    name: profile.name,
    date_of_birth: profile.date_of_birth,
    gender: profile.gender,
    sexuality: profile.sexuality,
    bio: profile.bio ?? '',
    country: profile.country,
    region: profile.region ?? '',
    city: profile.city ?? '',
    interests: [...profile.interests],
    hair_colour: profile.hair_colour ?? '',
    eye_colour: profile.eye_colour ?? '',
    body_type: profile.body_type ?? '',
    relationship_status: profile.relationship_status ?? '',
    tattoos: profile.tattoos === null ? '' : profile.tattoos ? 'yes' : 'no',
    note: profile.note ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const oneOf = <T extends string>(list: readonly T[], value: string): T | null =>
  (list as readonly string[]).includes(value) ? (value as T) : null;

/** Every field as `PUT /api/profile.php` takes it. */
export function toInput(values: ProfileFormValues): Required<TUpdateProfileInput> {
  return {
    name: values.name.trim(),
    date_of_birth: values.date_of_birth,
    gender: values.gender,
    sexuality: values.sexuality,
    bio: orNull(values.bio),
    country: values.country,
    region: values.region === '' ? null : values.region,
    city: orNull(values.city),
    interests: values.interests,
    hair_colour: oneOf(HAIR_COLOURS, values.hair_colour),
    eye_colour: oneOf(EYE_COLOURS, values.eye_colour),
    body_type: oneOf(BODY_TYPES, values.body_type),
    relationship_status: oneOf(RELATIONSHIP_STATUSES, values.relationship_status),
    tattoos: values.tattoos === '' ? null : values.tattoos === 'yes',
    note: orNull(values.note),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/**
 * Only what the member changed (the body of PUT /api/profile.php is a subset). Interests compare as a set;
 * a changed country always sends the region too, because the region belongs to the country.
 */
export function changedFields(initial: ProfileFormValues, current: ProfileFormValues): TUpdateProfileInput {
  const before = toInput(initial);
  const after = toInput(current);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof typeof after)[]) {
    const a = before[key];
    const b = after[key];
    const same = Array.isArray(a) && Array.isArray(b) ? sameList(a, b) : a === b;
    if (!same) out[key] = b;
  }
  if ('country' in out) out.region = after.region;
  return out as TUpdateProfileInput;
}

/** The profile-name rules of spec §5 as the API applies them (the e-mail check is the API's). */
function nameProblem(name: string): FieldProblem | undefined {
  const n = name.trim();
  if (n.startsWith('@')) return { key: 'errors:invalid_name' };
  if (n.length < LIMITS.nameMin || n.length > LIMITS.nameMax)
    return { key: 'editor:form.validation.nameLength', params: { min: LIMITS.nameMin, max: LIMITS.nameMax } };
  return undefined;
}

function dateProblem(value: string, minAge: number, now: Date): FieldProblem | undefined {
  const [year = '', month = '', day = ''] = value.split('-');
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? toIsoDate(year, month, day) : null;
  if (!iso || iso > now.toISOString().slice(0, 10) || ageOn(iso, now) > 120)
    return { key: 'errors:invalid_date_of_birth' };
  if (ageOn(iso, now) < minAge) return { key: 'errors:too_young', params: { min_age: minAge } };
  return undefined;
}

const tooLong = (max: number): FieldProblem => ({ key: 'editor:form.validation.tooLong', params: { max } });

/** The checks of `ZUpdateProfileInput` and spec §5 before sending; the API checks the same again. */
export function validateProfile(
  values: ProfileFormValues,
  options: { minAge: number; now: Date },
): ProfileErrors {
  const errors: ProfileErrors = {};
  const name = nameProblem(values.name);
  if (name) errors.name = name;
  const date = dateProblem(values.date_of_birth, options.minAge, options.now);
  if (date) errors.date_of_birth = date;
  if (values.bio.trim().length > LIMITS.bio) errors.bio = tooLong(LIMITS.bio);
  if (values.note.trim().length > LIMITS.note) errors.note = tooLong(LIMITS.note);
  if (values.city.trim().length > LIMITS.city) errors.city = tooLong(LIMITS.city);
  return errors;
}

/** The first field with a problem, in visual order. */
export function firstInvalid(errors: ProfileErrors): ProfileField | undefined {
  return PROFILE_FIELDS.find((field) => errors[field]);
}

const isField = (value: string): value is ProfileField =>
  (PROFILE_FIELDS as readonly string[]).includes(value);

/** `errors.invalid_date_of_birth` (the envelope's form) → `errors:invalid_date_of_birth`. */
function messageKey(message: string): string {
  return message.replace(/^errors[.:]/, 'errors:');
}

/**
 * The field errors of a rejected PUT /api/profile.php: `fields[{ path: 'body.<field>' }]`, and the codes that
 * belong to one field (`invalid_name`, `invalid_date_of_birth`, `too_young`). Empty when none applies.
 */
export function errorsFromApi(error: {
  code: string;
  messageKey: string;
  fields: readonly { path: string; message: string }[];
  envelope: { error: { params?: Record<string, string | number> } } | null;
}): ProfileErrors {
  const errors: ProfileErrors = {};
  const params = error.envelope?.error.params;
  for (const problem of error.fields) {
    const field = problem.path.replace(/^body\./, '');
    if (!isField(field) || errors[field]) continue;
    const key = problem.message.startsWith('errors')
      ? messageKey(problem.message)
      : 'errors:validation_failed';
    errors[field] = params ? { key, params } : { key };
  }
  const own: Record<string, ProfileField> = {
    invalid_name: 'name',
    invalid_date_of_birth: 'date_of_birth',
    too_young: 'date_of_birth',
  };
  const field = own[error.code];
  if (field && !errors[field]) {
    const key = messageKey(error.messageKey);
    errors[field] = params ? { key, params } : { key };
  }
  return errors;
}
