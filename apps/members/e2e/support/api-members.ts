import { type APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import { CLIENT, OPERATOR, png } from './members';

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
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const res = await request.post('/api/signup.php', {
    headers: CLIENT,
    data: {
      email: `${spec}-${label}-${stamp}@example.com`,
      name: `${spec[0]!.toUpperCase()}${spec.slice(1)} ${label}`,
      password: `${spec}-password-1`,
      date_of_birth: BIRTH,
      gender,
      sexuality: 'hetero',
      language: 'en',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as Answer).user.profile;
}

/** Uploads a 640 × 800 photo of `colour` and has the operator approve every pending one. */
export async function uploadApprovedPhoto(request: APIRequestContext, colour: string, name = 'me.png') {
  const upload = await request.post('/api/photos.php', {
    headers: CLIENT,
    multipart: { file: { name, mimeType: 'image/png', buffer: await png(colour) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const approve = await request.post('/api/operator/photo-moderation.php', {
    headers: OPERATOR,
    data: { all_pending: true, decision: 'approve' },
  });
  expect(approve.status(), await approve.text()).toBe(200);
}

/** The profile status the API has for the member of `request` now. */
export async function profileStatus(request: APIRequestContext): Promise<string> {
  const me = await request.get('/api/user.php', { headers: CLIENT });
  return ((await me.json()) as Answer).user.profile.status;
}
