import {
  ZAutoLikeResponse,
  ZLikeInput,
  ZLikeResponse,
  ZLikeSeenInput,
  ZLikesResponse,
  ZOkResponse,
  ZSwipeInput,
  ZSwipePlayResponse,
  ZSwipeResponse,
} from '@dating/core/contracts';
import {
  autoLike,
  likeMember,
  listLikes,
  markLikeSeen,
  nextSwipeProfile,
  playSwipe,
  swipeAllowance,
  unlikeMember,
} from './likes-repo';
import { loadMemberView } from '../profiles/member-view';
import { mainPhotoJoin, publicProfileColumns, toPublicProfile } from '../profiles/public-profile';
import { MEDIA_PREFIX } from '../photos/images';
import { memberCall } from '../shared/member-route';
import type { App } from '../types';
import { photos, profiles } from '@dating/db/schema';
import { eq } from 'drizzle-orm';

/** Live events after a like is committed (ADR 0016): `like` to the liked member, `match` to both. */
function publishLike(app: App, from: string, to: string, match: boolean): void {
  app.live.publish([to], { type: 'like', profile: from });
  if (match) {
    app.live.publish([from], { type: 'match', profile: to });
    app.live.publish([to], { type: 'match', profile: from });
  }
}

/** Likes and matches, the like modal's auto-like, and the swipe game (spec §3, §4, §9). */
export async function likeRoutes(app: App): Promise<void> {
  const db = app.db.db;

  app.get('/likes.php', {
    ...memberCall(app, 'likes', {
      summary: 'Likes received and given, with the profiles',
      description:
        'Spec §3: `profiles` and `liked_by` (id, like_new); `liked` lists the likes given; a match is an id in ' +
        'both. Received likes list new ones first. Blocked (either way), deleted and hidden members never appear.',
      ok: ZLikesResponse,
      private: true,
    }),
    handler: async (request) => listLikes(db, request.auth!.userId, MEDIA_PREFIX, app.config.now()),
  });

  app.post('/like.php', {
    ...memberCall(app, 'likes', {
      summary: 'Like a member',
      description:
        'Idempotent: a second like changes nothing. 403 `like_not_allowed` for oneself, a blocked (either way), ' +
        'invisible, deleted or hidden member. `match` is true when the other member likes back.',
      body: ZLikeInput,
      ok: ZLikeResponse,
      limit: { max: 300, timeWindow: '10 minutes' },
    }),
    handler: async (request) => {
      const match = await likeMember(db, request.auth!.userId, request.body.profile, app.config.now());
      publishLike(app, request.auth!.userId, request.body.profile, match);
      return { liked: true, match };
    },
  });

  app.delete('/like.php', {
    ...memberCall(app, 'likes', {
      summary: 'Take a like back',
      body: ZLikeInput,
      ok: ZLikeResponse,
    }),
    handler: async (request) => {
      await unlikeMember(db, request.auth!.userId, request.body.profile);
      return { liked: false, match: false };
    },
  });

  app.put('/like-seen.php', {
    ...memberCall(app, 'likes', {
      summary: "Mark a received like as seen (the member opened the liker's profile)",
      body: ZLikeSeenInput,
      ok: ZOkResponse,
    }),
    handler: async (request) => {
      await markLikeSeen(db, request.auth!.userId, request.body.profile);
      return { ok: true as const };
    },
  });

  app.get('/auto-like.php', {
    ...memberCall(app, 'likes', {
      summary: 'A profile for the like modal',
      description:
        'Spec §4: when the like modal has no profile, this picks one the member would look for that has not liked ' +
        'them yet and records its like (reload likes ~500 ms later). These are fictional profiles in practice and ' +
        'carry `fictional: true`, which the modal discloses. `profile` is null when there is none.',
      ok: ZAutoLikeResponse,
      limit: { max: 30, timeWindow: '1 hour' },
      private: true,
    }),
    handler: async (request) => {
      const now = app.config.now();
      const id = await autoLike(db, request.auth!.userId, now);
      if (!id) return { profile: null };
      const [row] = await db
        .select(publicProfileColumns)
        .from(profiles)
        .leftJoin(photos, mainPhotoJoin)
        .where(eq(profiles.userId, id));
      return { profile: row ? toPublicProfile(row, MEDIA_PREFIX, now) : null };
    },
  });

  app.get('/swipe.php', {
    ...memberCall(app, 'likes', {
      summary: 'The swipe game: the next profile and the daily allowance',
      description:
        '4 likes a day (UTC calendar day); `next_like_at` is the real time of the next like when none is left.',
      ok: ZSwipeResponse,
      private: true,
    }),
    handler: async (request) => {
      const userId = request.auth!.userId;
      const now = app.config.now();
      const [allowance, next] = await Promise.all([
        swipeAllowance(db, userId, now),
        nextSwipeProfile(db, userId),
      ]);
      const profile = next
        ? (
            await loadMemberView(db, {
              viewerId: userId,
              targetId: next,
              mediaPrefix: MEDIA_PREFIX,
              now,
              related: false,
            })
          ).profile
        : null;
      return { ...allowance, profile };
    },
  });

  app.post('/swipe.php', {
    ...memberCall(app, 'likes', {
      summary: 'Play the swipe game: like or pass',
      description:
        'A like counts against the 4 a day under a lock on the member (429 `swipe_limit_reached` with ' +
        '`params.next_like_at` beyond, however many arrive at once) and is a real like (`match`). A pass is ' +
        'unlimited. Each profile is played once (409 `conflict` on a second play).',
      body: ZSwipeInput,
      ok: ZSwipePlayResponse,
      errors: [404, 409, 429],
    }),
    handler: async (request) => {
      const userId = request.auth!.userId;
      const now = app.config.now();
      const { match } = await playSwipe(db, userId, request.body, now);
      if (request.body.action === 'like') publishLike(app, userId, request.body.profile, match);
      return { ...(await swipeAllowance(db, userId, now)), match };
    },
  });
}
