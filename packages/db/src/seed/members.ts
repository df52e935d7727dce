import { randomUUID } from 'node:crypto';
import {
  Faker,
  base,
  de,
  de_AT,
  de_CH,
  en,
  en_AU,
  en_CA,
  en_GB,
  en_IE,
  en_US,
  es,
  es_MX,
  fr,
  fr_BE,
  fr_CA,
  fr_CH,
  it,
  nl,
  nl_BE,
  pl,
  type LocaleDefinition,
} from '@faker-js/faker';
import type { TLocale } from '@dating/core/contracts';
import { birthDateForAge } from '../age';
import type {
  BODY_TYPES,
  EYE_COLOURS,
  HAIR_COLOURS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
} from '../schema/constants';
import { avatarIdentity, type AvatarIdentity } from './avatars';
import { makeBio } from './bios';
import { CITIES } from './cities';
import { COUNTRY_WEIGHTS, type SeedCountry } from './geo';
import { SEED_INTERESTS } from './interests';

type Gender = 'male' | 'female';

interface Variant {
  key: string;
  weight: number;
  language: TLocale;
  defs: LocaleDefinition[];
}

/** Which faker locale (names) and member language per country, weighted. */
const VARIANTS: Record<string, Variant[]> = {
  US: [
    { key: 'en_US', weight: 9, language: 'en', defs: [en_US, en, base] },
    { key: 'es_MX', weight: 1, language: 'es', defs: [es_MX, es, en, base] },
  ],
  NL: [{ key: 'nl', weight: 1, language: 'nl', defs: [nl, en, base] }],
  BE: [
    { key: 'nl_BE', weight: 11, language: 'nl', defs: [nl_BE, nl, en, base] },
    { key: 'fr_BE', weight: 8, language: 'fr', defs: [fr_BE, fr, en, base] },
    { key: 'de', weight: 1, language: 'de', defs: [de, en, base] },
  ],
  FR: [{ key: 'fr', weight: 1, language: 'fr', defs: [fr, en, base] }],
  IT: [{ key: 'it', weight: 1, language: 'it', defs: [it, en, base] }],
  ES: [{ key: 'es', weight: 1, language: 'es', defs: [es, en, base] }],
  DE: [{ key: 'de', weight: 1, language: 'de', defs: [de, en, base] }],
  AT: [{ key: 'de_AT', weight: 1, language: 'de', defs: [de_AT, de, en, base] }],
  IE: [{ key: 'en_IE', weight: 1, language: 'en', defs: [en_IE, en, base] }],
  GB: [{ key: 'en_GB', weight: 1, language: 'en', defs: [en_GB, en, base] }],
  CA: [
    { key: 'en_CA', weight: 3, language: 'en', defs: [en_CA, en, base] },
    { key: 'fr_CA', weight: 1, language: 'fr', defs: [fr_CA, fr, en, base] },
  ],
  PL: [{ key: 'pl', weight: 1, language: 'pl', defs: [pl, en, base] }],
  AU: [{ key: 'en_AU', weight: 1, language: 'en', defs: [en_AU, en, base] }],
  // faker has no en_NZ: British English names are the closest.
  NZ: [{ key: 'en_GB', weight: 1, language: 'en', defs: [en_GB, en, base] }],
  CH: [
    { key: 'de_CH', weight: 12, language: 'de', defs: [de_CH, de, en, base] },
    { key: 'fr_CH', weight: 5, language: 'fr', defs: [fr_CH, fr, en, base] },
    { key: 'it', weight: 2, language: 'it', defs: [it, en, base] },
    { key: 'en_GB', weight: 1, language: 'en', defs: [en_GB, en, base] },
  ],
};

export interface MemberRow {
  id: string;
  email: string;
  language: TLocale;
  signupAt: Date;
  lastSeenAt: Date;
  gender: Gender;
  profile: {
    name: string;
    sexuality: (typeof SEXUALITIES)[number];
    dateOfBirth: string;
    city: string | null;
    country: string;
    regionId: string;
    bio: string;
    hairColour: (typeof HAIR_COLOURS)[number];
    eyeColour: (typeof EYE_COLOURS)[number];
    bodyType: (typeof BODY_TYPES)[number];
    relationshipStatus: (typeof RELATIONSHIP_STATUSES)[number];
    tattoos: boolean | null;
  };
  interests: string[];
  /** Who the member's photos show: one person, drawn with the profile's hair colour. */
  look: AvatarIdentity;
}

const w = <T>(value: T, weight: number) => ({ value, weight });
/** `{ a: 3, b: 1 }` → `[w('a', 3), w('b', 1)]`, in the order written. */
const weights = <K extends string>(table: Record<K, number>) =>
  (Object.entries(table) as [K, number][]).map(([value, weight]) => w(value, weight));

const AGE_BANDS = [w([18, 24], 20), w([25, 34], 31), w([35, 44], 23), w([45, 54], 15), w([55, 70], 11)];
const SEXUALITY = {
  male: [w('hetero' as const, 75), w('gay' as const, 12), w('bi' as const, 13)],
  female: [w('hetero' as const, 72), w('lesbian' as const, 12), w('bi' as const, 16)],
};
const HAIR = {
  female: weights({
    brunette: 15,
    blond: 15,
    brown: 15,
    black: 12,
    dark_blond: 10,
    dark_brown: 12,
    red: 6,
    gray: 2,
    other: 3,
  }),
  male: weights({
    brown: 18,
    dark_brown: 15,
    black: 15,
    blond: 10,
    dark_blond: 8,
    brunette: 6,
    gray: 6,
    bald: 8,
    red: 4,
    other: 2,
  }),
};
const EYES = weights({ brown: 35, blue: 30, green: 12, hazel: 12, gray: 6, other: 5 });
const BODY = [w('slim' as const, 35), w('normal' as const, 55), w('fat' as const, 10)];
const RELATIONSHIP = weights({
  single: 66,
  divorced: 14,
  unmarried: 8,
  living_together: 4,
  married: 4,
  widowed: 4,
});
const INTEREST_WEIGHT = { intimacy: 0.45, lifestyle: 1, culture: 1, food: 1 } as const;

/** Weighted sample of `k` distinct items (Efraimidis–Spirakis). */
function weightedSample<T>(f: Faker, items: readonly { value: T; weight: number }[], k: number): T[] {
  return items
    .map((it) => ({ value: it.value, key: Math.pow(f.number.float({ min: 1e-9, max: 1 }), 1 / it.weight) }))
    .sort((a, b) => b.key - a.key)
    .slice(0, k)
    .map((it) => it.value);
}

/** `bio` first, then `picked` without repeats, as many as `picked` had (at least all of `bio`). */
function withBioInterests(bio: readonly string[], picked: readonly string[]): string[] {
  const all = [...new Set([...bio, ...picked])];
  return all.slice(0, Math.max(picked.length, bio.length));
}

/** The bios' own generator is seeded apart from the members' (any offset unlike the name fakers' 1…n). */
const BIO_SEED_OFFSET = 100_003;

/** The faker seed of the demo data: the same seed gives the same members (names, places, ages, bios, looks). */
export const DEFAULT_FAKER_SEED = 20_240_518;

export interface BuildMembersOptions {
  count: number;
  countries: SeedCountry[];
  fakerSeed: number;
  now: Date;
}

/**
 * Demo members, deterministic for a faker seed (apart from ids and dates, which follow `now`): weighted over
 * countries, a real city and its region for most and a random region of the country for the rest,
 * names in the country's language, ages 18–70, both genders and every sexuality.
 */
export function buildMembers(opts: BuildMembersOptions): MemberRow[] {
  const rng = new Faker({ locale: [en, base], seed: opts.fakerSeed });
  const bioRng = new Faker({ locale: [en, base], seed: opts.fakerSeed + BIO_SEED_OFFSET });
  const fakers = new Map<string, Faker>();
  const fakerFor = (v: Variant) => {
    let f = fakers.get(v.key);
    if (!f) {
      f = new Faker({ locale: v.defs, seed: opts.fakerSeed + fakers.size + 1 });
      fakers.set(v.key, f);
    }
    return f;
  };
  const countryWeights = opts.countries.map((c) => w(c, COUNTRY_WEIGHTS[c.code] ?? 1));
  const interestWeights = SEED_INTERESTS.map((i) => w(i.key, INTEREST_WEIGHT[i.category]));
  const regionIds = new Set(opts.countries.flatMap((c) => c.regions.map((r) => r.id)));
  for (const [code, cities] of Object.entries(CITIES)) {
    for (const c of cities) {
      if (!regionIds.has(c.region))
        throw new Error(`City ${c.name} (${code}) names unknown region ${c.region}`);
    }
  }

  const rows: MemberRow[] = [];
  for (let i = 0; i < opts.count; i++) {
    const country = rng.helpers.weightedArrayElement(countryWeights);
    const variant = rng.helpers.weightedArrayElement(
      (VARIANTS[country.code] ?? []).map((v) => w(v, v.weight)),
    );
    const lf = fakerFor(variant);
    const gender: Gender = rng.number.float() < 0.55 ? 'female' : 'male';
    const [minAge, maxAge] = rng.helpers.weightedArrayElement(AGE_BANDS);
    const age = rng.number.int({ min: minAge, max: maxAge });

    let city: string | null = null;
    let regionId: string;
    const cities = (CITIES[country.code] ?? []).filter((c) => !c.lang || c.lang === variant.language);
    if (cities.length > 0 && rng.number.float() < 0.7) {
      const c = rng.helpers.arrayElement(cities);
      city = c.name;
      regionId = c.region;
    } else {
      regionId = rng.helpers.arrayElement(country.regions).id;
    }

    let hair: MemberRow['profile']['hairColour'] = rng.helpers.weightedArrayElement(HAIR[gender]);
    if (age >= 55 && rng.number.float() < 0.5) hair = rng.number.float() < 0.8 ? 'gray' : 'white';
    let relationship = rng.helpers.weightedArrayElement(RELATIONSHIP);
    if (relationship === 'widowed' && age < 40) relationship = 'single';
    const tattooRoll = rng.number.float();

    // The bio draws from its own generator, so the rest of the member stays what the seed always gave.
    const made = makeBio(bioRng, {
      language: variant.language,
      gender,
      age,
      city,
      relationship,
      country: country.code,
    });

    const id = randomUUID();
    const signupAt = new Date(
      opts.now.getTime() -
        rng.number.int({ min: 1, max: 730 }) * 86_400_000 -
        rng.number.int({ min: 0, max: 86_399_999 }),
    );
    const lastSeenAt = new Date(
      Math.max(signupAt.getTime(), opts.now.getTime() - rng.number.int({ min: 0, max: 20 * 86_400_000 })),
    );
    rows.push({
      id,
      email: `member-${String(i + 1).padStart(5, '0')}-${id.slice(0, 8)}@fictional.invalid`,
      language: variant.language,
      signupAt,
      lastSeenAt,
      gender,
      profile: {
        name: lf.person.firstName(gender),
        sexuality: rng.helpers.weightedArrayElement(SEXUALITY[gender]),
        dateOfBirth: birthDateForAge(age, opts.now, rng.number.int({ min: 0, max: 364 })),
        city,
        country: country.code,
        regionId,
        bio: made.bio,
        hairColour: hair,
        eyeColour: rng.helpers.weightedArrayElement(EYES),
        bodyType: rng.helpers.weightedArrayElement(BODY),
        relationshipStatus: relationship,
        tattoos: tattooRoll < 0.3 ? true : tattooRoll < 0.9 ? false : null,
      },
      // The interests the bio talks about come first; the weighted picks fill up to the member's count.
      interests: withBioInterests(
        made.interests,
        weightedSample(rng, interestWeights, rng.number.int({ min: 3, max: 8 })),
      ),
      look: avatarIdentity(`${opts.fakerSeed}:${i}`, { gender, hair, age }),
    });
  }
  return rows;
}
