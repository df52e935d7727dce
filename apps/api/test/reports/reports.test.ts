// Member reports, bans, hidden profiles and profile-text review (issue 15 items 2 and 3, ADR 0034): the member's
// report (self, unknown, visitor, bad input, idempotence, limits, consent for messages), the moderator's queue and
// decisions (roles, audit rows, statements of reasons in each member's language), the ban (sessions revoked,
// login refused with account_banned), hiding (gone from search and the profile page) and the text queue.
import { queryRows, schema, type DbHandle } from '@dating/db';
import { listMailbox } from '@dating/mail';
import {
  ZOperatorReportsResponse,
  ZProfileTextQueueResponse,
  ZReportResponse,
  type TOperatorReport,
} from '@dating/core/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, nextIp } from '../accounts-helper';
import { CLIENT, expectEnvelope, postLogin, setupTestApp, type TestContext } from '../helper';
import { newOperator, operatorCookie } from '../operator/operator-helper';
import { actor, PASSWORD, type Actor } from '../profiles-helper';
import { purgeOldReports } from '../../src/reports/reports-repo';

const TOKEN = 'reports-operator-token-0123456789';
const BEARER = { authorization: `Bearer ${TOKEN}` };

let ctx: TestContext;
let giulia: Actor; // reports, in Italian
let hans: Actor; // is reported, in German
let other: Actor;
beforeAll(async () => {
  ctx = await setupTestApp({ operatorToken: TOKEN });
  giulia = await actor(ctx.app, ctx.db, { language: 'it', name: 'Giulia' });
  hans = await actor(ctx.app, ctx.db, { language: 'de', name: 'Hans' });
  other = await actor(ctx.app, ctx.db, { language: 'fr', name: 'Odile' });
}, SETUP_TIMEOUT);
afterAll(async () => ctx?.close());

const report = (who: Actor | null, body: unknown, ip = nextIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/report.php',
    headers: who ? { cookie: who.cookie } : {},
    remoteAddress: ip,
    payload: body as Record<string, unknown>,
  });
/** A report that is accepted: its answer. */
const filed = async (who: Actor, body: Record<string, unknown>) =>
  ZReportResponse.parse((await report(who, body)).json());

const op = (method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = BEARER) =>
  ctx.app.inject({
    method,
    url,
    headers,
    remoteAddress: nextIp(),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

const queue = async (): Promise<TOperatorReport[]> => {
  const res = await op('GET', '/api/operator/reports.php?limit=200');
  expect(res.statusCode, res.body).toBe(200);
  return ZOperatorReportsResponse.parse(res.json()).items;
};

const reportCount = async () =>
  (await queryRows<{ n: number }>(ctx.db.db, sql`select count(*)::int as n from reports`))[0]!.n;

const auditRows = (action: string, subject: string) =>
  queryRows<{ actor: string; data: { before?: unknown; after?: unknown } }>(
    ctx.db.db,
    sql`select actor, data from audit_log where action = ${action} and subject_id = ${subject}`,
  );

/** The newest mail to `to`: of `kind` and with `subject` in its subject when given, and each of `text` in its text. */
async function expectNewestMail(to: string, want: { kind?: string; subject?: string; text: string[] }) {
  const [newest] = await listMailbox(ctx.db.db, { to });
  expect(newest, `a mail to ${to}`).toBeDefined();
  if (want.kind) expect(newest!.kind).toBe(want.kind);
  if (want.subject) expect(newest!.subject).toContain(want.subject);
  for (const t of want.text) expect(newest!.text).toContain(t);
}

/** A fresh member pair for a decision test: a reporter and the member they report, each logged in. */
async function pair(reporterLang: 'it' | 'nl' = 'it', reportedLang: 'de' | 'pl' = 'de') {
  const reporter = await actor(ctx.app, ctx.db, { language: reporterLang, name: 'Reporter' });
  const reported = await actor(ctx.app, ctx.db, {
    language: reportedLang,
    name: 'Reported',
    country: 'IE',
    gender: 'female',
    age: 33,
  });
  return { reporter, reported };
}

/** Stores a conversation of `n` text messages between a and b, alternating, numbered 1..n. */
async function conversation(db: DbHandle, a: Actor, b: Actor, n: number): Promise<string> {
  const [x, y] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
  const [conv] = await db.db
    .insert(schema.conversations)
    .values({ memberA: x, memberB: y, startedBy: a.id, lastSeq: n })
    .returning({ id: schema.conversations.id });
  for (let i = 1; i <= n; i++) {
    await db.db.insert(schema.messages).values({
      conversationId: conv!.id,
      seq: i,
      senderId: i % 2 ? a.id : b.id,
      kind: 'text',
      body: `message ${i}`,
      clientId: `c-${conv!.id}-${i}`,
      createdAt: new Date(Date.now() - (n - i) * 1000),
    });
  }
  return conv!.id;
}

describe('reporting a member', () => {
  it('stores a report, confirms it by e-mail in the reporter’s language and puts it in the queue', async () => {
    const res = await report(giulia, { profile: hans.id, reason: 'fake_scam', text: '  Chiede soldi.  ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = ZReportResponse.parse(res.json());
    expect(body.created).toBe(true);
    await expectNewestMail(giulia.email, {
      kind: 'report_received',
      subject: 'Abbiamo ricevuto la tua segnalazione',
      text: ['Hans', 'profilo falso o truffa'],
    });
    const item = (await queue()).find((r) => r.id === body.report)!;
    expect(item).toMatchObject({
      reason: 'fake_scam',
      text: 'Chiede soldi.',
      from_chat: false,
      messages: null,
      reporter: { id: giulia.id, name: 'Giulia', locale: 'it' },
      reported: { id: hans.id, name: 'Hans', banned: false, hidden_by_moderation: false },
    });
    expect(item.age_seconds).toBeGreaterThanOrEqual(0);
  });

  it('answers a repeated identical report with the stored one, without a second mail', async () => {
    const first = await filed(giulia, { profile: other.id, reason: 'spam' });
    const mailsBefore = (await listMailbox(ctx.db.db, { to: giulia.email })).length;
    const countBefore = await reportCount();
    const again = await report(giulia, { profile: other.id, reason: 'spam', text: 'again' });
    expect(again.statusCode).toBe(200);
    expect(ZReportResponse.parse(again.json())).toEqual({ ok: true, report: first.report, created: false });
    expect(await reportCount()).toBe(countBefore);
    expect((await listMailbox(ctx.db.db, { to: giulia.email })).length).toBe(mailsBefore);
    // Another reason is another report.
    const harassment = await filed(giulia, { profile: other.id, reason: 'harassment_hate' });
    expect(harassment.created).toBe(true);
    expect(harassment.report).not.toBe(first.report);
  });

  it('refuses oneself, an unknown member and a visitor, and bad input with the envelope', async () => {
    const before = await reportCount();
    const self = await report(giulia, { profile: giulia.id, reason: 'spam' });
    expect(self.statusCode).toBe(400);
    expect(expectEnvelope(self).error.message).toBe('report:errors.self');
    const unknown = await report(giulia, { profile: '00000000-0000-4000-8000-000000000000', reason: 'spam' });
    expect(expectEnvelope(unknown).error.code).toBe('not_found');
    const visitor = await report(null, { profile: hans.id, reason: 'spam' });
    expect(expectEnvelope(visitor).error.code).toBe('authentication_required');
    for (const bad of [
      {},
      { profile: hans.id },
      { profile: hans.id, reason: 'rude' },
      { profile: 'not-a-uuid', reason: 'spam' },
      { profile: hans.id, reason: 'other' }, // "other" needs a text
      { profile: hans.id, reason: 'other', text: 'x'.repeat(1001) },
      { profile: hans.id, reason: 'spam', extra: true },
      { profile: hans.id, reason: 'spam', attach_messages: 'yes' },
    ]) {
      const res = await report(giulia, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(expectEnvelope(res).error.code).toBe('validation_failed');
    }
    const other = await report(giulia, { profile: hans.id, reason: 'other' });
    expect(other.json().error.fields[0].message).toBe('report:errors.otherNeedsText');
    expect(await reportCount()).toBe(before);
  });

  it('lets a fictional profile be reported like any other', async () => {
    const [fictional] = await queryRows<{ id: string }>(
      ctx.db.db,
      sql`select user_id as id from profiles where fictional limit 1`,
    );
    const res = await report(giulia, { profile: fictional!.id, reason: 'fake_scam' });
    expect(res.statusCode, res.body).toBe(200);
    const id = ZReportResponse.parse(res.json()).report;
    expect((await queue()).some((r) => r.id === id && r.reported.fictional)).toBe(true);
  });

  it('copies the last 20 messages of the chat only with consent, and never from the profile', async () => {
    const { reporter, reported } = await pair();
    await conversation(ctx.db, reporter, reported, 25);
    const without = await filed(reporter, {
      profile: reported.id,
      reason: 'harassment_hate',
      from_chat: true,
    });
    const fromProfile = await filed(reporter, {
      profile: reported.id,
      reason: 'spam',
      attach_messages: true,
    });
    const withConsent = await filed(reporter, {
      profile: reported.id,
      reason: 'violence_threats',
      from_chat: true,
      attach_messages: true,
    });
    const stored = await queryRows<{ id: string; messages: unknown }>(
      ctx.db.db,
      sql`select id, messages from reports where reporter_id = ${reporter.id}`,
    );
    const byId = new Map(stored.map((r) => [r.id, r.messages]));
    expect(byId.get(without.report)).toBeNull();
    expect(byId.get(fromProfile.report)).toBeNull();
    const items = await queue();
    expect(items.find((r) => r.id === without.report)!.messages).toBeNull();
    const copied = items.find((r) => r.id === withConsent.report)!.messages!;
    expect(copied).toHaveLength(20);
    expect(copied.map((m) => m.body)).toEqual(Array.from({ length: 20 }, (_, i) => `message ${i + 6}`));
    // Odd messages came from the reporter.
    expect(copied[0]).toMatchObject({ from: 'reported', kind: 'text' });
    expect(copied[1]).toMatchObject({ from: 'reporter' });
  });

  it('limits a member to 20 reports a day and a client address to 30 calls in 10 minutes', async () => {
    const busy = await actor(ctx.app, ctx.db, { name: 'Busy' });
    const targets = [hans, other, giulia];
    let n = 0;
    outer: for (const t of targets) {
      for (const reason of [
        'fake_scam',
        'harassment_hate',
        'spam',
        'underage',
        'violence_threats',
        'sexual_non_consent',
        'other',
      ]) {
        if (n === 20) break outer;
        const res = await report(busy, { profile: t.id, reason, text: 'Seen it myself.' });
        expect(res.statusCode, res.body).toBe(200);
        n += 1;
      }
    }
    const over = await report(busy, { profile: giulia.id, reason: 'other', text: 'One more thing.' });
    expect(expectEnvelope(over).error.code).toBe('rate_limited');

    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await report(giulia, { profile: hans.id, reason: 'fake_scam' }, ip)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('the moderator’s decisions', () => {
  it('refuses members, hosts and finance operators; moderators and admins pass', async () => {
    const cookies = {
      moderator: await operatorCookie(ctx, await newOperator(ctx, ['moderator'])),
      admin: await operatorCookie(ctx, await newOperator(ctx, ['admin'])),
      host: await operatorCookie(ctx, await newOperator(ctx, ['host'])),
      finance: await operatorCookie(ctx, await newOperator(ctx, ['finance'])),
    };
    for (const url of ['/api/operator/reports.php', '/api/operator/profile-texts.php']) {
      expect((await op('GET', url, undefined, { cookie: giulia.cookie })).statusCode).toBe(403);
      expect((await op('GET', url, undefined, {})).statusCode).toBe(403);
      expect((await op('GET', url, undefined, { cookie: cookies.host })).statusCode).toBe(403);
      expect((await op('GET', url, undefined, { cookie: cookies.finance })).statusCode).toBe(403);
      expect((await op('GET', url, undefined, { cookie: cookies.moderator })).statusCode).toBe(200);
      expect((await op('GET', url, undefined, { cookie: cookies.admin })).statusCode).toBe(200);
    }
    const { reporter, reported } = await pair();
    const id = (await filed(reporter, { profile: reported.id, reason: 'spam' })).report;
    for (const who of [cookies.host, cookies.finance, reporter.cookie]) {
      const res = await op(
        'POST',
        '/api/operator/report-decision.php',
        { report: id, decision: 'ban' },
        { cookie: who },
      );
      expect(expectEnvelope(res).error.code).toBe('forbidden');
    }
    const [row] = await queryRows<{ status: string; banned: Date | null }>(
      ctx.db.db,
      sql`select r.status, u.banned_at as banned from reports r join users u on u.id = r.reported_user_id where r.id = ${id}`,
    );
    expect(row).toEqual({ status: 'open', banned: null });
    const ok = await op(
      'POST',
      '/api/operator/report-decision.php',
      { report: id, decision: 'dismiss' },
      { cookie: cookies.moderator },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [audit] = await auditRows('report.dismiss', id);
    expect(audit!.actor).toMatch(/^operator:op-moderator-/);
  });

  it('bans: every session revoked at once, login refused with account_banned, statements in both languages', async () => {
    const { reporter, reported } = await pair('it', 'de');
    const id = (await filed(reporter, { profile: reported.id, reason: 'harassment_hate', text: 'Insulti.' }))
      .report;
    // A second session of the reported member, on another browser.
    const secondLogin = await postLogin(
      ctx.app,
      { email: reported.email, password: PASSWORD },
      { remoteAddress: nextIp() },
    );
    const secondCookie = `auth._token=${secondLogin.cookies.find((c) => c.name === 'auth._token')!.value}`;
    for (const cookie of [reported.cookie, secondCookie]) {
      const before = await ctx.app.inject({ url: '/api/user.php', headers: { ...CLIENT, cookie } });
      expect(before.statusCode).toBe(200);
    }

    const res = await op('POST', '/api/operator/report-decision.php', {
      report: id,
      decision: 'ban',
      note: 'Repeated insults in chat.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, status: 'resolved', mails_sent: 2 });

    // The live session is gone: the next call says account_banned (the site shows /pages/ban).
    for (const cookie of [reported.cookie, secondCookie]) {
      const after = await ctx.app.inject({ url: '/api/user.php', headers: { ...CLIENT, cookie } });
      expect(after.statusCode).toBe(403);
      expect(expectEnvelope(after).error.code).toBe('account_banned');
    }
    const live = await queryRows<{ n: number }>(
      ctx.db.db,
      sql`select count(*)::int as n from sessions where user_id = ${reported.id} and revoked_at is null`,
    );
    expect(live[0]!.n).toBe(0);
    // The right password is refused.
    const login = await postLogin(
      ctx.app,
      { email: reported.email, password: PASSWORD },
      { remoteAddress: nextIp() },
    );
    expect(login.statusCode).toBe(403);
    expect(expectEnvelope(login).error.code).toBe('account_banned');
    expect(login.cookies.find((c) => c.name === 'auth._token')).toBeUndefined();
    // A wrong password still says login_failed (a ban reveals nothing without the password).
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: CLIENT,
      remoteAddress: nextIp(),
      payload: { email: reported.email, password: 'not-the-password' },
    });
    expect(expectEnvelope(wrong).error.code).toBe('login_failed');

    // The audit row: who, what, before/after.
    const [audit] = await auditRows('report.ban', id);
    expect(audit!.actor).toBe('system:operator-token');
    expect(audit!.data).toMatchObject({
      before: { banned: false, hidden: false, report_status: 'open' },
      after: { banned: true, hidden: true, report_status: 'resolved' },
      reported_id: reported.id,
      ground: 'harassment_hate',
      note: 'Repeated insults in chat.',
    });
    // Statements of reasons: the reporter in Italian, the banned member in German, both with the appeal.
    await expectNewestMail(reporter.email, {
      kind: 'report_decided',
      subject: 'La nostra decisione sulla tua segnalazione',
      text: ['Abbiamo bloccato l', 'molestie o odio', 'Rispondi a questa e-mail'],
    });
    await expectNewestMail(reported.email, {
      kind: 'moderation_statement',
      subject: 'Eine Entscheidung zu deinem Konto',
      text: ['Wir haben dein Konto gesperrt', 'Repeated insults in chat.', '/pages/ban'],
    });
    // Deciding again is 409; the report left the queue.
    const again = await op('POST', '/api/operator/report-decision.php', { report: id, decision: 'warn' });
    expect(expectEnvelope(again).error.code).toBe('conflict');
    expect((await queue()).some((r) => r.id === id)).toBe(false);
    // Its next report shows the previous decision.
    const next = await filed(other, { profile: reported.id, reason: 'spam' });
    const item = (await queue()).find((r) => r.id === next.report)!;
    expect(item.reported.banned).toBe(true);
    expect(item.previous_decisions[0]).toMatchObject({ decision: 'ban', reason: 'harassment_hate' });
  });

  it('hides: gone from search and the profile page for others until shown again', async () => {
    const { reporter, reported } = await pair('nl', 'pl');
    const search = async () => {
      const res = await ctx.app.inject({
        url: '/api/search.php?country=IE&gender=female',
        headers: { cookie: reporter.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { results: { id: string }[] }).results.map((r) => r.id);
    };
    const profile = (who: Actor) =>
      ctx.app.inject({ url: `/api/member.php?id=${reported.id}`, headers: { cookie: who.cookie } });
    // A neighbour of the same age, country and gender: the hidden member is among her related profiles.
    const neighbour = await actor(ctx.app, ctx.db, {
      name: 'Neighbour',
      country: 'IE',
      gender: 'female',
      age: 33,
    });
    const related = async () => {
      const res = await ctx.app.inject({
        url: `/api/member.php?id=${neighbour.id}`,
        headers: { cookie: reporter.cookie },
      });
      return (res.json() as { related: { id: string }[] }).related.map((r) => r.id);
    };
    expect(await search()).toContain(reported.id);
    expect(await related()).toContain(reported.id);
    expect((await profile(reporter)).statusCode).toBe(200);
    const id = (await filed(reporter, { profile: reported.id, reason: 'fake_scam' })).report;
    const res = await op('POST', '/api/operator/report-decision.php', { report: id, decision: 'hide' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await search()).not.toContain(reported.id);
    expect(await related()).not.toContain(reported.id);
    expect((await profile(reporter)).statusCode).toBe(404);
    expect((await profile(other)).statusCode).toBe(404);
    // Nor can anyone like the hidden member (the swipe game never deals them either).
    const like = await ctx.app.inject({
      method: 'POST',
      url: '/api/swipe.php',
      headers: { cookie: reporter.cookie },
      payload: { profile: reported.id, action: 'like' },
    });
    expect(expectEnvelope(like).error.code).toBe('like_not_allowed');
    // The member still logs in and sees their own profile.
    expect((await profile(reported)).statusCode).toBe(200);
    await expectNewestMail(reported.email, {
      subject: 'Decyzja dotycząca Twojego konta',
      text: ['Ukryliśmy Twój profil'],
    });
    await expectNewestMail(reporter.email, { text: ['We hebben het profiel van het lid verborgen'] });
    // Shown again (audited).
    const restore = await op('POST', '/api/operator/member-restore.php', { member: reported.id });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(await search()).toContain(reported.id);
    expect((await profile(reporter)).statusCode).toBe(200);
    expect(await auditRows('member.unhide', reported.id)).toHaveLength(1);
    const twice = await op('POST', '/api/operator/member-restore.php', { member: reported.id });
    expect(expectEnvelope(twice).error.code).toBe('conflict');
  });

  it('warns (account unchanged) and dismisses (only the reporter is told), each with an audit row', async () => {
    const { reporter, reported } = await pair('it', 'de');
    const warnId = (await filed(reporter, { profile: reported.id, reason: 'spam' })).report;
    const dismissId = (await filed(reporter, { profile: reported.id, reason: 'underage' })).report;
    const warn = await op('POST', '/api/operator/report-decision.php', { report: warnId, decision: 'warn' });
    expect(warn.json()).toMatchObject({ status: 'resolved', mails_sent: 2 });
    expect(
      (await ctx.app.inject({ url: '/api/user.php', headers: { ...CLIENT, cookie: reported.cookie } }))
        .statusCode,
    ).toBe(200);
    const mailsBefore = (await listMailbox(ctx.db.db, { to: reported.email })).length;
    const dismiss = await op('POST', '/api/operator/report-decision.php', {
      report: dismissId,
      decision: 'dismiss',
    });
    expect(dismiss.json()).toMatchObject({ status: 'dismissed', mails_sent: 1 });
    expect((await listMailbox(ctx.db.db, { to: reported.email })).length).toBe(mailsBefore);
    await expectNewestMail(reporter.email, { text: ['non abbiamo riscontrato alcuna violazione'] });
    expect(await auditRows('report.warn', warnId)).toHaveLength(1);
    expect(await auditRows('report.dismiss', dismissId)).toHaveLength(1);
    for (const bad of [
      { report: warnId },
      { report: warnId, decision: 'delete' },
      { report: 'x', decision: 'warn' },
      { report: warnId, decision: 'warn', ground: 'rude' },
      { report: warnId, decision: 'warn', note: 'x'.repeat(501) },
    ]) {
      const res = await op('POST', '/api/operator/report-decision.php', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expectEnvelope(res);
    }
    const unknown = await op('POST', '/api/operator/report-decision.php', {
      report: '00000000-0000-4000-8000-000000000000',
      decision: 'warn',
    });
    expect(expectEnvelope(unknown).error.code).toBe('not_found');
  });
});

describe('profile texts', () => {
  const texts = async () => {
    const res = await op('GET', '/api/operator/profile-texts.php?limit=200');
    expect(res.statusCode, res.body).toBe(200);
    return ZProfileTextQueueResponse.parse(res.json()).items;
  };
  const edit = (who: Actor, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/profile.php',
      headers: { cookie: who.cookie },
      payload: body,
    });

  it('queues a new or changed text (a newer one supersedes the older), never a fictional profile’s', async () => {
    const m = await actor(ctx.app, ctx.db, { language: 'es', name: 'Marta' });
    const first = await edit(m, { bio: 'Me gusta el mar.' });
    expect(first.statusCode, first.body).toBe(200);
    let mine = (await texts()).filter((t) => t.member_id === m.id);
    expect(mine.map((t) => [t.field, t.text])).toEqual([['bio', 'Me gusta el mar.']]);
    await edit(m, { bio: 'Me gusta la montaña.', note: 'Busco algo serio.' });
    mine = (await texts()).filter((t) => t.member_id === m.id);
    expect(mine.map((t) => [t.field, t.text]).sort()).toEqual([
      ['bio', 'Me gusta la montaña.'],
      ['note', 'Busco algo serio.'],
    ]);
    const fictional = await queryRows<{ n: number }>(
      ctx.db.db,
      sql`select count(*)::int as n from profile_text_reviews r join profiles p on p.user_id = r.user_id where p.fictional`,
    );
    expect(fictional[0]!.n).toBe(0);
  });

  it('approves, or rejects: the text is gone for others at once and the member is told', async () => {
    const m = await actor(ctx.app, ctx.db, { language: 'fr', name: 'Zoé' });
    await edit(m, { bio: 'Achetez mes produits sur www.spam.example', note: 'Une note honnête.' });
    const mine = (await texts()).filter((t) => t.member_id === m.id);
    const bio = mine.find((t) => t.field === 'bio')!;
    const note = mine.find((t) => t.field === 'note')!;
    const noGround = await op('POST', '/api/operator/profile-text-decision.php', {
      id: bio.id,
      decision: 'reject',
    });
    expect(expectEnvelope(noGround).error.code).toBe('validation_failed');
    const rejected = await op('POST', '/api/operator/profile-text-decision.php', {
      id: bio.id,
      decision: 'reject',
      ground: 'spam',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', removed: true });
    const seen = await ctx.app.inject({
      url: `/api/member.php?id=${m.id}`,
      headers: { cookie: giulia.cookie },
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().profile.bio).toBeNull();
    expect(seen.json().profile.note).toBe('Une note honnête.');
    await expectNewestMail(m.email, {
      kind: 'moderation_statement',
      text: ['Nous avons retiré le texte « À propos de moi »', 'spam ou publicité'],
    });
    const approved = await op('POST', '/api/operator/profile-text-decision.php', {
      id: note.id,
      decision: 'approve',
    });
    expect(approved.json()).toMatchObject({ status: 'approved', removed: false });
    const [audit] = await auditRows('profile_text.reject', bio.id);
    expect(audit!.data).toMatchObject({
      before: { status: 'pending', field: 'bio', text: 'Achetez mes produits sur www.spam.example' },
      after: { status: 'rejected', removed: true },
    });
    expect(await auditRows('profile_text.approve', note.id)).toHaveLength(1);
    expect((await texts()).some((t) => t.member_id === m.id)).toBe(false);
    const again = await op('POST', '/api/operator/profile-text-decision.php', {
      id: note.id,
      decision: 'approve',
    });
    expect(expectEnvelope(again).error.code).toBe('conflict');
  });
});

describe('retention', () => {
  it('clears copied messages after six months, decided reports after a year, never open ones', async () => {
    const { reporter, reported } = await pair();
    await conversation(ctx.db, reporter, reported, 3);
    const decidedId = (
      await filed(reporter, { profile: reported.id, reason: 'spam', from_chat: true, attach_messages: true })
    ).report;
    const openId = (
      await filed(reporter, {
        profile: reported.id,
        reason: 'fake_scam',
        from_chat: true,
        attach_messages: true,
      })
    ).report;
    await op('POST', '/api/operator/report-decision.php', { report: decidedId, decision: 'warn' });
    const state = async () =>
      new Map(
        (
          await queryRows<{ id: string; has: boolean }>(
            ctx.db.db,
            sql`select id, messages is not null as has from reports where id in (${decidedId}, ${openId})`,
          )
        ).map((r) => [r.id, r.has]),
      );
    const day = 86_400_000;
    await purgeOldReports(ctx.db.db, new Date(Date.now() + 100 * day));
    expect(await state()).toEqual(
      new Map([
        [decidedId, true],
        [openId, true],
      ]),
    );
    await purgeOldReports(ctx.db.db, new Date(Date.now() + 200 * day));
    expect(await state()).toEqual(
      new Map([
        [decidedId, false],
        [openId, true],
      ]),
    );
    await purgeOldReports(ctx.db.db, new Date(Date.now() + 400 * day));
    expect(await state()).toEqual(new Map([[openId, true]]));
    // The decision itself stays on record.
    expect(await auditRows('report.warn', decidedId)).toHaveLength(1);
  });
});
