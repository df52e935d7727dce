import { type Db } from '@dating/db';
import { countries, interests, profileInterests, profiles, regions, users } from '@dating/db/schema';
import type { TUpdateProfileInput } from '@dating/core/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { ApiError } from '../shared/api-error';
import { checkDateOfBirth, checkName } from '../accounts/signup-rules';

const invalid = (path: string, message: string) =>
  new ApiError('validation_failed', { fields: [{ path: `body.${path}`, message }] });

/**
 * Applies the given fields of the profile editor (and of the sign-up personal-info steps) in one transaction.
 * The name and date of birth follow the sign-up rules (spec §5: "Invalid date of birth.", the minimum age).
 * The country must be a served country, the region one of that country's regions (a new country without a
 * region clears the old one), and every interest must exist; the interest list replaces the old one.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  input: TUpdateProfileInput,
  opts: { now: Date; minAge: number },
): Promise<void> {
  const { now } = opts;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ country: profiles.country, regionId: profiles.regionId, email: users.email })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.userId, userId));
    if (!current) throw new ApiError('not_found');
    if (input.name !== undefined) checkName(input.name, current.email);
    if (input.date_of_birth !== undefined) checkDateOfBirth(input.date_of_birth, opts.minAge, now);

    const country = input.country ?? current.country;
    if (input.country !== undefined) {
      const [served] = await tx
        .select({ code: countries.code })
        .from(countries)
        .where(and(eq(countries.code, input.country), eq(countries.active, true)));
      if (!served) throw invalid('country', 'errors.invalid_country');
    }
    let regionId = input.region !== undefined ? input.region : current.regionId;
    if (input.country !== undefined && input.country !== current.country && input.region === undefined) {
      regionId = null;
    }
    if (regionId !== null) {
      const [region] = await tx
        .select({ id: regions.id })
        .from(regions)
        .where(and(eq(regions.id, regionId), eq(regions.countryCode, country)));
      if (!region) throw invalid('region', 'errors.invalid_region');
    }

    await tx
      .update(profiles)
      .set({
        country,
        regionId,
        ...(input.name !== undefined ? { name: input.name.trim() } : {}),
        ...(input.date_of_birth !== undefined ? { dateOfBirth: input.date_of_birth } : {}),
        ...(input.note !== undefined ? { note: input.note || null } : {}),
        ...(input.gender !== undefined ? { gender: input.gender } : {}),
        ...(input.sexuality !== undefined ? { sexuality: input.sexuality } : {}),
        ...(input.city !== undefined ? { city: input.city || null } : {}),
        ...(input.bio !== undefined ? { bio: input.bio || null } : {}),
        ...(input.hair_colour !== undefined ? { hairColour: input.hair_colour } : {}),
        ...(input.eye_colour !== undefined ? { eyeColour: input.eye_colour } : {}),
        ...(input.body_type !== undefined ? { bodyType: input.body_type } : {}),
        ...(input.relationship_status !== undefined ? { relationshipStatus: input.relationship_status } : {}),
        ...(input.tattoos !== undefined ? { tattoos: input.tattoos } : {}),
        updatedAt: now,
      })
      .where(eq(profiles.userId, userId));

    if (input.interests !== undefined) {
      const wanted = [...new Set(input.interests)];
      if (wanted.length > 0) {
        const known = await tx
          .select({ key: interests.key })
          .from(interests)
          .where(inArray(interests.key, wanted));
        const knownKeys = new Set(known.map((k) => k.key));
        const fields = (input.interests ?? []).flatMap((k, i) =>
          knownKeys.has(k) ? [] : [{ path: `body.interests.${i}`, message: 'errors.invalid_interest' }],
        );
        if (fields.length > 0) throw new ApiError('validation_failed', { fields });
      }
      await tx.delete(profileInterests).where(eq(profileInterests.userId, userId));
      if (wanted.length > 0) {
        await tx.insert(profileInterests).values(wanted.map((interestKey) => ({ userId, interestKey })));
      }
    }
  });
}
