import { type TMemberResponse } from '@dating/core/contracts';
import { getServerApi } from '@/lib/server/api';
import { toProfileLoadError, type ProfileLoadError } from './profile-load-error';

/**
 * The profile screen's first answer, fetched on the server as the viewer (their cookie is forwarded) so the
 * page renders complete: the data, or why it cannot be shown. Any other failure leaves both empty and the
 * screen fetches again in the browser (and offers a retry).
 */
export async function loadMemberProfile(
  id: string,
): Promise<{ initialData?: TMemberResponse; initialError?: ProfileLoadError }> {
  try {
    return { initialData: await (await getServerApi()).profiles.member(id) };
  } catch (error) {
    const initialError = toProfileLoadError(error);
    return initialError ? { initialError } : {};
  }
}
