import type { Faker } from '@faker-js/faker';
import type { TLocale } from '@dating/core/contracts';
import { BIO_TABLES, type BioHobby, type BioTable } from './bio-tables';

export type { BioHobby } from './bio-tables';

type AgeGroup = 'young' | 'mid' | 'mature';

export interface BioInput {
  language: TLocale;
  gender: 'male' | 'female';
  age: number;
  city: string | null;
  /** The member's relationship status: a divorced or widowed member may say so between the lines. */
  relationship: string;
  /** The member's country: Swiss German is written without ß. */
  country?: string;
}

export interface MadeBio {
  bio: string;
  /** The interests the bio talks about (its hobby sentences): the member's interests include them. */
  interests: BioHobby[];
}

const ageGroup = (age: number): AgeGroup => (age < 30 ? 'young' : age < 45 ? 'mid' : 'mature');

/** `[masculine|feminine]` → the form that agrees with the member's gender. */
const agree = (text: string, gender: 'male' | 'female') =>
  text.replace(/\[([^|\]]*)\|([^\]]*)\]/g, (_m, masculine: string, feminine: string) =>
    gender === 'female' ? feminine : masculine,
  );

/** The city as the sentence needs it (Polish: the locative, "w Krakowie"); null when not known. */
function cityForm(table: BioTable, city: string): string | null {
  if (!table.cityLocative) return city;
  return table.cityLocative[city] ?? null;
}

/**
 * A bio as a member would write it, in the member's language: who they are (by age), sometimes where they live,
 * one or two things they like doing, what they are looking for, sometimes a line to start the conversation.
 * Deterministic for the faker's seed; it never mentions the site or the demo.
 */
export function makeBio(f: Faker, input: BioInput): MadeBio {
  const table = BIO_TABLES[input.language];
  const sentences = [f.helpers.arrayElement(table.about[ageGroup(input.age)])];
  const city = input.city ? cityForm(table, input.city) : null;
  if (city && f.datatype.boolean()) {
    sentences.push(f.helpers.arrayElement(table.city).replaceAll('{city}', city));
  }
  const hobbies = f.helpers.arrayElements(table.hobbies, { min: 1, max: 2 });
  sentences.push(...hobbies.map((h) => h.text));
  const again = (input.relationship === 'divorced' || input.relationship === 'widowed') && input.age >= 35;
  sentences.push(f.helpers.arrayElement(again && f.datatype.boolean() ? table.again : table.seeking));
  if (f.datatype.boolean()) sentences.push(f.helpers.arrayElement(table.closers));

  let bio = agree(sentences.join(' '), input.gender);
  if (input.language === 'de' && input.country === 'CH') bio = bio.replaceAll('ß', 'ss');
  return { bio, interests: hobbies.map((h) => h.tag) };
}
