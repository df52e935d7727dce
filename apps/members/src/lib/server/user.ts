import { cache } from 'react';
import { isApiError } from '@dating/core/client';
import { type TUser } from '@dating/core/contracts';
import { getServerApi } from './api';

/** The logged-in member of this request, or null for a visitor (user.php answers 401/403). */
export const getCurrentUser = cache(async (): Promise<TUser | null> => {
  const api = await getServerApi();
  try {
    const { user } = await api.user.get();
    return user;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
});
