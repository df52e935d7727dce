import { createHash, timingSafeEqual } from 'node:crypto';
import { ZPhotoModerationInput, ZPhotoModerationResponse } from '@dating/core/contracts';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { ApiError } from '../shared/api-error';
import { moderatePhotos } from '../photos/photos-repo';
import { errorResponses } from '../shared/schemas';
import type { App } from '../types';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <OPERATOR_TOKEN>`, compared in constant time. */
export function isOperator(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  return match !== null && timingSafeEqual(digest(match[1] ?? ''), digest(token));
}

/** An `onRequest` hook: 403 unless the request carries the operator token. */
export const operatorOnly =
  (token: string) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!isOperator(request, token)) throw new ApiError('forbidden');
  };

/** An operator call's OpenAPI schema: the `operator` tag and the `operator` (bearer token) security scheme. */
export const operatorSchema = <S extends FastifySchema>(schema: S) => ({
  tags: ['operator'],
  ...schema,
  security: [{ operator: [] }],
});

/**
 * What every operator call declares: the token check before anything else (403 without it) and its schema.
 * Spread it into the route's options: `app.post(url, { ...operatorRoute(token, { summary, body }), handler })`.
 */
export const operatorRoute = <S extends FastifySchema>(token: string, schema: S) => ({
  onRequest: operatorOnly(token),
  schema: operatorSchema(schema),
});

/**
 * Operator calls, until the operator console exists: photo moderation. Only served when OPERATOR_TOKEN is
 * set (otherwise 404); every call needs the token as a bearer token (otherwise 403).
 */
export async function operatorRoutes(app: App, opts: { operatorToken: string }): Promise<void> {
  app.post('/operator/photo-moderation.php', {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: operatorSchema({
      summary: 'Approve or reject a photo (or every pending photo)',
      description:
        'Needs `Authorization: Bearer <OPERATOR_TOKEN>`. Approving the main photo activates the profile; ' +
        'rejecting it moves the main photo to the next public one, or disables the profile.',
      body: ZPhotoModerationInput,
      response: { 200: ZPhotoModerationResponse, ...errorResponses(400, 403, 404) },
    }),
    handler: async (request) => {
      if (!isOperator(request, opts.operatorToken)) throw new ApiError('forbidden');
      const { photo, all_pending: allPending, decision } = request.body;
      if (!photo === !allPending) {
        throw new ApiError('validation_failed', {
          fields: [{ path: 'body.photo', message: 'Give either photo or all_pending' }],
        });
      }
      const moderated = await moderatePhotos(
        app.db.db,
        photo ? { photoId: photo } : { allPending: true },
        decision,
        app.config.now(),
      );
      if (photo && moderated === 0) throw new ApiError('not_found');
      return { ok: true as const, moderated };
    },
  });
}
