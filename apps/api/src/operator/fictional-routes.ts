import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  ZFictionalCreateInput,
  ZFictionalIdQuery,
  ZFictionalListQuery,
  ZFictionalListResponse,
  ZFictionalProfileResponse,
  ZFictionalUpdateInput,
  type TFictionalProfile,
} from '@dating/core/contracts';
import { ADULT_AGE, PHOTO_MAX_BYTES, ageOn } from '@dating/core/domain';
import { photoFiles, type Db } from '@dating/db';
import { photos, profiles, sites, users } from '@dating/db/schema';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { decodePhoto, readOnlyFile, renditionColumns, storePhoto } from '../photos/photo-upload';
import { DECODE_CONCURRENCY, limiter } from '../photos/photos-routes';
import { ensureMainPhoto, refreshProfileStatus } from '../photos/photos-repo';
import { ApiError } from '../shared/api-error';
import type { App } from '../types';
import { writeAudit } from './audit';
import { CONSOLE_RATE, operatorCall } from './operator-auth';
import { OPERATOR_MEDIA_PREFIX } from './photo-queue-routes';

/** Photos an operator may give one fictional profile. */
export const FICTIONAL_PHOTO_LIMIT = 25;

const mediaUrls = (storageKey: string) => {
  const f = photoFiles(storageKey);
  return { url: `${OPERATOR_MEDIA_PREFIX}/${f.full}`, thumb_url: `${OPERATOR_MEDIA_PREFIX}/${f.thumb}` };
};

function tooYoung(dateOfBirth: string, now: Date): boolean {
  return ageOn(dateOfBirth, now) < ADULT_AGE;
}

const invalid = (path: string, message: string) =>
  new ApiError('validation_failed', { fields: [{ path, message }] });

/** What the list and the editor both show of a fictional profile: who it is and where, its state and age. */
const essentials = (p: typeof profiles.$inferSelect, now: Date) => ({
  id: p.userId,
  fictional: true as const,
  name: p.name,
  gender: p.gender,
  sexuality: p.sexuality,
  date_of_birth: p.dateOfBirth,
  age: ageOn(p.dateOfBirth, now),
  country: p.country,
  city: p.city,
  status: p.status,
  created_at: p.createdAt.toISOString(),
});

/** A fictional profile with its photos; 404 for an unknown id and for every real member's id alike. */
async function loadFictional(db: Db, id: string, now: Date): Promise<TFictionalProfile> {
  const [p] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, id), eq(profiles.fictional, true)))
    .limit(1);
  if (!p) throw new ApiError('not_found');
  const rows = await db
    .select()
    .from(photos)
    .where(eq(photos.ownerId, id))
    .orderBy(asc(photos.position), asc(photos.createdAt));
  return {
    ...essentials(p, now),
    bio: p.bio,
    note: p.note,
    photos: rows.map((r) => ({
      id: r.id,
      status: r.status,
      private: r.private,
      main: r.id === p.mainPhotoId,
      width: r.width,
      height: r.height,
      ...mediaUrls(r.storageKey),
    })),
  };
}

/** The profile's editable columns as the audit log keeps them. */
const auditView = (p: TFictionalProfile) => ({
  name: p.name,
  gender: p.gender,
  sexuality: p.sexuality,
  date_of_birth: p.date_of_birth,
  country: p.country,
  city: p.city,
  bio: p.bio,
  note: p.note,
});

/**
 * The fictional-profile editor (issue 15 item 6, ADR 0037): list, create and edit fictional profiles and give
 * them photos through the members' upload pipeline (decoded, re-encoded to WebP without metadata). The
 * fictional flag is set on creation and no call clears it (the inputs have no such field and are strict), so
 * the member-facing marker stays. Admin only; every change writes an audit row.
 */
export async function fictionalRoutes(app: App, token: string | undefined): Promise<void> {
  const db = app.db.db;
  const access = { token, roles: ['admin'] as const };

  app.get('/operator/fictional-profiles.php', {
    ...operatorCall(app, access, {
      summary: 'Fictional profiles, newest first',
      description: '`q`: names starting with it (case-insensitive).',
      querystring: ZFictionalListQuery,
      ok: ZFictionalListResponse,
      limit: CONSOLE_RATE,
    }),
    handler: async (request) => {
      const { q, limit = 50 } = request.query;
      const now = app.config.now();
      const escaped = q ? q.replace(/[\\%_]/g, (c) => `\\${c}`) : '';
      const rows = await db
        .select({
          p: profiles,
          photoCount: sql<number>`(select count(*)::int from photos x where x.owner_id = profiles.user_id)`,
          thumbKey: photos.storageKey,
        })
        .from(profiles)
        .leftJoin(photos, eq(photos.id, profiles.mainPhotoId))
        .where(and(eq(profiles.fictional, true), q ? ilike(profiles.name, `${escaped}%`) : undefined))
        .orderBy(desc(profiles.createdAt), desc(profiles.userId))
        .limit(limit);
      return {
        profiles: rows.map(({ p, photoCount, thumbKey }) => ({
          ...essentials(p, now),
          photo_count: Number(photoCount),
          thumb_url: thumbKey ? mediaUrls(thumbKey).thumb_url : null,
        })),
      };
    },
  });

  app.get('/operator/fictional-profile.php', {
    ...operatorCall(app, access, {
      summary: 'One fictional profile with its photos',
      description: '404 for an unknown id and for a real member alike.',
      querystring: ZFictionalIdQuery,
      ok: ZFictionalProfileResponse,
      errors: [404],
      limit: CONSOLE_RATE,
    }),
    handler: async (request) => {
      return { profile: await loadFictional(db, request.query.id, app.config.now()) };
    },
  });

  app.post('/operator/fictional-profile.php', {
    ...operatorCall(app, access, {
      summary: 'Create a fictional profile',
      description:
        'A fictional member of the default site: no password (nobody logs in as it), an address under ' +
        '`fictional.invalid`, the fictional flag on for good. It is `disabled` (not in search) until it has an ' +
        'approved public photo. Writes an `audit_log` row `fictional.create`.',
      body: ZFictionalCreateInput,
      ok: ZFictionalProfileResponse,
      limit: { max: 60, timeWindow: '1 minute' },
    }),
    handler: async (request) => {
      const b = request.body;
      const now = app.config.now();
      if (tooYoung(b.date_of_birth, now)) throw invalid('body.date_of_birth', `at least ${ADULT_AGE}`);
      const id = randomUUID();
      await db
        .transaction(async (tx) => {
          const [site] = await tx
            .select({ id: sites.id })
            .from(sites)
            .where(eq(sites.isDefault, true))
            .limit(1);
          await tx.insert(users).values({
            id,
            siteId: site?.id ?? null,
            email: `fictional-${id}@fictional.invalid`,
            passwordHash: null,
            status: 'active',
            language: 'en',
            signupAt: now,
            confirmedAt: now,
          });
          await tx.insert(profiles).values({
            userId: id,
            name: b.name,
            gender: b.gender,
            sexuality: b.sexuality,
            dateOfBirth: b.date_of_birth,
            country: b.country,
            city: b.city ?? null,
            bio: b.bio ?? null,
            note: b.note ?? null,
            fictional: true,
            status: 'disabled',
            createdAt: now,
          });
          await writeAudit(tx, app, request, {
            action: 'fictional.create',
            subjectType: 'user',
            subjectId: id,
            after: { ...b, fictional: true },
          });
        })
        .catch((err: unknown) => {
          // An unknown country breaks the profile's foreign key: the operator's input, not a server error.
          if (/foreign key|violates/i.test(String((err as Error).message ?? err)))
            throw invalid('body.country', 'unknown country');
          throw err;
        });
      return { profile: await loadFictional(db, id, now) };
    },
  });

  app.put('/operator/fictional-profile.php', {
    ...operatorCall(app, access, {
      summary: 'Edit a fictional profile',
      description:
        'Any of its texts and details. There is no `fictional` field: sending one (or any unknown key) is 400 ' +
        'and changes nothing, so the flag stays on. 404 for an unknown id and for a real member alike. Writes ' +
        'an `audit_log` row `fictional.update` with before and after.',
      body: ZFictionalUpdateInput,
      ok: ZFictionalProfileResponse,
      errors: [404],
      limit: { max: 120, timeWindow: '1 minute' },
    }),
    handler: async (request) => {
      const { id, ...patch } = request.body;
      const now = app.config.now();
      if (patch.date_of_birth && tooYoung(patch.date_of_birth, now))
        throw invalid('body.date_of_birth', `at least ${ADULT_AGE}`);
      await db
        .transaction(async (tx) => {
          const before = await loadFictional(tx as unknown as Db, id, now);
          const set = {
            ...(patch.name !== undefined ? { name: patch.name } : {}),
            ...(patch.gender !== undefined ? { gender: patch.gender } : {}),
            ...(patch.sexuality !== undefined ? { sexuality: patch.sexuality } : {}),
            ...(patch.date_of_birth !== undefined ? { dateOfBirth: patch.date_of_birth } : {}),
            ...(patch.country !== undefined ? { country: patch.country, regionId: null } : {}),
            ...(patch.city !== undefined ? { city: patch.city } : {}),
            ...(patch.bio !== undefined ? { bio: patch.bio } : {}),
            ...(patch.note !== undefined ? { note: patch.note } : {}),
            updatedAt: now,
          };
          await tx
            .update(profiles)
            .set(set)
            .where(and(eq(profiles.userId, id), eq(profiles.fictional, true)));
          const after = await loadFictional(tx as unknown as Db, id, now);
          await writeAudit(tx, app, request, {
            action: 'fictional.update',
            subjectType: 'user',
            subjectId: id,
            before: auditView(before),
            after: auditView(after),
          });
        })
        .catch((err: unknown) => {
          if (err instanceof ApiError) throw err;
          if (/foreign key|violates/i.test(String((err as Error).message ?? err)))
            throw invalid('body.country', 'unknown country');
          throw err;
        });
      return { profile: await loadFictional(db, id, now) };
    },
  });

  const decode = limiter(DECODE_CONCURRENCY);
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });
    scope.post('/operator/fictional-photo.php', {
      ...operatorCall(app, access, {
        summary: 'Add a photo to a fictional profile',
        description:
          '`?id=` the profile; `multipart/form-data` with one file part `file`. The same pipeline as members’ ' +
          'uploads: decoded and re-encoded (orientation applied, every metadata block stripped) into WebP ' +
          'renditions under a random key; refused images answer as for members (415, 422, 413). Approved at ' +
          'once (an operator made it) and the main photo when the profile has none, which activates the ' +
          `profile. At most ${FICTIONAL_PHOTO_LIMIT} photos (409 \`photo_limit_reached\`). Writes an ` +
          '`audit_log` row `fictional.photo`.',
        querystring: ZFictionalIdQuery,
        consumes: ['multipart/form-data'],
        ok: ZFictionalProfileResponse,
        errors: [404, 409, 413, 415, 422],
        limit: { max: 60, timeWindow: '10 minutes' },
      }),
      handler: async (request) => {
        const { id } = request.query as { id: string };
        const now = app.config.now();
        await loadFictional(db, id, now);
        const processed = await decodePhoto(
          decode,
          request.log,
          await readOnlyFile(request),
          'fictional photo refused',
        );
        await storePhoto(app, processed, (storageKey) =>
          db.transaction(async (tx) => {
            await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
            const [count] = await tx
              .select({ n: sql<number>`count(*)::int`, max: sql<number | null>`max(${photos.position})` })
              .from(photos)
              .where(eq(photos.ownerId, id));
            if (Number(count?.n ?? 0) >= FICTIONAL_PHOTO_LIMIT)
              throw new ApiError('photo_limit_reached', { params: { limit: FICTIONAL_PHOTO_LIMIT } });
            const [row] = await tx
              .insert(photos)
              .values({
                ownerId: id,
                storageKey,
                private: false,
                status: 'approved',
                position: (count?.max ?? -1) + 1,
                ...renditionColumns(processed),
                createdAt: now,
              })
              .returning({ id: photos.id });
            await ensureMainPhoto(tx as unknown as Db, id);
            await refreshProfileStatus(tx as unknown as Db, id);
            await tx.update(profiles).set({ updatedAt: now }).where(eq(profiles.userId, id));
            await writeAudit(tx, app, request, {
              action: 'fictional.photo',
              subjectType: 'user',
              subjectId: id,
              after: { photo: row?.id, status: 'approved', width: processed.full.width },
            });
            return row;
          }),
        );
        return { profile: await loadFictional(db, id, now) };
      },
    });
  });
}
