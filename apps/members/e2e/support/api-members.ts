import { type APIRequestContext } from '@playwright/test';
import { CLIENT, postSignup, uniqueStamp, uploadApprovedPhoto } from './members';

// Members made through the API alone (no activation mail): the likes and search specs' fresh members.

/** The birth date of these members. */
export const BIRTH = '1990-05-05';

export interface ApiProfile {
  id: string;
  name: string;
  status: string;
}

interface Answer {
  user: { profile: ApiProfile };
}

/**
 * A fresh member signed up through the API in `request`'s session (the page's, when it is `page.request`):
 * `{spec}-{label}-…@example.com`, named "{Spec} {label}", English, heterosexual, born on BIRTH.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  spec: string,
  label: string,
  gender: 'male' | 'female',
): Promise<ApiProfile> {
  const user = await postSignup<Answer['user']>(request, {
    email: `${spec}-${label}-${uniqueStamp()}@example.com`,
    name: `${spec[0]!.toUpperCase()}${spec.slice(1)} ${label}`,
    password: `${spec}-password-1`,
    date_of_birth: BIRTH,
    gender,
  });
  return user.profile;
}

export { uploadApprovedPhoto };

/** The profile status the API has for the member of `request` now. */
export async function profileStatus(request: APIRequestContext): Promise<string> {
  const me = await request.get('/api/user.php', { headers: CLIENT });
  return ((await me.json()) as Answer).user.profile.status;
}
