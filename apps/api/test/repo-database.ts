import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, seed, type Db } from '@dating/db';
import { createTestDatabase, type EngineKind, type TestDatabase } from '@dating/db/testing';

export { testEngines } from '@dating/db/testing';

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

/** The error PostgreSQL raised (drizzle wraps driver errors and keeps them as `cause`). */
export async function pgError(
  p: Promise<unknown>,
): Promise<{ code?: string; constraint?: string; message: string }> {
  try {
    await p;
  } catch (err) {
    const e = err as {
      cause?: { code?: string; constraint?: string; message: string };
      code?: string;
      message: string;
    };
    return e.cause ?? e;
  }
  throw new Error('expected the statement to fail');
}
