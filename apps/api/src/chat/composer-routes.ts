import { ZGiftsResponse, ZIcebreakersQuery, ZIcebreakersResponse } from '@dating/core/contracts';
import { profiles } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireUser, resolveSession } from '../plugins/app/auth';
import { ApiError } from '../shared/api-error';
import { errorResponses, LONG_CACHE } from '../shared/schemas';
import type { App } from '../types';
import { blocked, chatProfiles, sharedInterests } from './chat-repo';
import { chatSettingsFor } from './chat-settings';
import { GIFT_KEYS, giftCatalogue, giftSvg } from './gifts';
import { pickIcebreakers } from './icebreakers';

/** What the composer offers besides text: the gift catalogue with its images, and icebreakers. */
export async function composerRoutes(app: App): Promise<void> {
  const db = app.db.db;
  const auth = requireUser(app);

  app.get('/gifts.php', {
    schema: {
      tags: ['chat'],
      summary: 'The gift catalogue',
      description:
        'Every gift with its price in credits (site setting `gift_credits`, shown before sending), its image ' +
        '(an SVG made for the site, served by the API) and the translation key of its name (`gifts.<key>` in ' +
        'the chat namespace). For a member the price is that of their site; for a visitor the default site.',
      response: { 200: ZGiftsResponse },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, max-age=60');
      const viewer = await resolveSession(app, request);
      const settings = await chatSettingsFor(db, viewer?.userId ?? null);
      return { gifts: giftCatalogue(settings.giftCredits) };
    },
  });

  app.get('/gifts/:file', {
    schema: {
      tags: ['chat'],
      summary: 'A gift image (SVG)',
      params: z.object({
        file: z
          .string()
          .max(40)
          .regex(/^[a-z_]{2,32}\.svg$/),
      }),
      response: { 200: z.string().describe('image/svg+xml'), ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      const key = request.params.file.replace(/\.svg$/, '');
      const svg = (GIFT_KEYS as readonly string[]).includes(key) ? giftSvg(key) : null;
      if (!svg) throw new ApiError('not_found');
      return reply
        .type('image/svg+xml')
        .header('cache-control', LONG_CACHE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg as never);
    },
  });

  app.get('/icebreakers.php', {
    preHandler: auth,
    schema: {
      tags: ['chat'],
      summary: 'Opening lines for a conversation with a profile',
      description:
        'Spec §2 icebreaker modal: translation keys of the chat namespace (`icebreakers.*`) with their ' +
        'interpolation values, the lines for interests both members share first, then general ones. The ' +
        'client translates them; choosing one fills the composer and never sends by itself.',
      security: [{ session: [] }],
      querystring: ZIcebreakersQuery,
      response: { 200: ZIcebreakersResponse, ...errorResponses(400, 403, 404) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const me = request.auth!.userId;
      const other = request.query.profile;
      const profile = (await chatProfiles(db, [other], app.config.now())).get(other);
      const [shown] = await db
        .select({ status: profiles.status, hiddenAt: profiles.moderationHiddenAt })
        .from(profiles)
        .where(eq(profiles.userId, other))
        .limit(1);
      // Hidden or banned by a moderator (ADR 0034): gone, as a member who does not exist.
      if (!profile || !profile.available || shown?.status !== 'active' || shown.hiddenAt || other === me) {
        throw new ApiError('not_found');
      }
      // Quiet blocking (ADR 0035): as for a member that is gone.
      if (await blocked(db, other, me)) throw new ApiError('not_found');
      const shared = await sharedInterests(db, me, other);
      return { icebreakers: pickIcebreakers(shared, profile.name), shared_interests: shared };
    },
  });
}
