import type { TIcebreaker } from '@dating/core/contracts';

/**
 * Opening lines for the icebreaker modal (spec §2; ADR 0015). The API picks translation keys of the chat
 * namespace and their values; the front end translates them, and choosing one only fills the composer.
 */

/** General lines `icebreakers.general.<key>` (interpolation: `name`, the other member's name). */
export const GENERAL_ICEBREAKERS = [
  'smile',
  'weekend',
  'coffee_or_tea',
  'favourite_place',
  'dream_trip',
  'best_day',
  'hidden_talent',
  'perfect_evening',
  'compliment',
  'city_tip',
  'morning_person',
  'last_laugh',
  'song_stuck',
  'three_words',
] as const;

/** Interests with their own line `icebreakers.interest.<interest>` (interpolation: `name`). */
export const INTEREST_ICEBREAKERS = [
  'music',
  'movies',
  'travelling',
  'cooking',
  'sports',
  'gym',
  'dancing',
  'reading',
  'hiking',
  'photography',
  'animals',
  'beach',
  'wine',
  'coffee',
  'art',
  'videogames',
  'fashion',
  'party',
  'outdoors',
  'foodie',
] as const;

const WITH_LINE: ReadonlySet<string> = new Set(INTEREST_ICEBREAKERS);

/**
 * The lines for a conversation with `name`: one per shared interest that has a line (in the given order), then
 * every general line. Pure; `shared` is the list of interest keys both members have.
 */
export function pickIcebreakers(shared: readonly string[], name: string): TIcebreaker[] {
  const values = { name };
  const forInterests = shared
    .filter((i) => WITH_LINE.has(i))
    .map((interest) => ({ key: `icebreakers.interest.${interest}`, values, interest }));
  const general = GENERAL_ICEBREAKERS.map((k) => ({
    key: `icebreakers.general.${k}`,
    values,
    interest: null,
  }));
  return [...forInterests, ...general];
}
