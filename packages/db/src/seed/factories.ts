import { randomUUID } from 'node:crypto';
import type { TLocale } from '@dating/core/contracts';
import type { Db } from '../client';
import { birthDateForAge } from '../age';
import { creditLedger, photos, profileInterests, profiles, users } from '../schema';
import { newStorageKey } from './photo-jobs';
import { hashPassword } from './password';

type UserStatus = (typeof users.$inferSelect)['status'];
type ProfileRow = typeof profiles.$inferInsert;

export interface CreateMemberOptions {
  email?: string;
  /** Plain password to hash (argon2id); without one the member cannot log in. */
  password?: string | null;
  status?: UserStatus;
  language?: TLocale;
  /** Starting balance, booked as one `bonus` ledger entry so the balance stays the sum of the ledger. */
  credits?: number;
  paidUser?: boolean;
  invisible?: boolean;
  signupAt?: Date;
  name?: string;
  gender?: ProfileRow['gender'];
  sexuality?: ProfileRow['sexuality'];
  age?: number;
  country?: string;
  regionId?: string | null;
  city?: string | null;
  fictional?: boolean;
  profileStatus?: ProfileRow['status'];
  interests?: string[];
  /** A main photo row (no files are written); `false` for none. Default: an approved public photo. */
  photo?: false | { private?: boolean; status?: (typeof photos.$inferSelect)['status'] };
}

export interface CreatedMember {
  id: string;
  email: string;
  password: string | null;
  photoKey: string | null;
}

/**
 * One-line test entity: a member with a profile (and by default an approved main photo row).
 * Needs the reference data of `seed()` (countries, regions, interests) in the database.
 */
export async function createMember(db: Db, o: CreateMemberOptions = {}): Promise<CreatedMember> {
  const id = randomUUID();
  const email = o.email ?? `member-${id.slice(0, 8)}@example.test`;
  const password = o.password === undefined ? null : o.password;
  const credits = o.credits ?? 0;
  const now = new Date();
  const photoKey = o.photo === false ? null : newStorageKey();

  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id,
      email,
      passwordHash: password ? await hashPassword(password) : null,
      status: o.status ?? 'active',
      language: o.language ?? 'en',
      credits,
      paidUser: o.paidUser ?? false,
      invisible: o.invisible ?? false,
      signupAt: o.signupAt ?? now,
      confirmedAt: (o.status ?? 'active') === 'not_confirmed' ? null : now,
    });
    if (credits > 0) {
      await tx
        .insert(creditLedger)
        .values({ userId: id, kind: 'bonus', amount: credits, balanceAfter: credits, ref: `factory:${id}` });
    }
    let photoId: string | null = null;
    if (photoKey) {
      const p = o.photo || {};
      const [row] = await tx
        .insert(photos)
        .values({
          ownerId: id,
          storageKey: photoKey,
          private: p.private ?? false,
          status: p.status ?? 'approved',
          width: 512,
          height: 512,
          thumbWidth: 160,
          thumbHeight: 160,
        })
        .returning({ id: photos.id });
      photoId = row?.id ?? null;
    }
    await tx.insert(profiles).values({
      userId: id,
      name: o.name ?? 'Test',
      gender: o.gender ?? 'female',
      sexuality: o.sexuality ?? 'hetero',
      dateOfBirth: birthDateForAge(o.age ?? 30, now, 10),
      country: o.country ?? 'NL',
      regionId: o.regionId !== undefined ? o.regionId : o.country ? null : 'NL-NH',
      city: o.city !== undefined ? o.city : o.country ? null : 'Amsterdam',
      fictional: o.fictional ?? false,
      status: o.profileStatus ?? 'active',
      mainPhotoId: photoId,
    });
    if (o.interests?.length) {
      await tx.insert(profileInterests).values(o.interests.map((key) => ({ userId: id, interestKey: key })));
    }
  });
  return { id, email, password, photoKey };
}
