import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbHandle } from '../client';
import { photoFiles } from '../media-files';
import { normalizeDomain } from '../site-settings';
import { countMembers } from './count';
import { birthDateForAge } from '../age';
import {
  countries,
  discountCodes,
  interests,
  likes,
  packages,
  photos,
  profileInterests,
  profiles,
  regions,
  sites,
  users,
} from '../schema';
import { RENDER_CONCURRENCY, mapLimit, newStorageKey } from './photo-jobs';
import { renderPhoto, type AvatarIdentity, type RenderedAvatar } from './avatars';
import { DEMO_ACCOUNT_PROFILES, demoLikes, type DemoAccountProfile } from './demo-accounts';
import { loadSeedCountries } from './geo';
import { SEED_INTERESTS } from './interests';
import { DEFAULT_FAKER_SEED, buildMembers } from './members';
import { hashPassword } from './password';
import {
  PACKAGE_CREDITS,
  PACKAGE_PRICES,
  POPULAR_TIER,
  SEED_COMPANY,
  SEED_DISCOUNT_CODES,
  SITE_NAME,
  defaultSiteSettings,
} from './site';

export { createMember, type CreateMemberOptions, type CreatedMember } from './factories';
export { hashPassword, ARGON2_OPTIONS } from './password';
export * from './avatars';
export { demoMemberPreviews, type DemoMemberPreview } from './previews';
export { DEMO_ACCOUNT_PROFILES, demoLikes, type DemoAccountProfile, type DemoLike } from './demo-accounts';

/** A real (not fictional), active demo member to log in with. */
export const DEMO_LOGIN = { email: 'demo@example.com', password: 'welcome-to-amora' } as const;
/** A real premium demo member (paid_user, as after a purchase) with a gallery of six photos, one private. */
export const PREMIUM_DEMO_LOGIN = { email: 'premium@example.com', password: 'welcome-to-amora' } as const;

export { DEFAULT_FAKER_SEED } from './members';

const INSERT_BATCH = 400;
const SEED_LOCK_KEY = 724_201_002;

export interface SeedOptions {
  /** Fictional demo members to create (default 1000). */
  members?: number;
  /** Folder of the media store; avatars are written here as `<key>.webp` and `<key>-thumb.webp`. */
  mediaDir: string;
  /** Domain of the default site (default `localhost`). */
  domain?: string;
  log?: (msg: string) => void;
  fakerSeed?: number;
  now?: Date;
}

async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(sql`${sites.isDefault}`)
    .limit(1);
  return rows.length > 0;
}

async function insertBatches<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db.insert(table).values(rows.slice(i, i + INSERT_BATCH));
  }
}

export interface PlannedPhoto {
  id: string;
  ownerId: string;
  key: string;
  /** The person on the photo: the owner's look, the same on each of their photos. */
  look: AvatarIdentity;
  /** Which photo of that person (0 is the main portrait). */
  index: number;
  private?: boolean;
  position?: number;
}

/** What the photos table records of a rendered photo. */
type PhotoSize = Omit<RenderedAvatar, 'full' | 'thumb'> & { bytes: number };

export interface PhotoOwner {
  id: string;
  look: AvatarIdentity;
  /** Photos in the gallery (default 1, the main photo only). */
  photos?: number;
  /** Position of the one private photo, if any. */
  privateAt?: number;
}

/** Every owner's photos, in owner order, each drawn from the owner's own look. */
export function planPhotos(owners: readonly PhotoOwner[]): PlannedPhoto[] {
  return owners.flatMap((o) =>
    Array.from({ length: o.photos ?? 1 }, (_, position) => ({
      id: randomUUID(),
      ownerId: o.id,
      key: newStorageKey(),
      look: o.look,
      index: position,
      ...(o.photos === undefined ? {} : { private: position === o.privateAt, position }),
    })),
  );
}

/** The profile row of a demo login (a real member: not fictional). */
function accountProfile(userId: string, p: DemoAccountProfile, mainPhotoId: string, now: Date) {
  return {
    userId,
    name: p.name,
    gender: p.gender,
    sexuality: 'hetero' as const,
    dateOfBirth: birthDateForAge(p.age, now, p.birthdayOffset),
    city: p.city,
    country: p.country,
    regionId: p.regionId,
    bio: p.bio,
    hairColour: p.hairColour,
    eyeColour: p.eyeColour,
    bodyType: p.bodyType,
    relationshipStatus: 'single' as const,
    tattoos: p.tattoos,
    fictional: false,
    status: 'active' as const,
    mainPhotoId,
  };
}

/**
 * Makes a living demo site on first start: the default site, countries and their real regions, interests,
 * credit packages, discount codes, `members` fictional members with an avatar each, and the DEMO_LOGIN
 * member with a few likes given and received (`demoLikes`, one a match). Idempotent: when a default site
 * exists it does nothing. The database part is one transaction.
 */
export async function seed(h: DbHandle, opts: SeedOptions): Promise<{ created: boolean; members: number }> {
  const log = opts.log ?? (() => undefined);
  const memberCount = Math.max(0, Math.floor(opts.members ?? 1000));
  const domain = normalizeDomain(opts.domain ?? 'localhost');
  const now = opts.now ?? new Date();
  const started = performance.now();
  const since = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

  if (await isSeeded(h.db)) {
    return { created: false, members: await countMembers(h.db, { fictional: true }) };
  }

  const seedCountries = loadSeedCountries();
  const members = buildMembers({
    count: memberCount,
    countries: seedCountries,
    fakerSeed: opts.fakerSeed ?? DEFAULT_FAKER_SEED,
    now,
  });
  const demoId = randomUUID();
  const premiumId = randomUUID();
  const { demo: demoProfile, premium: premiumProfile } = DEMO_ACCOUNT_PROFILES;
  // One photo per fictional member (in member order, so planned[i] is members[i]'s), then the demo
  // galleries: demo (free) has 3 photos (main, public, private), premium 6 (one private).
  const planned = planPhotos([
    ...members.map((m) => ({ id: m.id, look: m.look })),
    { id: demoId, look: demoProfile.look, photos: demoProfile.photos, privateAt: demoProfile.privateAt },
    {
      id: premiumId,
      look: premiumProfile.look,
      photos: premiumProfile.photos,
      privateAt: premiumProfile.privateAt,
    },
  ]);
  const demoPhoto = planned.find((p) => p.ownerId === demoId) as PlannedPhoto;
  const premiumPhoto = planned.find((p) => p.ownerId === premiumId) as PlannedPhoto;

  // Files first: if the transaction fails, unreferenced files are harmless; the reverse would not be.
  // Each photo is rendered from its owner's look and written at once (no pool: no two members share a face).
  await mkdir(opts.mediaDir, { recursive: true });
  const [demoHash, rendered] = await Promise.all([
    hashPassword(DEMO_LOGIN.password),
    mapLimit(planned, RENDER_CONCURRENCY, async (p) => {
      const avatar = await renderPhoto(p.look, p.index);
      const files = photoFiles(p.key);
      await writeFile(join(opts.mediaDir, files.full), avatar.full);
      await writeFile(join(opts.mediaDir, files.thumb), avatar.thumb);
      const { full, thumb: _thumb, ...size } = avatar;
      return { ...size, bytes: full.length };
    }),
  ]);
  log(`seed: rendered and wrote ${planned.length} photos, ${planned.length * 2} files (${since()})`);

  const created = await h.db.transaction(async (tx) => {
    // Two processes seeding one PostgreSQL database: the second waits here, then finds the site.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx)) return false;

    await tx.insert(countries).values(
      seedCountries.map((c) => ({
        code: c.code,
        name: c.name,
        languages: c.languages,
        regionTerm: c.regionTerm,
        currency: c.currency,
        sort: c.sort,
      })),
    );
    await insertBatches(
      tx,
      regions,
      seedCountries.flatMap((c) => c.regions.map((r) => ({ id: r.id, countryCode: c.code, name: r.name }))),
    );
    await tx.insert(interests).values(SEED_INTERESTS);

    const [site] = await tx
      .insert(sites)
      .values({
        domain,
        isDefault: true,
        name: SITE_NAME,
        settings: defaultSiteSettings(),
        company: SEED_COMPANY,
      })
      .returning({ id: sites.id });
    if (!site) throw new Error('seed: site insert returned no row');

    await tx.insert(packages).values(
      seedCountries.flatMap((c) =>
        (Object.keys(PACKAGE_CREDITS) as (keyof typeof PACKAGE_CREDITS)[]).map((tier) => ({
          siteId: site.id,
          country: c.code,
          tier,
          credits: PACKAGE_CREDITS[tier],
          priceCents: PACKAGE_PRICES[c.currency]?.[tier] ?? 0,
          currency: c.currency,
          popular: tier === POPULAR_TIER,
        })),
      ),
    );
    await tx.insert(discountCodes).values(SEED_DISCOUNT_CODES.map((d) => ({ ...d, siteId: site.id })));

    await insertBatches(tx, users, [
      ...members.map((m) => ({
        id: m.id,
        siteId: site.id,
        email: m.email,
        passwordHash: null,
        status: 'active' as const,
        language: m.language,
        signupAt: m.signupAt,
        confirmedAt: m.signupAt,
        lastSeenAt: m.lastSeenAt,
        createdAt: m.signupAt,
      })),
      {
        id: demoId,
        siteId: site.id,
        email: DEMO_LOGIN.email,
        passwordHash: demoHash,
        status: 'active' as const,
        language: 'en' as const,
        credits: 0,
        paidUser: false,
        signupAt: now,
        confirmedAt: now,
        lastSeenAt: now,
      },
      {
        id: premiumId,
        siteId: site.id,
        email: PREMIUM_DEMO_LOGIN.email,
        passwordHash: demoHash,
        status: 'active' as const,
        language: 'en' as const,
        credits: 0,
        paidUser: true,
        signupAt: now,
        confirmedAt: now,
        lastSeenAt: now,
      },
    ]);
    await insertBatches(
      tx,
      photos,
      planned.map((p, i) => ({
        ...(rendered[i] as PhotoSize),
        id: p.id,
        ownerId: p.ownerId,
        storageKey: p.key,
        private: p.private ?? false,
        status: 'approved' as const,
        position: p.position ?? 0,
        createdAt: members[i]?.signupAt ?? now,
        moderatedAt: members[i]?.signupAt ?? now,
      })),
    );
    await insertBatches(tx, profiles, [
      ...members.map((m, i) => ({
        userId: m.id,
        ...m.profile,
        gender: m.gender,
        fictional: true,
        status: 'active' as const,
        mainPhotoId: planned[i]?.id ?? null,
        activeAt: m.lastSeenAt,
        createdAt: m.signupAt,
      })),
      accountProfile(demoId, demoProfile, demoPhoto.id, now),
      accountProfile(premiumId, premiumProfile, premiumPhoto.id, now),
    ]);
    await insertBatches(tx, profileInterests, [
      ...members.flatMap((m) => m.interests.map((key) => ({ userId: m.id, interestKey: key }))),
      ...demoProfile.interests.map((key) => ({ userId: demoId, interestKey: key })),
      ...premiumProfile.interests.map((key) => ({ userId: premiumId, interestKey: key })),
    ]);
    const demoLikeRows = demoLikes(demoId, members, now);
    if (demoLikeRows.length > 0) await tx.insert(likes).values(demoLikeRows);
    return true;
  });

  if (!created) {
    // Another process seeded meanwhile: our files are not referenced by anything.
    await mapLimit(planned, 16, async (p) => {
      const files = photoFiles(p.key);
      await rm(join(opts.mediaDir, files.full), { force: true });
      await rm(join(opts.mediaDir, files.thumb), { force: true });
    });
    return { created: false, members: await countMembers(h.db, { fictional: true }) };
  }
  log(`seed: ${memberCount} fictional members and the two demo members in ${since()}`);
  return { created: true, members: memberCount };
}
