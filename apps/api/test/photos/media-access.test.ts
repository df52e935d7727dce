import { beforeAll, describe, expect, it } from 'vitest';
import { type Db } from '@dating/db';
import { createMember } from '@dating/db/seed';
import { resolveMediaAccess } from '../../src/photos/media-access';
import { testEngines, useRepoDatabase } from '../repo-database';

describe.each(testEngines())('media access on %s', (kind) => {
  const rdb = useRepoDatabase(kind);
  let db: Db;
  /** Whether anyone, a visitor too, may fetch the photo. */
  const publicly = async (key: string) => (await resolveMediaAccess(db, key, null)) === 'public';

  beforeAll(() => {
    db = rdb.db;
  });

  it('decides which photos may be served', async () => {
    const priv = await createMember(db, { photo: { private: true } });
    const pending = await createMember(db, { photo: { status: 'pending' } });
    const leaving = await createMember(db, { status: 'pending_deletion' });
    const ok = await createMember(db, { country: 'DE', regionId: 'DE-BY', city: 'München' });
    expect(await publicly(priv.photoKey ?? '')).toBe(false);
    expect(await publicly(pending.photoKey ?? '')).toBe(false);
    expect(await publicly(leaving.photoKey ?? '')).toBe(false);
    expect(await publicly(ok.photoKey ?? '')).toBe(true);
    expect(await publicly('../../etc/passwd')).toBe(false);
    expect(await publicly('f'.repeat(32))).toBe(false);
  });
});
