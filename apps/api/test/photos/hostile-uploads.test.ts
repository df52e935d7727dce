import { ZPhotoUploadResponse } from '@dating/core/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../media/corpus';
import type { CorpusItem } from '../media/corpus-item';
import { SETUP_TIMEOUT } from '../accounts-helper';
import { expectEnvelope, useTestApp } from '../helper';
import { actor, type Actor } from '../profiles-helper';
import { upload } from '../profiles-helper';

// Targets S11 through the real route: every hostile file of the corpus is refused with a 4xx and the error
// envelope, nothing is stored; accepted files come back without metadata. Timings are printed, never asserted.
let corpus: CorpusItem[];
let member: Actor;
const ctx = useTestApp({ uploadRateLimit: { max: 100_000, timeWindow: 60_000 } });
beforeAll(async () => {
  corpus = await generateCorpus();
  member = await actor(ctx.app, ctx.db, { photo: false, paidUser: true });
}, SETUP_TIMEOUT);

const STATUS = { image_unsupported: 415, image_invalid: 422, image_too_large: 413 } as const;

describe('POST /api/photos.php with the hostile-image corpus', () => {
  it('refuses every hostile file with its 4xx and stores nothing', async () => {
    const hostile = corpus.filter((c) => c.expect !== 'accept');
    expect(hostile.length).toBeGreaterThanOrEqual(200);
    const times: number[] = [];
    const wrong: string[] = [];
    for (const item of hostile) {
      const started = performance.now();
      const res = await upload(ctx.app, member, item.data, { filename: item.name, type: 'image/jpeg' });
      times.push(performance.now() - started);
      const expected = STATUS[item.expect as keyof typeof STATUS];
      if (res.statusCode !== expected || expectEnvelope(res).error.code !== item.expect) {
        wrong.push(`${item.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    times.sort((a, b) => a - b);
    console.info(
      `hostile uploads: ${hostile.length} refused, wrong ${wrong.length}; ms median ${times[times.length >> 1]?.toFixed(1)}, ` +
        `max ${times.at(-1)?.toFixed(1)}`,
    );
    expect(wrong).toEqual([]);
    const me = await ctx.app.inject({
      url: '/api/user.php',
      headers: { 'x-request-type': 'client', cookie: member.cookie },
    });
    expect((me.json() as { user: { profile: { photos: unknown[] } } }).user.profile.photos).toHaveLength(0);
  }, 300_000);

  it('accepts the awkward but valid files and serves them without metadata', async () => {
    const accepted = corpus.filter((c) => c.expect === 'accept').slice(0, 20);
    for (const item of accepted) {
      const res = await upload(ctx.app, member, item.data, { filename: item.name });
      expect(res.statusCode, `${item.name} ${res.body.slice(0, 200)}`).toBe(201);
      const { photo } = ZPhotoUploadResponse.parse(res.json());
      const file = await ctx.app.inject({ url: photo.filename, headers: { cookie: member.cookie } });
      expect(file.statusCode).toBe(200);
      const bytes = file.rawPayload;
      // A WebP without metadata chunks: walk the RIFF chunk list.
      const chunks: string[] = [];
      for (let at = 12; at + 8 <= bytes.length;) {
        const id = bytes.subarray(at, at + 4).toString('latin1');
        const size = bytes.readUInt32LE(at + 4);
        chunks.push(id);
        at += 8 + size + (size % 2);
      }
      expect(
        chunks.filter((c) => c === 'EXIF' || c === 'XMP ' || c === 'ICCP'),
        item.name,
      ).toEqual([]);
    }
  }, 300_000);
});
