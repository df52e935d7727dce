import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, seed, type Db } from '@dating/db';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type EngineKind, type TestDatabase } from '@dating/db/testing';

export { pgError, testEngines } from '@dating/db/testing';

/** Members the repository tests seed (few: they test queries, not the seed). */
export const REPO_SEED_MEMBERS = 20;

export interface RepoDatabase {
  tdb: TestDatabase;
  db: Db;
  /** Seeds the demo site and members (no-op when already seeded). */
  seed(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database on `kind` for repository tests, run on every engine of `testEngines()`
 * (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), as the database package tests its own code.
 */
export async function repoDatabase(kind: EngineKind): Promise<RepoDatabase> {
  const tdb = await createTestDatabase(kind);
  const mediaDir = await mkdtemp(join(tmpdir(), 'api-repo-media-'));
  await migrate(tdb.handle);
  return {
    tdb,
    db: tdb.handle.db,
    async seed() {
      await seed(tdb.handle, { members: REPO_SEED_MEMBERS, mediaDir });
    },
    async close() {
      await tdb.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/**
 * `repoDatabase(kind)` for the tests of one `describe`: created (and seeded unless `seeded: false`) before
 * them, dropped after them. Read `.db` inside the tests.
 */
export function useRepoDatabase(kind: EngineKind, opts: { seeded?: boolean } = {}): RepoDatabase {
  let current: RepoDatabase | undefined;
  beforeAll(async () => {
    current = await repoDatabase(kind);
    if (opts.seeded !== false) await current.seed();
  });
  afterAll(async () => {
    await current?.close();
  });
  const get = () => {
    if (!current) throw new Error('useRepoDatabase: read it inside a test');
    return current;
  };
  return {
    get tdb() {
      return get().tdb;
    },
    get db() {
      return get().db;
    },
    seed: () => get().seed(),
    close: () => get().close(),
  };
}
