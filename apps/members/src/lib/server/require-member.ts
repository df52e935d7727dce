import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { type TUser } from '@dating/core/contracts';
import { loginUrlFor } from '@/lib/member-routes';
import { REQUEST_PATH_HEADER } from '@/lib/request-path';
import { getCurrentUser } from './user';

/**
 * Guard of a member-only page: answers the member, or redirects a visitor to `/login?redirect=<path>`.
 * The path comes from the header `proxy.ts` sets; `fallbackPath` is used when it is absent.
 */
export async function requireMember(fallbackPath: string): Promise<TUser> {
  const user = await getCurrentUser();
  if (user) return user;
  const h = await headers();
  redirect(loginUrlFor(h.get(REQUEST_PATH_HEADER) ?? fallbackPath));
}

/** Entry routes (`/`, `/login`): a logged-in member goes straight to the member search. */
export async function redirectMembersHome(): Promise<void> {
  if (await getCurrentUser()) redirect('/members');
}
