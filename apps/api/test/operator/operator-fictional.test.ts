// The fictional-profile editor (issue 15 item 6, ADR 0037): an admin lists, creates and edits fictional
// profiles and gives them photos through the members' upload pipeline (re-encoded WebP, no metadata); the
// fictional flag cannot be cleared and members keep seeing the marker; every change is audited; nobody but
// an admin gets in, and a real member's profile is not reachable through it.
import exifr from 'exifr';
import { queryRows } from '@dating/db';
import { createMember } from '@dating/db/seed';
import {
  ZFictionalListResponse,
  ZFictionalProfileResponse,
  type TFictionalCreateInput,
} from '@dating/core/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { nextIp } from '../accounts-helper';
import { useTestApp } from '../helper';
import { actor, jpegWithGps, multipart } from '../profiles-helper';
import { newOperator, operatorCall, operatorCookie } from './operator-helper';

const ctx = useTestApp();

const as = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  operatorCall(ctx, cookie, method, url, payload);

const admin = async () => operatorCookie(ctx, await newOperator(ctx, ['admin']));

const NEW: TFictionalCreateInput = {
  name: 'Lotte',
  gender: 'female',
  sexuality: 'hetero',
  date_of_birth: '1994-05-17',
  country: 'NL',
  city: 'Utrecht',
  bio: 'Cyclist, coffee, old films.',
};

function uploadPhoto(cookie: string, id: string, data: Buffer) {
  const body = multipart([{ name: 'file', filename: 'p.jpg', type: 'image/jpeg', data }]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/operator/fictional-photo.php?id=${id}`,
    remoteAddress: nextIp(),
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

const fictionalFlag = async (id: string) =>
  (
    await queryRows<{ fictional: boolean }>(
      ctx.db.db,
      sql`select fictional from profiles where user_id = ${id}`,
    )
  )[0]?.fictional;

const auditOf = (id: string) =>
  queryRows<{ action: string; data: { before?: { bio?: string }; after?: { bio?: string } } }>(
    ctx.db.db,
    sql`select action, data from audit_log where subject_id = ${id} and action like 'fictional.%' order by id`,
  );

function expectCode(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect((res.json() as { error: { code: string } }).error.code).toBe(code);
}

describe('the fictional-profile editor', () => {
  it('creates, edits and lists a fictional profile; the flag is on and each change is audited', async () => {
    const cookie = await admin();
    const created = await as(cookie, 'POST', 'fictional-profile.php', NEW);
    expect(created.statusCode, created.body).toBe(200);
    const p = ZFictionalProfileResponse.parse(created.json()).profile;
    expect(p).toMatchObject({
      fictional: true,
      name: 'Lotte',
      city: 'Utrecht',
      status: 'disabled',
      photos: [],
    });
    expect(await fictionalFlag(p.id)).toBe(true);
    const [user] = await queryRows<{ email: string; password_hash: string | null }>(
      ctx.db.db,
      sql`select email, password_hash from users where id = ${p.id}`,
    );
    expect(user).toMatchObject({ password_hash: null });
    expect(user!.email).toMatch(/@fictional\.invalid$/);

    const edited = await as(cookie, 'PUT', 'fictional-profile.php', {
      id: p.id,
      bio: 'Cyclist and film lover.',
      name: 'Lotte B',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ZFictionalProfileResponse.parse(edited.json()).profile).toMatchObject({
      name: 'Lotte B',
      bio: 'Cyclist and film lover.',
      fictional: true,
    });
    const audit = await auditOf(p.id);
    expect(audit.map((a) => a.action)).toEqual(['fictional.create', 'fictional.update']);
    expect(audit[1]!.data.before?.bio).toBe('Cyclist, coffee, old films.');
    expect(audit[1]!.data.after?.bio).toBe('Cyclist and film lover.');

    const list = ZFictionalListResponse.parse(
      (await as(cookie, 'GET', 'fictional-profiles.php?q=lotte')).json(),
    );
    expect(list.profiles.map((x) => x.id)).toContain(p.id);
    expect(list.profiles.every((x) => x.fictional)).toBe(true);
  });

  it('never clears the fictional flag and never reaches a real member', async () => {
    const cookie = await admin();
    const p = ZFictionalProfileResponse.parse(
      (await as(cookie, 'POST', 'fictional-profile.php', NEW)).json(),
    ).profile;
    for (const body of [
      { id: p.id, fictional: false },
      { id: p.id, bio: 'x', fictional: false },
      { id: p.id, is_fictional: false },
    ]) {
      expectCode(await as(cookie, 'PUT', 'fictional-profile.php', body), 400, 'validation_failed');
    }
    expectCode(
      await as(cookie, 'POST', 'fictional-profile.php', { ...NEW, fictional: false }),
      400,
      'validation_failed',
    );
    expect(await fictionalFlag(p.id)).toBe(true);
    expect((await auditOf(p.id)).map((a) => a.action)).toEqual(['fictional.create']);

    const real = await createMember(ctx.db.db, { name: 'Real' });
    expectCode(
      await as(cookie, 'PUT', 'fictional-profile.php', { id: real.id, bio: 'hijack' }),
      404,
      'not_found',
    );
    expectCode(await as(cookie, 'GET', `fictional-profile.php?id=${real.id}`), 404, 'not_found');
    expect(await fictionalFlag(real.id)).toBe(false);
    expectCode(
      await as(cookie, 'POST', 'fictional-profile.php', { ...NEW, date_of_birth: '2015-01-01' }),
      400,
      'validation_failed',
    );
  });

  it('takes photos through the upload pipeline: WebP without metadata, approved, profile active, marker shown', async () => {
    const cookie = await admin();
    const p = ZFictionalProfileResponse.parse(
      (await as(cookie, 'POST', 'fictional-profile.php', NEW)).json(),
    ).profile;
    const res = await uploadPhoto(cookie, p.id, await jpegWithGps(900, 600));
    expect(res.statusCode, res.body).toBe(200);
    const after = ZFictionalProfileResponse.parse(res.json()).profile;
    expect(after.status).toBe('active');
    expect(after.photos).toHaveLength(1);
    expect(after.photos[0]).toMatchObject({ status: 'approved', main: true, width: 600, height: 900 });
    const file = await as(cookie, 'GET', after.photos[0]!.url.replace('/api/operator/', ''));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await exifr.parse(file.rawPayload, true).catch(() => undefined)).toBeUndefined();
    expect(file.rawPayload.includes('Dating Test Cam')).toBe(false);
    expect((await auditOf(p.id)).map((a) => a.action)).toEqual(['fictional.create', 'fictional.photo']);

    // A member sees the profile with the fictional marker.
    const viewer = await actor(ctx.app, ctx.db, { name: 'Viewer' });
    const seen = await ctx.app.inject({
      url: `/api/member.php?id=${p.id}`,
      headers: { cookie: viewer.cookie },
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(JSON.stringify(seen.json())).toContain('"fictional":true');

    // Not an image: refused like a member's upload, nothing stored.
    const bad = await uploadPhoto(cookie, p.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    const again = ZFictionalProfileResponse.parse(
      (await as(cookie, 'GET', `fictional-profile.php?id=${p.id}`)).json(),
    );
    expect(again.profile.photos).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const cookie = await admin();
    const p = ZFictionalProfileResponse.parse(
      (await as(cookie, 'POST', 'fictional-profile.php', NEW)).json(),
    ).profile;
    for (const role of ['host', 'finance', 'moderator'] as const) {
      const other = await operatorCookie(ctx, await newOperator(ctx, [role]));
      expect((await as(other, 'GET', 'fictional-profiles.php')).statusCode, role).toBe(403);
      expect(
        (await as(other, 'PUT', 'fictional-profile.php', { id: p.id, bio: 'no' })).statusCode,
        role,
      ).toBe(403);
      expect((await uploadPhoto(other, p.id, await jpegWithGps(300, 200))).statusCode, role).toBe(403);
    }
    expect((await auditOf(p.id)).map((a) => a.action)).toEqual(['fictional.create']);
  });
});
