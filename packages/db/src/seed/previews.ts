import type { TLocale } from '@dating/core/contracts';
import { ageOn } from '../age';
import type { AvatarIdentity } from './avatars';
import { loadSeedCountries } from './geo';
import { DEFAULT_FAKER_SEED, buildMembers } from './members';

/** One of the seed's fictional members as a page outside the member site may show them (all fictional). */
export interface DemoMemberPreview {
  name: string;
  age: number;
  gender: 'male' | 'female';
  city: string | null;
  country: string;
  language: TLocale;
  bio: string;
  /** Draw their photos with `identitySvg(look, index)` / `renderPhoto(look, index)`. */
  look: AvatarIdentity;
  fictional: true;
}

/**
 * The first `count` fictional members the seed creates with `fakerSeed` (default: the demo seed), the same
 * people with the same faces as in the seeded database (the members are a deterministic sequence, so the
 * first `count` of any seed are these). For build-time pages such as the gallery lander; server-side only.
 */
export function demoMemberPreviews(
  count: number,
  opts: { fakerSeed?: number; now?: Date } = {},
): DemoMemberPreview[] {
  const now = opts.now ?? new Date();
  return buildMembers({
    count,
    countries: loadSeedCountries(),
    fakerSeed: opts.fakerSeed ?? DEFAULT_FAKER_SEED,
    now,
  }).map((m) => ({
    name: m.profile.name,
    age: ageOn(m.profile.dateOfBirth, now),
    gender: m.gender,
    city: m.profile.city,
    country: m.profile.country,
    language: m.language,
    bio: m.profile.bio,
    look: m.look,
    fictional: true,
  }));
}
