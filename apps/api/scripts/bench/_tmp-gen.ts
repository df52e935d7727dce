import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { createDb, migrate, seed, type DbHandle } from '@dating/db';
import { sql } from 'drizzle-orm';
import { generateProfiles } from './generate';

const kind = process.argv[2] as 'pglite' | 'postgres';
const n = Number(process.argv[3]);
const tmp = await mkdtemp(join(os.tmpdir(), 'bench-gen-'));
let h: DbHandle;
let admin: DbHandle | null = null;
const name = process.argv[4] ?? `bench_search_gen_${process.pid}`;
if (kind === 'pglite') h = await createDb({ dataDir: join(tmp, 'pg') });
else {
  admin = await createDb({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/test' });
  await admin.db.execute(sql.raw(`create database ${name}`));
  h = await createDb({ databaseUrl: `postgres://postgres@127.0.0.1:5432/${name}` });
}
try {
  await migrate(h);
  await seed(h, { members: 0, mediaDir: join(tmp, 'media') });
  const t0 = performance.now();
  await generateProfiles(h.db, {
    profiles: n,
    chunk: 100000,
    now: new Date(),
    maintenanceWorkMem: kind === 'pglite' ? '128MB' : '256MB',
    log: (m) => console.log(kind, m),
  });
  console.log(kind, 'total', ((performance.now() - t0) / 1000).toFixed(1), 's');
  const r = await h.db.execute(
    sql`select indexname from pg_indexes where tablename in ('users','photos','profiles') order by 1`,
  );
  console.log((r as unknown as { rows: { indexname: string }[] }).rows.map((x) => x.indexname).join(' '));
} finally {
  await h.close();
  if (admin && !process.argv[4])
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
  if (admin) await admin.close();
  await rm(tmp, { recursive: true, force: true });
}
