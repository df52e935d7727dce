import { getOwnUser, getSettingsForDomain } from '@dating/db';
import type { TUserResponse } from '@dating/core/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { normaliseDomain } from './geo';
import type { App } from '../types';

export const MEDIA_PREFIX = '/api/media';

/** `{ user }` of spec §7 for a member, with the fictional icon of the request's site. */
export async function loadOwnUser(app: App, request: FastifyRequest, userId: string): Promise<TUserResponse> {
  const site = await getSettingsForDomain(app.db.db, normaliseDomain(request.host || 'localhost'));
  const fictionalIcon = site?.settings.fictional_icon ?? '';
  const user = await getOwnUser(app.db.db, userId, { fictionalIcon, mediaPrefix: MEDIA_PREFIX });
  if (!user) throw new ApiError('authentication_required');
  return { user };
}
