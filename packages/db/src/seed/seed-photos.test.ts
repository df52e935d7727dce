import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos, profiles, users } from '../schema';
import { createTestDatabase, type TestDatabase } from '../testing';
import { migrate } from '../migrate';
import { photoFiles } from '../media-files';
import type { AvatarIdentity } from './avatars';
import { DEMO_ACCOUNT_PROFILES } from './demo-accounts';
import { PREMIUM_DEMO_LOGIN, planPhotos, seed } from './index';
import { showsLook } from './look-match.test-helper';
import { demoMemberPreviews } from './previews';

const MEMBERS = 6;

describe('seeded photos', () => {
  let tdb: TestDatabase;
  let mediaDir: string;

  beforeAll(async () => {
    tdb = await createTestDatabase('pglite');
    mediaDir = await mkdtemp(join(tmpdir(), 'dating-seed-photos-'));
    await migrate(tdb.handle);
    await seed(tdb.handle, { members: MEMBERS, mediaDir });
  });

  afterAll(async () => {
    await tdb?.drop();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  const photoFilesOf = async (email: string) => {
    const rows = await tdb.handle.db
      .select({ key: photos.storageKey, position: photos.position })
      .from(photos)
      .innerJoin(users, eq(users.id, photos.ownerId))
      .where(eq(users.email, email))
      .orderBy(photos.position);
    return Promise.all(rows.map((r) => readFile(join(mediaDir, photoFiles(r.key).full))));
  };

  it('shows the same person on every photo of the premium demo gallery', async () => {
    const look = DEMO_ACCOUNT_PROFILES.premium.look;
    const files = await photoFilesOf(PREMIUM_DEMO_LOGIN.email);
    expect(files).toHaveLength(6);
    for (const f of files) expect(await showsLook(f, look)).toBe(true);
    // The check tells people apart: the free demo member (another person) is not on these photos.
    const someoneElse = DEMO_ACCOUNT_PROFILES.demo.look;
    expect(someoneElse.skin === look.skin && someoneElse.hairColor === look.hairColor).toBe(false);
    expect((await Promise.all(files.map((f) => showsLook(f, someoneElse)))).some(Boolean)).toBe(false);
    // Six photos of one person, not six copies.
    expect(new Set(files.map((f) => f.toString('base64'))).size).toBe(6);
  });

  it('draws each fictional member as the look the seed gives them', async () => {
    const previews = demoMemberPreviews(MEMBERS);
    const rows = await tdb.handle.db
      .select({ email: users.email, name: profiles.name, hair: profiles.hairColour, key: photos.storageKey })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .innerJoin(photos, eq(photos.id, profiles.mainPhotoId))
      .where(eq(profiles.fictional, true));
    expect(rows).toHaveLength(MEMBERS);
    for (const r of rows) {
      const index = Number(/^member-(\d+)-/.exec(r.email)?.[1]) - 1;
      const preview = previews[index];
      expect(preview?.name).toBe(r.name);
      const file = await readFile(join(mediaDir, photoFiles(r.key).full));
      expect(await showsLook(file, preview!.look)).toBe(true);
      expect(preview!.fictional).toBe(true);
    }
  });

  it('plans every photo of an owner from that owner’s one look', () => {
    const look = (seed: string) => ({ seed }) as AvatarIdentity;
    const planned = planPhotos([
      { id: 'a', look: look('a') },
      { id: 'b', look: look('b'), photos: 3, privateAt: 2 },
      { id: 'c', look: look('c'), photos: 6, privateAt: 5 },
    ]);
    expect(planned).toHaveLength(10);
    for (const p of planned) expect(p.look.seed).toBe(p.ownerId);
    expect(planned.filter((p) => p.ownerId === 'c').map((p) => p.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(planned.filter((p) => p.private).map((p) => `${p.ownerId}${p.position}`)).toEqual(['b2', 'c5']);
    expect(new Set(planned.map((p) => p.key)).size).toBe(10);
  });
});
