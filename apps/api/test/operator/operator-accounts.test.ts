// Operator accounts (issue 15, ADR 0028): argon2id password + TOTP login with replay refused, a session
// separate from members', roles on every call, the photo queue with decisions, the append-only audit log.
import { queryRows } from '@dating/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { totpCode, totpStep } from '../../src/operator/totp';
import { CLIENT, expectEnvelope, useTestApp } from '../helper';
import { actor, addPhoto } from '../profiles-helper';
import {
  OPERATOR_PASSWORD,
  freshCode,
  newOperator,
  operatorCookie,
  operatorLoginRequest,
} from './operator-helper';

const ctx = useTestApp();

const get = (url: string, cookie: string) => ctx.app.inject({ url, headers: { cookie } });
const post = (url: string, cookie: string, payload: Record<string, unknown>, origin?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { cookie, ...(origin ? { origin } : {}) },
    payload,
  });

describe('operator login', () => {
  it('needs the password and a fresh TOTP code; a code works once', async () => {
    const op = await newOperator(ctx, ['moderator']);
    const step = totpStep(new Date());
    const code = totpCode(op.secret, step);
    op.lastStep = step;

    const wrongPassword = await operatorLoginRequest(ctx, {
      email: op.email,
      password: 'nope-nope-nope',
      totp: code,
    });
    expect(expectEnvelope(wrongPassword).error.code).toBe('login_failed');
    const wrongCode = await operatorLoginRequest(ctx, {
      email: op.email,
      password: OPERATOR_PASSWORD,
      totp: code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.statusCode).toBe(401);
    const unknown = await operatorLoginRequest(ctx, {
      email: 'nobody@operators.example',
      password: OPERATOR_PASSWORD,
      totp: code,
    });
    expect(unknown.statusCode).toBe(401);

    const ok = await operatorLoginRequest(ctx, {
      email: op.email.toUpperCase(),
      password: OPERATOR_PASSWORD,
      totp: code,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ email: op.email, roles: ['moderator'] });
    const cookie = ok.cookies.find((c) => c.name === 'operator._token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/operator' });
    expect(ok.cookies.find((c) => c.name === 'auth._token')).toBeUndefined();

    // The same code again (a replay) is refused, though it is still inside the window.
    const replay = await operatorLoginRequest(ctx, {
      email: op.email,
      password: OPERATOR_PASSWORD,
      totp: code,
    });
    expect(expectEnvelope(replay).error.code).toBe('login_failed');

    // Only the token's hash is stored.
    const [stored] = await queryRows<{ token_hash: string }>(
      ctx.db.db,
      sql`select token_hash from operator_sessions where operator_id = ${op.id}`,
    );
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.token_hash).not.toBe(cookie?.value);
  });

  it('refuses a disabled operator and malformed bodies with envelopes', async () => {
    const op = await newOperator(ctx, ['admin']);
    await ctx.db.db.execute(sql`update operators set disabled_at = now() where id = ${op.id}`);
    const res = await operatorLoginRequest(ctx, {
      email: op.email,
      password: OPERATOR_PASSWORD,
      totp: freshCode(op),
    });
    expect(res.statusCode).toBe(401);
    for (const body of [
      {},
      { email: op.email },
      { email: op.email, password: 'x', totp: '12345' },
      { extra: 1 },
    ]) {
      expect(expectEnvelope(await operatorLoginRequest(ctx, body)).error.status).toBe(400);
    }
  });

  it('keeps operator and member sessions apart, and logout ends the session', async () => {
    const op = await newOperator(ctx, ['moderator']);
    const cookie = await operatorCookie(ctx, op);
    const member = await actor(ctx.app, ctx.db);
    // A member session is no operator session…
    expect((await get('/api/operator/me.php', member.cookie)).statusCode).toBe(403);
    // …and an operator session is no member session.
    const asMember = await ctx.app.inject({ url: '/api/user.php', headers: { ...CLIENT, cookie } });
    expect(asMember.statusCode).toBe(403);
    // The operator cookie value used as a member cookie is nothing either.
    const swapped = cookie.replace('operator._token', 'auth._token');
    expect(
      (await ctx.app.inject({ url: '/api/user.php', headers: { ...CLIENT, cookie: swapped } })).statusCode,
    ).toBe(403);

    expect((await get('/api/operator/me.php', cookie)).json()).toMatchObject({ email: op.email });
    expect((await post('/api/operator/logout.php', cookie, {})).statusCode).toBe(200);
    expect((await get('/api/operator/me.php', cookie)).statusCode).toBe(403);
  });
});

describe('photo queue', () => {
  it('lists pending photos oldest first with their age; approve, reject with a reason, audited', async () => {
    const op = await newOperator(ctx, ['moderator']);
    const cookie = await operatorCookie(ctx, op);
    const owner = await actor(ctx.app, ctx.db);
    const older = await addPhoto(ctx.db, ctx.mediaDir, owner.id, { status: 'pending', position: 1 });
    const newer = await addPhoto(ctx.db, ctx.mediaDir, owner.id, { status: 'pending', position: 2 });
    await ctx.db.db.execute(
      sql`update photos set created_at = now() - interval '2 hours' where id = ${older.id}`,
    );

    const queue = await get('/api/operator/photo-queue.php?limit=200', cookie);
    expect(queue.statusCode, queue.body).toBe(200);
    const items = (queue.json() as { items: { id: string; age_seconds: number; thumb_url: string }[] }).items;
    const ids = items.map((i) => i.id);
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const olderItem = items.find((i) => i.id === older.id)!;
    expect(olderItem.age_seconds).toBeGreaterThanOrEqual(7200 - 5);
    // The moderator sees the pending photo; a member other than the owner does not.
    expect((await get(olderItem.thumb_url, cookie)).statusCode).toBe(200);
    const other = await actor(ctx.app, ctx.db);
    expect((await get(olderItem.thumb_url, other.cookie)).statusCode).toBe(403);
    expect((await get(`/api/media/${older.key}.webp`, other.cookie)).statusCode).toBe(404);

    // A rejection needs a reason.
    const noReason = await post('/api/operator/photo-decision.php', cookie, {
      photo: older.id,
      decision: 'reject',
    });
    expect(expectEnvelope(noReason).error.status).toBe(400);
    const approved = await post('/api/operator/photo-decision.php', cookie, {
      photo: newer.id,
      decision: 'approve',
    });
    expect(approved.json()).toMatchObject({ ok: true, status: 'approved' });
    const rejected = await post('/api/operator/photo-decision.php', cookie, {
      photo: older.id,
      decision: 'reject',
      reason: 'Shows another person',
    });
    expect(rejected.json()).toMatchObject({ ok: true, status: 'rejected' });
    // Decided once: the second moderator on the same photo gets 409; an unknown photo 404.
    const again = await post('/api/operator/photo-decision.php', cookie, {
      photo: older.id,
      decision: 'approve',
    });
    expect(expectEnvelope(again).error.code).toBe('conflict');
    const unknown = await post('/api/operator/photo-decision.php', cookie, {
      photo: '00000000-0000-4000-8000-000000000000',
      decision: 'approve',
    });
    expect(unknown.statusCode).toBe(404);
    const after = (await get('/api/operator/photo-queue.php?limit=200', cookie)).json() as {
      items: { id: string }[];
    };
    expect(after.items.map((i) => i.id)).not.toContain(older.id);

    const rows = await queryRows<{ actor: string; action: string; data: Record<string, unknown> }>(
      ctx.db.db,
      sql`select actor, action, data from audit_log where subject_id = ${older.id} order by id`,
    );
    expect(rows).toEqual([
      {
        actor: `operator:${op.email}`,
        action: 'photo.reject',
        data: expect.objectContaining({
          before: { status: 'pending' },
          after: { status: 'rejected' },
          reason: 'Shows another person',
          operator_id: op.id,
        }),
      },
    ]);
  });

  it('refuses a state change from a foreign origin (CSRF) and changes nothing', async () => {
    const op = await newOperator(ctx, ['moderator']);
    const cookie = await operatorCookie(ctx, op);
    const owner = await actor(ctx.app, ctx.db);
    const photo = await addPhoto(ctx.db, ctx.mediaDir, owner.id, { status: 'pending', position: 1 });
    const res = await post(
      '/api/operator/photo-decision.php',
      cookie,
      { photo: photo.id, decision: 'approve' },
      'https://evil.example',
    );
    expect(expectEnvelope(res).error.status).toBe(403);
    const [row] = await queryRows<{ status: string }>(
      ctx.db.db,
      sql`select status from photos where id = ${photo.id}`,
    );
    expect(row?.status).toBe('pending');
  });
});

describe('audit log', () => {
  it('is searchable by admins only, by actor, action and subject', async () => {
    const admin = await newOperator(ctx, ['admin']);
    const moderator = await newOperator(ctx, ['moderator']);
    const adminCookie = await operatorCookie(ctx, admin);
    const modCookie = await operatorCookie(ctx, moderator);
    expect((await get('/api/operator/audit-log.php', modCookie)).statusCode).toBe(403);

    const byActor = await get(
      `/api/operator/audit-log.php?actor=${encodeURIComponent(`operator:${moderator.email}`)}`,
      adminCookie,
    );
    expect(byActor.statusCode, byActor.body).toBe(200);
    const rows = (byActor.json() as { rows: { action: string; subject_id: string }[] }).rows;
    expect(rows.map((r) => r.action)).toEqual(['operator.login']);
    expect(rows[0]?.subject_id).toBe(moderator.id);

    const logins = (
      await get('/api/operator/audit-log.php?action=operator.*&limit=200', adminCookie)
    ).json() as {
      rows: { actor: string }[];
    };
    expect(logins.rows.map((r) => r.actor)).toEqual(
      expect.arrayContaining([`operator:${admin.email}`, `operator:${moderator.email}`]),
    );
    const future = (
      await get(`/api/operator/audit-log.php?from=${encodeURIComponent('2999-01-01T00:00:00Z')}`, adminCookie)
    ).json() as { rows: unknown[] };
    expect(future.rows).toEqual([]);
    expect((await get('/api/operator/audit-log.php?action=DROP%20TABLE', adminCookie)).statusCode).toBe(400);
  });

  it('refuses UPDATE and DELETE in the database itself', async () => {
    await operatorCookie(ctx, await newOperator(ctx, ['host']));
    const [row] = await queryRows<{ id: number }>(
      ctx.db.db,
      sql`select id from audit_log order by id desc limit 1`,
    );
    await expect(
      ctx.db.db.execute(sql`update audit_log set action = 'x' where id = ${row!.id}`),
    ).rejects.toThrow();
    await expect(ctx.db.db.execute(sql`delete from audit_log where id = ${row!.id}`)).rejects.toThrow();
    const [still] = await queryRows<{ action: string }>(
      ctx.db.db,
      sql`select action from audit_log where id = ${row!.id}`,
    );
    expect(still?.action).toBe('operator.login');
  });
});
