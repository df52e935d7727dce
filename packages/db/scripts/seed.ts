// Migrate and seed a database: `pnpm --filter @dating/db db:seed`.
// DATABASE_URL → PostgreSQL; otherwise PGlite in DATA_DIR (default <repo>/.data/pglite).
// MEDIA_DIR (default <repo>/.data/media) receives the avatars; SEED_MEMBERS (default 1000) members.
import { fileURLToPath } from 'node:url';
import { createDb, migrate, seed } from '../src/index';
import { readEnv } from '../src/env';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const env = readEnv();

const started = performance.now();
const h = await createDb(
  env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL }
    : { dataDir: env.DATA_DIR ?? `${repoRoot}.data/pglite` },
);
try {
  await migrate(h);
  console.log(`migrated (${h.kind}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const result = await seed(h, {
    members: env.SEED_MEMBERS ?? 1000,
    mediaDir: env.MEDIA_DIR ?? `${repoRoot}.data/media`,
    log: (m) => console.log(m),
  });
  console.log(
    result.created ? `seeded ${result.members} members` : `already seeded (${result.members} members)`,
  );
  console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await h.close();
}
