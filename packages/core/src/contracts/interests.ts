import { z } from 'zod';

/** The ~50 interests of spec §3. The front end labels them with `profile:interests.<key>`. */
export const INTERESTS = [
  'relationship',
  'onenightstand',
  'kissing',
  'hugging',
  'massages',
  'lingerie',
  'sex',
  'safesex',
  'publicsex',
  'oralsex',
  'analsex',
  'sextoys',
  'masturbating',
  'exchangingpictures',
  'threesome',
  'gangbang',
  'bondage',
  'sadomasochism',
  'gym',
  'sports',
  'dancing',
  'travelling',
  'adventure',
  'party',
  'tattoos',
  'music',
  'movies',
  'videogames',
  'politics',
  'outdoors',
  'gardening',
  'hiking',
  'biking',
  'reading',
  'animals',
  'beach',
  'art',
  'photography',
  'theater',
  'shopping',
  'fashion',
  'astrology',
  'cooking',
  'foodie',
  'bbq',
  'sushi',
  'vegetarian',
  'wine',
  'beer',
  'tea',
  'coffee',
] as const;
export const ZInterestKey = z
  .string()
  .regex(/^[a-z]{2,40}$/)
  .describe('Interest key, e.g. "hiking"');

export const ZInterest = z.object({
  key: ZInterestKey,
  category: z.enum(['intimacy', 'lifestyle', 'culture', 'food']).describe('Grouping for the chip picker'),
});
export type TInterest = z.infer<typeof ZInterest>;

/** GET /api/interests.php */
export const ZInterestsResponse = z.object({ interests: z.array(ZInterest) });
export type TInterestsResponse = z.infer<typeof ZInterestsResponse>;
