import { notFound } from 'next/navigation';
import { isApiError } from '@dating/core/client';
import { type TMemberProfile } from '@dating/core/contracts';
import { getServerApi } from '@/lib/server/api';

/**
 * The member a landing page is built around, fetched on the server as the viewer. Unknown, hidden, deleted
 * members and those who blocked the viewer (404, 400, 403 from the API) are the 404 page; `proxy.ts` answers
 * them with a real 404 status before rendering (`isUnknownLandingMember`), this covers client navigations.
 * Other failures (API down) go to the error page.
 */
export async function loadLandingMember(id: string): Promise<TMemberProfile> {
  try {
    const { profile } = await (await getServerApi()).profiles.member(id);
    if (profile.blocked) notFound();
    return profile;
  } catch (error) {
    if (isApiError(error) && [400, 403, 404].includes(error.status)) notFound();
    throw error;
  }
}
