import { type TCountryRegions, type TMemberProfile, type TSettings } from '@dating/core/contracts';

export type LookingFor = 'men' | 'women' | 'both';

/** Who a member is looking for, from gender and sexuality (the reverse of the sign-up's "I am / looking for"). */
export function lookingForOf(
  gender: TMemberProfile['gender'],
  sexuality: TMemberProfile['sexuality'],
): LookingFor {
  if (sexuality === 'bi') return 'both';
  const man = gender === 'male';
  if (sexuality === 'hetero') return man ? 'women' : 'men';
  return man ? 'men' : 'women';
}

/** One row of the details list; `value` is the key of its translated value. */
export type ProfileDetail =
  | { field: 'gender'; value: TMemberProfile['gender'] }
  | { field: 'looking_for'; value: LookingFor }
  | { field: 'hair_colour'; value: NonNullable<TMemberProfile['hair_colour']> }
  | { field: 'eye_colour'; value: NonNullable<TMemberProfile['eye_colour']> }
  | { field: 'body_type'; value: NonNullable<TMemberProfile['body_type']> }
  | { field: 'relationship_status'; value: NonNullable<TMemberProfile['relationship_status']> }
  | { field: 'tattoos'; value: 'yes' | 'no' };

type Visibility = Pick<TSettings, 'visible_profile_fields'>;

/** Whether the site shows this field on profiles (an empty list shows every field). */
export function isFieldVisible(settings: Visibility, field: string): boolean {
  return settings.visible_profile_fields.length === 0 || settings.visible_profile_fields.includes(field);
}

/** The details list of a profile in display order, without empty fields and fields the site hides. */
export function profileDetails(profile: TMemberProfile, settings: Visibility): ProfileDetail[] {
  const rows: ProfileDetail[] = [];
  if (isFieldVisible(settings, 'gender')) rows.push({ field: 'gender', value: profile.gender });
  if (isFieldVisible(settings, 'sexuality')) {
    rows.push({ field: 'looking_for', value: lookingForOf(profile.gender, profile.sexuality) });
  }
  if (profile.hair_colour && isFieldVisible(settings, 'hair_colour')) {
    rows.push({ field: 'hair_colour', value: profile.hair_colour });
  }
  if (profile.eye_colour && isFieldVisible(settings, 'eye_colour')) {
    rows.push({ field: 'eye_colour', value: profile.eye_colour });
  }
  if (profile.body_type && isFieldVisible(settings, 'body_type')) {
    rows.push({ field: 'body_type', value: profile.body_type });
  }
  if (profile.relationship_status && isFieldVisible(settings, 'relationship_status')) {
    rows.push({ field: 'relationship_status', value: profile.relationship_status });
  }
  if (profile.tattoos !== null && isFieldVisible(settings, 'tattoos')) {
    rows.push({ field: 'tattoos', value: profile.tattoos ? 'yes' : 'no' });
  }
  return rows;
}

/** The name of a profile's region, when the site uses regions and the region is known. */
export function regionName(
  profile: Pick<TMemberProfile, 'country' | 'region'>,
  countries: readonly TCountryRegions[] | undefined,
  settings: Pick<TSettings, 'region_data'>,
): string | null {
  if (!settings.region_data || !profile.region || !countries) return null;
  const country = countries.find((c) => c.country === profile.country);
  return country?.regions.find((r) => r.id === profile.region)?.name ?? null;
}

/**
 * "city, region" for a profile line, without saying the same place twice: a region named like the city
 * ("Utrecht, Utrecht", "Berlin, Berlin") is left out, compared without case or accents.
 */
export function placeLine(city: string | null | undefined, region: string | null | undefined): string {
  const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;
  const parts = [city?.trim(), region?.trim()].filter((p): p is string => Boolean(p));
  return parts.filter((part, i) => parts.findIndex((other) => same(other, part)) === i).join(', ');
}

/** Photos split for the screen: the ones the viewer may open (main first) and how many are locked. */
export function splitPhotos(profile: Pick<TMemberProfile, 'photos'>) {
  const unlocked = profile.photos.filter((p) => !p.locked && p.image);
  const locked = profile.photos.filter((p) => p.locked || !p.image);
  return { unlocked, locked, total: profile.photos.length };
}
