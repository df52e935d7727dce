import { queryRows, type Db } from '@dating/db';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Rough population weights (millions) of the 15 seeded countries: the share of generated profiles per
 * country. The United States dominate, as they would on an English-first site.
 */
export const COUNTRY_WEIGHTS: Readonly<Record<string, number>> = {
  US: 335,
  DE: 84,
  GB: 68,
  FR: 68,
  IT: 59,
  ES: 48,
  CA: 40,
  PL: 37,
  AU: 27,
  NL: 18,
  BE: 11.8,
  AT: 9.1,
  CH: 8.8,
  IE: 5.2,
  NZ: 5.2,
};

const FEMALE_NAMES = [
  'Anna',
  'Lena',
  'Sofia',
  'Emma',
  'Julia',
  'Chloé',
  'Giulia',
  'Lucía',
  'Zofia',
  'Eva',
  'Mia',
  'Olivia',
];
const MALE_NAMES = [
  'Lukas',
  'Noah',
  'Liam',
  'Jan',
  'Marco',
  'Hugo',
  'Pablo',
  'Jakub',
  'Finn',
  'Leon',
  'Tom',
  'Daan',
];

/** Minutes of the activity window (90 days) in 5-minute steps. */
const ACTIVITY_STEPS = 90 * 24 * 12;

/**
 * A uniform number in [0, 1) derived from the row number `g` and a stream number: the same on every engine
 * and every run (seeded), unlike `random()`.
 */
const r = (stream: number): SQL =>
  sql.raw(`((hashint8extended(g, ${stream}) & 4294967295)::float8 / 4294967296.0)`);
const userId = sql.raw(`md5('bench-u-' || g)::uuid`);
const photoId = sql.raw(`md5('bench-p-' || g)::uuid`);
const strings = (list: readonly string[]) =>
  sql.raw(`array[${list.map((s) => `'${s}'`).join(', ')}]::text[]`);

export interface GenerateOptions {
  profiles: number;
  /** Rows per INSERT … SELECT statement. */
  chunk: number;
  /** The instant the data is anchored at (activity, ages, sign-ups). */
  now: Date;
  /** `maintenance_work_mem` of the index rebuilds. */
  maintenanceWorkMem: string;
  log: (msg: string) => void;
}

/** Helper tables: cumulative country weights and each country's regions ranked in a fixed shuffled order. */
async function createLookups(db: Db): Promise<void> {
  const total = Object.values(COUNTRY_WEIGHTS).reduce((a, b) => a + b, 0);
  let acc = 0;
  const rows = Object.entries(COUNTRY_WEIGHTS).map(([code, w]) => {
    const lo = acc / total;
    acc += w;
    return `('${code}', ${lo}, ${code === 'NZ' ? 1.000001 : acc / total})`;
  });
  await db.execute(sql.raw('drop table if exists bench_country, bench_region'));
  await db.execute(
    sql.raw(`create table bench_country as
      select v.code, v.lo, v.hi, c.languages[1] as lang,
             (select count(*)::int from regions r where r.country_code = v.code) as nregions
      from (values ${rows.join(', ')}) as v(code, lo, hi) join countries c on c.code = v.code`),
  );
  await db.execute(
    sql.raw(`create table bench_region as
      select country_code, (row_number() over (partition by country_code order by md5(id)))::int as idx, id
      from regions`),
  );
  await db.execute(sql.raw('create unique index on bench_region (country_code, idx)'));
  await db.execute(sql.raw('analyze bench_country'));
  await db.execute(sql.raw('analyze bench_region'));
  const [check] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from bench_country`);
  if (check?.n !== Object.keys(COUNTRY_WEIGHTS).length) {
    throw new Error(
      `bench: expected ${Object.keys(COUNTRY_WEIGHTS).length} seeded countries, found ${check?.n}`,
    );
  }
}

/**
 * The per-row draws, shared by the three inserts so that users, photos and profiles agree:
 * country by population weight; activity over 90 days, denser recently, in 5-minute steps.
 */
function draws(from: number, to: number, now: Date): SQL {
  const at = now.toISOString();
  return sql`(
    select g, s.*, c.code as country, c.lang, c.nregions
    from generate_series(${from}::bigint, ${to}::bigint) as g
    cross join lateral (select
      ${r(1)} as r_deleted, ${r(2)} as r_invisible, ${r(3)} as r_photo, ${r(4)} as r_gender,
      ${r(5)} as r_country, ${r(6)} as r_region, ${r(7)} as r_disabled, ${r(8)} as r_age_band,
      ${r(9)} as r_age, ${r(11)} as r_sexuality, ${r(12)} as r_photo_status, ${r(13)} as r_signup,
      date_bin('5 minutes', ${at}::timestamptz, timestamptz '2000-01-01')
        - floor(power(${r(10)}, 2.5) * ${ACTIVITY_STEPS}) * interval '5 minutes' as active_at
    ) as s
    join bench_country c on s.r_country >= c.lo and s.r_country < c.hi
  ) as d`;
}

async function insertUsers(db: Db, from: number, to: number, now: Date, siteId: string): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    insert into users (id, site_id, email, status, language, signup_at, confirmed_at, last_seen_at,
                       deleted_at, purge_after, invisible, created_at, updated_at)
    select ${userId}, ${siteId}::uuid, 'bench-' || g || '@example.test',
      case when r_deleted < 0.01 then 'pending_deletion' else 'active' end,
      lang, active_at - (r_signup * 700) * interval '1 day', active_at - (r_signup * 700) * interval '1 day',
      active_at,
      case when r_deleted < 0.01 then ${at}::timestamptz - (r_deleted * 1000) * interval '1 day' end,
      case when r_deleted < 0.01 then ${at}::timestamptz + (14 - r_deleted * 1000) * interval '1 day' end,
      r_invisible < 0.02,
      active_at - (r_signup * 700) * interval '1 day', active_at
    from ${draws(from, to, now)}`);
}

async function insertPhotos(db: Db, from: number, to: number, now: Date): Promise<void> {
  await db.execute(sql`
    insert into photos (id, owner_id, storage_key, private, status, position, width, height,
                        thumb_width, thumb_height, bytes, created_at, moderated_at)
    select ${photoId}, ${userId}, md5('bench-k-' || g), false,
      case when r_photo_status < 0.03 then 'pending' else 'approved' end, 0, 800, 1000, 320, 400,
      40000 + (r_photo_status * 60000)::int,
      active_at - (r_signup * 700) * interval '1 day', active_at - (r_signup * 700) * interval '1 day'
    from ${draws(from, to, now)}
    where r_photo < 0.88`);
}

async function insertProfiles(db: Db, from: number, to: number, now: Date): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await db.execute(sql`
    insert into profiles (user_id, name, gender, sexuality, date_of_birth, country, region_id, fictional,
                          status, main_photo_id, active_at, created_at, updated_at)
    select ${userId},
      case when r_gender < 0.5 then (${strings(FEMALE_NAMES)})[1 + g % ${FEMALE_NAMES.length}]
           else (${strings(MALE_NAMES)})[1 + g % ${MALE_NAMES.length}] end,
      case when r_gender < 0.5 then 'female' else 'male' end,
      case when r_sexuality < 0.86 then 'hetero' when r_sexuality < 0.93 then 'bi'
           when r_gender < 0.5 then 'lesbian' else 'gay' end,
      ${day}::date - floor(365.25 * case
        when r_age_band < 0.10 then 18 + 7 * r_age
        when r_age_band < 0.75 then 25 + 21 * r_age
        when r_age_band < 0.92 then 46 + 15 * r_age
        else 61 + 20 * r_age end)::int,
      country,
      rg.id,
      false,
      case when r_disabled < 0.05 then 'disabled' else 'active' end,
      case when r_photo < 0.88 then ${photoId} end,
      active_at,
      active_at - (r_signup * 700) * interval '1 day',
      active_at
    from ${draws(from, to, now)}
    left join bench_region rg on rg.country_code = d.country and r_region >= 0.03
      and rg.idx = least(d.nregions, 1 + floor(d.nregions * power(greatest(r_region - 0.03, 0) / 0.97, 2.2))::int)`);
}

/** Blocks between generated members (about one for every tenth profile), so the blocks table is not empty. */
async function insertBackgroundBlocks(db: Db, profiles: number): Promise<void> {
  const n = Math.floor(profiles / 10);
  if (n < 1) return;
  await db.execute(sql`
    insert into blocks (blocker_id, blocked_id, created_at)
    select md5('bench-u-' || g)::uuid, md5('bench-u-' || t)::uuid, now()
    from generate_series(1::bigint, ${n}::bigint) as g
    cross join lateral (select 1 + (hashint8extended(g, 20) & 2147483647) % ${profiles} as t) as x
    where t <> g
    on conflict do nothing`);
}

/**
 * Bulk loading as the PostgreSQL manual advises ("Populating a Database"): the secondary indexes of the
 * filled tables are dropped and rebuilt afterwards from their own `pg_indexes` definitions (so they are
 * exactly the migrations' indexes), and foreign-key triggers are skipped while loading (the generator
 * builds consistent rows by construction). Primary keys and constraint-backed indexes stay.
 */
async function dropSecondaryIndexes(db: Db, tables: readonly string[]): Promise<string[]> {
  const rows = await queryRows<{ name: string; def: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as def
        from pg_indexes i
        where i.schemaname = 'public' and i.tablename in (${sql.join(
          tables.map((t) => sql`${t}`),
          sql`, `,
        )})
          and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)
        order by i.indexname`,
  );
  for (const r of rows) await db.execute(sql.raw(`drop index "${r.name}"`));
  return rows.map((r) => r.def);
}

async function rebuildIndexes(db: Db, defs: readonly string[], memory: string): Promise<void> {
  for (const def of defs) {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local maintenance_work_mem = '${memory}'`));
      await tx.execute(sql.raw(def));
    });
  }
}

/**
 * Fills users, photos and profiles with `profiles` members, one `insert … select … from generate_series`
 * per table and chunk, then analyzes. Deterministic: the same count gives the same data on every engine.
 */
export async function generateProfiles(db: Db, opts: GenerateOptions): Promise<void> {
  const { profiles, chunk, now, log } = opts;
  const [site] = await queryRows<{ id: string }>(db, sql`select id from sites where is_default limit 1`);
  if (!site) throw new Error('bench: no default site (seed first)');
  await createLookups(db);
  const started = performance.now();
  const since = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  const indexes = await dropSecondaryIndexes(db, ['users', 'photos', 'profiles']);
  for (let from = 1; from <= profiles; from += chunk) {
    const to = Math.min(profiles, from + chunk - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local session_replication_role = replica'));
      await insertUsers(tx, from, to, now, site.id);
      await insertPhotos(tx, from, to, now);
      await insertProfiles(tx, from, to, now);
    });
    log(`${to.toLocaleString('en')} / ${profiles.toLocaleString('en')} rows (${since()})`);
  }
  // The load ran with triggers off (replica role): set `hidden` as the triggers of migration 0006 would have.
  await db.execute(
    sql.raw(
      `update profiles p set hidden = true from users u where u.id = p.user_id and (u.invisible or u.status = 'pending_deletion')`,
    ),
  );
  await rebuildIndexes(db, indexes, opts.maintenanceWorkMem);
  log(`rebuilt ${indexes.length} indexes (${since()})`);
  await insertBackgroundBlocks(db, profiles);
  await db.execute(sql.raw('drop table bench_country, bench_region'));
  for (const table of ['users', 'photos', 'profiles', 'blocks']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  log(`vacuum analyze done (${since()})`);
}
