import { ZLocale, type INTERESTS, type TLocale } from '@dating/core/contracts';
import { z } from 'zod';
import bios from './bios.json';

/** The interests a hobby sentence talks about (a member who writes it has that interest). */
export const BIO_HOBBIES = [
  'hiking',
  'cooking',
  'music',
  'reading',
  'travelling',
  'photography',
  'dancing',
  'biking',
  'animals',
  'gardening',
  'movies',
  'gym',
  'beach',
  'wine',
] as const satisfies readonly (typeof INTERESTS)[number][];
export type BioHobby = (typeof BIO_HOBBIES)[number];

const sentences = z.array(z.string().min(1)).min(1);

const ZBioTable = z
  .object({
    /** Who I am, in the tone of an age group (18–29, 30–44, 45+). */
    about: z.object({ young: sentences, mid: sentences, mature: sentences }).strict(),
    /** `{city}` is the member's city (in `cityLocative`'s form when the language has one). */
    city: sentences,
    /** Polish: the locative of each seeded city ("w Krakowie"); a city not listed gets no city sentence. */
    cityLocative: z.record(z.string(), z.string()).optional(),
    hobbies: z.array(z.object({ tag: z.enum(BIO_HOBBIES), text: z.string().min(1) }).strict()),
    /** What I am looking for. */
    seeking: sentences,
    /** … said by a divorced or widowed member. */
    again: sentences,
    closers: sentences,
  })
  .strict();

export type BioTable = z.infer<typeof ZBioTable>;

/**
 * What demo members write about themselves, per language, written as members of that language would write it
 * (not translated word for word). `[masculine|feminine]` agrees with the writer's gender. The sentences are
 * data in `bios.json` (like the cities in `cities.json`), checked here when loaded.
 */
export const BIO_TABLES: Record<TLocale, BioTable> = z.record(ZLocale, ZBioTable).parse(bios);
