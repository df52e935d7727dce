import { redirect } from 'next/navigation';
import { cache } from 'react';
import { isApiError } from '@dating/core/client';
import { type TUser } from '@dating/core/contracts';
import { BAN_PAGE } from '../ban-page';
import { getServerApi } from './api';

/** The logged-in member of this request, or null for a visitor (user.php answers 401/403). */
export const getCurrentUser = cache(async (): Promise<TUser | null> => {
  const api = await getServerApi();
  try {
    const { user } = await api.user.get();
    return user;
  } catch (error) {
    // A banned member (ADR 0034): every page sends them to the ban page.
    if (isApiError(error) && error.code === 'account_banned') redirect(BAN_PAGE);
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
});
