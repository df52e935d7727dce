import { z } from 'zod';
import { ZMemberProfile, ZPublicProfile } from './profile';

// Likes, matches, the like modal and the swipe game (spec §3, §4). A mutual like is a match.

/** POST /api/like.php and DELETE /api/like.php */
export const ZLikeInput = z.object({ profile: z.uuid() }).strict();
export type TLikeInput = z.infer<typeof ZLikeInput>;
export const ZLikeResponse = z.object({
  liked: z.boolean(),
  match: z.boolean().describe('Both members like each other now'),
});
export type TLikeResponse = z.infer<typeof ZLikeResponse>;

/** A like received (spec §3 liked-by item). */
export const ZLikedByItem = z.object({
  id: z.string(),
  like_new: z.boolean().describe('Not yet seen: cleared when the member opens the profile'),
  at: z.string().describe('ISO time of the like'),
});
/** A like given. */
export const ZLikedItem = z.object({ id: z.string(), at: z.string() });

/** GET /api/likes.php: every profile referenced once, the likes both ways, and the new-likes count. */
export const ZLikesResponse = z.object({
  profiles: z.array(ZPublicProfile),
  liked_by: z.array(ZLikedByItem).describe('Received, new ones first, then newest'),
  liked: z.array(ZLikedItem).describe('Sent, newest first'),
  total_new_likes: z.number().int().min(0),
});
export type TLikesResponse = z.infer<typeof ZLikesResponse>;

/** PUT /api/like-seen.php: the member opened the profile of someone who liked them. */
export const ZLikeSeenInput = z.object({ profile: z.uuid() }).strict();

/** GET /api/auto-like.php: a profile for the like modal, or null when there is none to show. */
export const ZAutoLikeResponse = z.object({ profile: ZPublicProfile.nullable() });
export type TAutoLikeResponse = z.infer<typeof ZAutoLikeResponse>;

/** The swipe game's daily allowance (spec §4, §9: 4 likes a day, then a real wait). */
export const ZSwipeAllowance = z.object({
  likes_left: z.number().int().min(0),
  likes_per_day: z.number().int().min(1),
  next_like_at: z.string().nullable().describe('ISO time the next like becomes available when none is left'),
});

/** GET /api/swipe.php: the next profile to play and the allowance. */
export const ZSwipeResponse = ZSwipeAllowance.extend({
  profile: ZMemberProfile.nullable().describe('null when nobody is left to show'),
});
export type TSwipeResponse = z.infer<typeof ZSwipeResponse>;

/** POST /api/swipe.php */
export const ZSwipeInput = z.object({ profile: z.uuid(), action: z.enum(['like', 'pass']) }).strict();
export type TSwipeInput = z.infer<typeof ZSwipeInput>;
export const ZSwipePlayResponse = ZSwipeAllowance.extend({ match: z.boolean() });
export type TSwipePlayResponse = z.infer<typeof ZSwipePlayResponse>;
