import type { TUserResponse } from '@dating/core/contracts';
import type { FastifyRequest } from 'fastify';
import { MEDIA_PREFIX } from '../photos/images';
import { ApiError } from '../shared/api-error';
import { requestDomain } from '../site/geo';
import { getSettingsForDomain } from '../site/settings-repo';
import type { App } from '../types';
import { getOwnUser } from './own-user-repo';

/**
 * `{ user }` of spec §7 for a member, with the fictional icon of the request's site; `touch`: and mark the
 * member active now in the same statement (GET user.php, ADR 0039).
 */
export async function loadOwnUser(
  app: App,
  request: FastifyRequest,
  userId: string,
  opts: { touch?: boolean } = {},
): Promise<TUserResponse> {
  const site = await getSettingsForDomain(app.db.db, requestDomain(request));
  const fictionalIcon = site?.settings.fictional_icon ?? '';
  const user = await getOwnUser(app.db.db, userId, {
    fictionalIcon,
    mediaPrefix: MEDIA_PREFIX,
    touchAt: opts.touch ? app.config.now() : undefined,
  });
  if (!user) throw new ApiError('authentication_required');
  return { user };
}
