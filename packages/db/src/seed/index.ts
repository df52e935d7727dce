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
  packages,
  photos,
  profileInterests,
  profiles,
  regions,
  sites,
  users,
} from '../schema';
import { mapLimit, newStorageKey, renderAvatarPool, type RenderedAvatar } from './avatars';
import { loadSeedCountries } from './geo';
import { SEED_INTERESTS } from './interests';
import { buildMembers } from './members';
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

/** A real (not fictional), active demo member to log in with. */
export const DEMO_LOGIN = { email: 'demo@example.com', password: 'welcome-to-amora' } as const;
/** A real premium demo member (paid_user, as after a purchase) with a gallery of six photos, one private. */
export const PREMIUM_DEMO_LOGIN = { email: 'premium@example.com', password: 'welcome-to-amora' } as const;

/** The faker seed of the demo data: the same seed gives the same members (names, places, ages, bios). */
export const DEFAULT_FAKER_SEED = 20_240_518;

/** How many distinct avatars to render at most per gender; members share them, each under its own key. */
const AVATARS_PER_GENDER = 100;
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

interface PlannedPhoto {
  id: string;
  ownerId: string;
  key: string;
  avatar: RenderedAvatar;
  private?: boolean;
  position?: number;
}

/**
 * Makes a living demo site on first start: the default site, countries and their real regions, interests,
 * credit packages, discount codes, `members` fictional members with an avatar each, and the DEMO_LOGIN
 * member. Idempotent: when a default site exists it does nothing. The database part is one transaction.
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
  const [demoHash, pool] = await Promise.all([
    hashPassword(DEMO_LOGIN.password),
    renderAvatarPool(Math.min(AVATARS_PER_GENDER, Math.max(1, Math.ceil(memberCount / 2)))),
  ]);
  log(`seed: rendered ${pool.female.length + pool.male.length} avatars (${since()})`);

  const planned: PlannedPhoto[] = members.map((m, i) => {
    const list = pool[m.gender];
    return {
      id: randomUUID(),
      ownerId: m.id,
      key: newStorageKey(),
      avatar: list[i % list.length] as RenderedAvatar,
    };
  });
  // The demo members' galleries: demo (free) has its 3 photos (main, public, private), premium 6 (one private).
  const premiumId = randomUUID();
  const gallery = (ownerId: string, list: RenderedAvatar[], count: number, privateAt: number) =>
    Array.from({ length: count }, (_, position) => ({
      id: randomUUID(),
      ownerId,
      key: newStorageKey(),
      avatar: list[position % list.length] as RenderedAvatar,
      private: position === privateAt,
      position,
    }));
  const demoPhotos = gallery(demoId, pool.male, 3, 2);
  const premiumPhotos = gallery(premiumId, pool.female, 6, 5);
  const demoPhoto = demoPhotos[0] as PlannedPhoto;
  const premiumPhoto = premiumPhotos[0] as PlannedPhoto;
  planned.push(...demoPhotos, ...premiumPhotos);

  // Files first: if the transaction fails, unreferenced files are harmless; the reverse would not be.
  await mkdir(opts.mediaDir, { recursive: true });
  await mapLimit(planned, 16, async (p) => {
    const files = photoFiles(p.key);
    await writeFile(join(opts.mediaDir, files.full), p.avatar.full);
    await writeFile(join(opts.mediaDir, files.thumb), p.avatar.thumb);
  });
  log(`seed: wrote ${planned.length * 2} media files (${since()})`);

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
        id: p.id,
        ownerId: p.ownerId,
        storageKey: p.key,
        private: p.private ?? false,
        status: 'approved' as const,
        position: p.position ?? 0,
        width: p.avatar.width,
        height: p.avatar.height,
        thumbWidth: p.avatar.thumbWidth,
        thumbHeight: p.avatar.thumbHeight,
        bytes: p.avatar.full.length,
        blur: p.avatar.blur,
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
      {
        userId: demoId,
        name: 'Sam',
        gender: 'male' as const,
        sexuality: 'hetero' as const,
        dateOfBirth: birthDateForAge(32, now, 100),
        city: 'Amsterdam',
        country: 'NL',
        regionId: 'NL-NH',
        bio: 'Coffee lover and weekend hiker. This is the demo account: have a look around!',
        hairColour: 'brown' as const,
        eyeColour: 'blue' as const,
        bodyType: 'normal' as const,
        relationshipStatus: 'single' as const,
        tattoos: false,
        fictional: false,
        status: 'active' as const,
        mainPhotoId: demoPhoto.id,
      },
      {
        userId: premiumId,
        name: 'Eva',
        gender: 'female' as const,
        sexuality: 'hetero' as const,
        dateOfBirth: birthDateForAge(29, now, 40),
        city: 'Utrecht',
        country: 'NL',
        regionId: 'NL-UT',
        bio: 'Premium demo account: every photo of every member is unlocked for me.',
        hairColour: 'blond' as const,
        eyeColour: 'green' as const,
        bodyType: 'slim' as const,
        relationshipStatus: 'single' as const,
        tattoos: true,
        fictional: false,
        status: 'active' as const,
        mainPhotoId: premiumPhoto.id,
      },
    ]);
    await insertBatches(tx, profileInterests, [
      ...members.flatMap((m) => m.interests.map((key) => ({ userId: m.id, interestKey: key }))),
      ...['coffee', 'hiking', 'travelling', 'music', 'cooking'].map((key) => ({
        userId: demoId,
        interestKey: key,
      })),
      ...['dancing', 'wine', 'photography', 'beach'].map((key) => ({ userId: premiumId, interestKey: key })),
    ]);
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
