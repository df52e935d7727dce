import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, GENDERS, SEXUALITIES } from '@dating/core/contracts';
import {
  DEMO_LOGIN,
  ageOn,
  countMembers,
  migrate,
  pgliteGenericStatement,
  queryRows,
  sqlLiteral,
  schema,
  seed,
  type Db,
} from '../src/index';
import { createMember } from '../src/seed';
import { createTestDatabase, pgError, testEngines, type TestDatabase } from '../src/testing';
import journal from '../drizzle/meta/_journal.json';

const MEMBERS = 1000;

describe.each(testEngines())('database on %s', (kind) => {
  let tdb: TestDatabase;
  let db: Db;
  let mediaDir: string;
  let seedSeconds = 0;

  beforeAll(async () => {
    tdb = await createTestDatabase(kind);
    db = tdb.handle.db;
    mediaDir = await mkdtemp(join(tmpdir(), 'dating-db-media-'));
  });

  afterAll(async () => {
    await tdb?.drop();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('applies the migrations, and again without effect', async () => {
    await migrate(tdb.handle);
    await migrate(tdb.handle);
    if (kind === 'postgres') {
      // Two processes starting at once: the advisory lock serialises them.
      const [a, b] = await Promise.all([tdb.connect(), tdb.connect()]);
      await Promise.all([migrate(a), migrate(b)]);
    }
    const rows = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(rows[0]?.n).toBe(journal.entries.length);
  });

  it('plans hot reads generically on PostgreSQL and leaves every other statement to PostgreSQL', async () => {
    const mode = async (d: Db) =>
      (await queryRows<{ m: string }>(d, sql`select current_setting('plan_cache_mode') as m`))[0]?.m;
    if (kind === 'pglite') {
      expect(tdb.handle.generic).toBe(tdb.handle.db);
      return;
    }
    expect(await mode(tdb.handle.db)).toBe('auto');
    expect(await mode(tdb.handle.generic)).toBe('force_generic_plan');
    // The same database.
    const dbName = async (d: Db) =>
      (await queryRows<{ n: string }>(d, sql`select current_database() as n`))[0]?.n;
    expect(await dbName(tdb.handle.generic)).toBe(await dbName(tdb.handle.db));
  });

  it('runs a PGlite statement with a generic plan, and no other statement sees the setting', async () => {
    const run = pgliteGenericStatement(
      tdb.handle.generic,
      'test_generic',
      `select current_setting('plan_cache_mode') as mode, $1::int + 1 as next, $2::text as echo,
              $3::date as day, $4::timestamptz as at`,
    );
    if (kind === 'postgres') {
      expect(run).toBeNull();
      return;
    }
    expect(run).not.toBeNull();
    const tricky = `it's "quoted" \\ and -- not a comment; select 1`;
    const rows = await run!([41, tricky, '2001-02-03', '2026-11-23T10:00:00.000Z']);
    // Dates stay PostgreSQL's text, as drizzle's PGlite driver gives them.
    expect(rows).toEqual([
      {
        mode: 'force_generic_plan',
        next: 42,
        echo: tricky,
        day: '2001-02-03',
        at: expect.stringMatching(/^2026-11-23 10:00:00/),
      },
    ]);
    const mode = async () =>
      (await queryRows<{ m: string }>(db, sql`select current_setting('plan_cache_mode') as m`))[0]?.m;
    expect(await mode()).toBe('auto');
    await expect(run!(['not a number', null, null, null])).rejects.toThrow(/integer/);
    expect(await mode()).toBe('auto');
    // Prepared once: a second run reuses it, with null for a missing value.
    expect((await run!([1, null, null, null]))[0]).toMatchObject({ next: 2, echo: null, day: null });
    expect(() => sqlLiteral('a\0b')).toThrow(/NUL/);
    expect(() => pgliteGenericStatement(db, 'bad name; drop', 'select 1')).toThrow(/name/);
  });

  it(`seeds ${MEMBERS} members once, then is a no-op`, async () => {
    const started = performance.now();
    const first = await seed(tdb.handle, { members: MEMBERS, mediaDir });
    seedSeconds = (performance.now() - started) / 1000;
    console.log(`[${kind}] seed of ${MEMBERS} members: ${seedSeconds.toFixed(1)} s`);
    expect(first).toEqual({ created: true, members: MEMBERS });
    const again = await seed(tdb.handle, { members: MEMBERS, mediaDir });
    expect(again).toEqual({ created: false, members: MEMBERS });
    expect(await countMembers(db, { fictional: true })).toBe(MEMBERS);
    expect(await countMembers(db, { fictional: false })).toBe(2);
    expect(await countMembers(db)).toBe(MEMBERS + 2);
    // Every member's photos are drawn for that member (ADR 0027): about 25 s of CPU on an idle core, more
    // while the rest of the suite runs beside it.
  }, 240_000);

  it('spreads the fictional members over countries, regions, genders, sexualities and ages', async () => {
    const rows = await db
      .select({
        country: schema.profiles.country,
        regionId: schema.profiles.regionId,
        regionCountry: schema.regions.countryCode,
        gender: schema.profiles.gender,
        sexuality: schema.profiles.sexuality,
        dob: schema.profiles.dateOfBirth,
        status: schema.profiles.status,
        userStatus: schema.users.status,
        mainPhotoId: schema.profiles.mainPhotoId,
        name: schema.profiles.name,
      })
      .from(schema.profiles)
      .innerJoin(schema.users, eq(schema.users.id, schema.profiles.userId))
      .leftJoin(schema.regions, eq(schema.regions.id, schema.profiles.regionId))
      .where(eq(schema.profiles.fictional, true));
    expect(rows.length).toBeGreaterThanOrEqual(1000);
    const countries = new Set(rows.map((r) => r.country));
    expect(countries.size).toBeGreaterThanOrEqual(10);
    for (const c of countries) expect(COUNTRIES).toContain(c);
    expect(new Set(rows.map((r) => r.gender))).toEqual(new Set(GENDERS));
    expect(new Set(rows.map((r) => r.sexuality))).toEqual(new Set(SEXUALITIES));
    const now = new Date();
    const ages = rows.map((r) => ageOn(r.dob, now));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(18);
    expect(Math.max(...ages)).toBeLessThanOrEqual(70);
    expect(Math.min(...ages)).toBeLessThanOrEqual(20);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(65);
    for (const r of rows) {
      expect(r.regionId).not.toBeNull();
      expect(r.regionCountry).toBe(r.country);
      expect(r.status).toBe('active');
      expect(r.userStatus).toBe('active');
      expect(r.mainPhotoId).not.toBeNull();
      expect(r.name.length).toBeGreaterThan(0);
    }
    // Several regions per country, not one.
    const nlRegions = new Set(rows.filter((r) => r.country === 'NL').map((r) => r.regionId));
    expect(nlRegions.size).toBeGreaterThanOrEqual(6);
  });

  it('has the demo member: real, active, argon2id at OWASP parameters', async () => {
    const [login] = await db
      .select({ status: schema.users.status, passwordHash: schema.users.passwordHash })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_LOGIN.email));
    expect(login?.status).toBe('active');
    expect(login?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(login?.passwordHash ?? '', DEMO_LOGIN.password)).toBe(true);
  });

  it('gives the demo member likes from and to fictional women: one a match, one not yet seen', async () => {
    const [demo] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_LOGIN.email));
    const rows = await queryRows<{
      from_user_id: string;
      to_user_id: string;
      is_new: boolean;
      fictional: boolean;
      gender: string;
    }>(
      db,
      sql`select l.from_user_id, l.to_user_id, l.is_new, p.fictional, p.gender from likes l
            join profiles p on p.user_id = case when l.from_user_id = ${demo!.id} then l.to_user_id
                                                else l.from_user_id end
           where l.from_user_id = ${demo!.id} or l.to_user_id = ${demo!.id}`,
    );
    const received = rows.filter((r) => r.to_user_id === demo!.id);
    const given = rows.filter((r) => r.from_user_id === demo!.id);
    expect(received).toHaveLength(3);
    expect(given).toHaveLength(2);
    for (const r of rows) expect([r.fictional, r.gender]).toEqual([true, 'female']);
    const matches = received.filter((r) => given.some((g) => g.to_user_id === r.from_user_id));
    expect(matches).toHaveLength(1);
    expect(received.filter((r) => r.is_new)).toHaveLength(1);
  });

  it('wrote every avatar as WebP without metadata', async () => {
    const files = await readdir(mediaDir);
    // Fictional members one photo each; demo 3, premium 6.
    expect(files.length).toBe((MEMBERS + 9) * 2);
    const keys = await db
      .select({
        key: schema.photos.storageKey,
        width: schema.photos.width,
        thumbWidth: schema.photos.thumbWidth,
      })
      .from(schema.photos)
      .limit(25);
    for (const k of keys) {
      const full = await sharp(join(mediaDir, `${k.key}.webp`)).metadata();
      const thumb = await sharp(join(mediaDir, `${k.key}-thumb.webp`)).metadata();
      expect(full.format).toBe('webp');
      expect(thumb.format).toBe('webp');
      expect(full.width).toBe(k.width);
      expect(thumb.width).toBe(k.thumbWidth);
      for (const m of [full, thumb]) {
        expect(m.exif).toBeUndefined();
        expect(m.xmp).toBeUndefined();
        expect(m.icc).toBeUndefined();
      }
      expect((await stat(join(mediaDir, `${k.key}.webp`))).size).toBeGreaterThan(500);
    }
    const distinctKeys = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct storage_key)::int as n from photos`,
    );
    expect(distinctKeys[0]?.n).toBe(MEMBERS + 9);
  });

  it('enforces the invariants with constraints', async () => {
    const a = await createMember(db);
    const b = await createMember(db);
    const credits = await pgError(
      db.update(schema.users).set({ credits: -1 }).where(eq(schema.users.id, a.id)),
    );
    expect(credits.code).toBe('23514');
    expect(credits.constraint).toBe('users_credits_ck');

    const selfLike = await pgError(db.insert(schema.likes).values({ fromUserId: a.id, toUserId: a.id }));
    expect(selfLike.constraint).toBe('likes_not_self_ck');
    await db.insert(schema.likes).values({ fromUserId: a.id, toUserId: b.id });
    await db.insert(schema.likes).values({ fromUserId: b.id, toUserId: a.id });
    const dupLike = await pgError(db.insert(schema.likes).values({ fromUserId: a.id, toUserId: b.id }));
    expect(dupLike.code).toBe('23505');

    const selfBlock = await pgError(db.insert(schema.blocks).values({ blockerId: a.id, blockedId: a.id }));
    expect(selfBlock.constraint).toBe('blocks_not_self_ck');

    const dupEmail = await pgError(createMember(db, { email: a.email.toUpperCase() }));
    expect(dupEmail.code).toBe('23505');

    const wrongRegion = await pgError(createMember(db, { country: 'DE', regionId: 'NL-NH' }));
    expect(wrongRegion.code).toBe('23503');

    const [lo, hi] = [a.id, b.id].sort() as [string, string];
    const unordered = await pgError(
      db.insert(schema.conversations).values({ memberA: hi, memberB: lo, startedBy: hi }),
    );
    expect(unordered.constraint).toBe('conversations_order_ck');
    const [conv] = await db
      .insert(schema.conversations)
      .values({ memberA: lo, memberB: hi, startedBy: lo })
      .returning();
    const text = (seq: number, senderId: string, body: string, clientId: string) => ({
      conversationId: conv?.id ?? '',
      seq,
      senderId,
      kind: 'text' as const,
      body,
      clientId,
    });
    await db.insert(schema.messages).values(text(1, lo, 'hi', 'c1'));
    const dupSeq = await pgError(db.insert(schema.messages).values(text(1, hi, 'yo', 'c9')));
    expect(dupSeq.constraint).toBe('messages_conversation_seq_uq');
    const dupClient = await pgError(db.insert(schema.messages).values(text(2, lo, 'again', 'c1')));
    expect(dupClient.code).toBe('23505');
  });

  it('keeps the credit ledger append-only', async () => {
    const m = await createMember(db, { credits: 10 });
    const [entry] = await db.select().from(schema.creditLedger).where(eq(schema.creditLedger.userId, m.id));
    expect(entry?.balanceAfter).toBe(10);
    const upd = await pgError(
      db
        .update(schema.creditLedger)
        .set({ amount: 99 })
        .where(eq(schema.creditLedger.id, entry?.id ?? 0)),
    );
    expect(upd.message).toMatch(/append-only/);
    const del = await pgError(
      db.delete(schema.creditLedger).where(eq(schema.creditLedger.id, entry?.id ?? 0)),
    );
    expect(del.message).toMatch(/append-only/);
    const negative = await pgError(
      db
        .insert(schema.creditLedger)
        .values({ userId: m.id, kind: 'message', amount: -20, balanceAfter: -10 }),
    );
    expect(negative.constraint).toBe('credit_ledger_balance_ck');
    // Purging the account detaches its entries instead of deleting them.
    await db.delete(schema.users).where(eq(schema.users.id, m.id));
    const kept = await db
      .select()
      .from(schema.creditLedger)
      .where(and(eq(schema.creditLedger.id, entry?.id ?? 0), isNotNull(schema.creditLedger.amount)));
    expect(kept[0]?.userId).toBeNull();
    expect(kept[0]?.amount).toBe(10);
  });
});

// Needs a PostgreSQL server (TEST_DATABASE_URL); CI sets it, a machine without one skips this block.
describe.skipIf(!testEngines().includes('postgres'))('two processes starting at once on postgres', () => {
  it('migrate and seed once, and the loser removes its media files', async () => {
    const tdb = await createTestDatabase('postgres');
    const mediaDir = await mkdtemp(join(tmpdir(), 'dating-db-media-'));
    try {
      const [a, b] = await Promise.all([tdb.connect(), tdb.connect()]);
      const start = async (h: typeof a) => {
        await migrate(h);
        return seed(h, { members: 10, mediaDir });
      };
      const results = await Promise.all([start(a), start(b)]);
      expect(results.map((r) => r.created).sort()).toEqual([false, true]);
      expect(results.every((r) => r.members === 10)).toBe(true);
      expect((await readdir(mediaDir)).length).toBe((10 + 9) * 2);
    } finally {
      await tdb.drop();
      await rm(mediaDir, { recursive: true, force: true });
    }
  });
});

// Needs a PostgreSQL server (TEST_DATABASE_URL); CI sets it, a machine without one skips this block.
describe.skipIf(!testEngines().includes('postgres'))('a connection reset on postgres', () => {
  it('fails the transaction in flight without crashing the process, and the next query works', async () => {
    const tdb = await createTestDatabase('postgres');
    const killer = await tdb.connect();
    const h = await tdb.connect();
    const crashes: unknown[] = [];
    const onUncaught = (err: unknown) => crashes.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      const inFlight = h.db.transaction(async (tx) => {
        const [me] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        // Another session ends this transaction's connection, as a database restart would.
        await queryRows(killer.db, sql`select pg_terminate_backend(${me!.pid})`);
        await queryRows(tx, sql`select pg_sleep(0.2)`);
      });
      await expect(inFlight).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(crashes).toEqual([]);
      const [row] = await queryRows<{ one: number }>(h.db, sql`select 1 as one`);
      expect(row?.one).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
      await h.close();
      await killer.close();
      await tdb.drop();
    }
  });
});
