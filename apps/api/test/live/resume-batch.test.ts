// The live channel's resume reads, batched across sockets (ADR 0031): every socket resuming in the same event-loop
// turn is served by one statement for its conversations and one for its gaps, each getting exactly what its own
// reads (loadConversations, recentConversations, loadGaps) would have answered.
import { randomUUID } from 'node:crypto';
import { schema } from '@dating/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResumeReader, loadConversations, loadGaps, recentConversations } from '../../src/live/store';
import { setupTestApp, type TestContext } from '../helper';
import { conversation, members, storeMessage } from './live-helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('ResumeReader', () => {
  it('serves many sockets resuming at once with one statement each for facts and gaps, the same answers as one at a time', async () => {
    const db = ctx.db.db;
    const people = await members(db, 8);
    const [hub, ...others] = people as [string, ...string[]];
    // The hub member talks to everyone; some conversations have messages, one is blocked, one removed.
    const convs: string[] = [];
    for (const [i, o] of others.entries()) {
      const c = await conversation(db, hub, o);
      convs.push(c);
      for (let k = 0; k < i + 1; k += 1) await storeMessage(db, c, k % 2 ? hub : o);
    }
    await db.insert(schema.blocks).values({ blockerId: others[0]!, blockedId: hub });
    await db
      .insert(schema.readMarkers)
      .values({ conversationId: convs[1]!, userId: hub, lastReadSeq: 0, hiddenUpToSeq: 2 })
      .onConflictDoUpdate({
        target: [schema.readMarkers.conversationId, schema.readMarkers.userId],
        set: { hiddenUpToSeq: 2 },
      });
    const reader = new ResumeReader(() => db);
    // Each viewer lists some conversations (one unknown, one not theirs, one malformed id).
    const asks = people.map((viewer, i) => ({
      viewer,
      ids: [...convs.slice(0, (i % convs.length) + 1), randomUUID(), 'not-a-uuid'],
    }));
    const facts = await Promise.all(asks.map((a) => reader.facts(a.viewer, a.ids, 3)));
    expect(reader.stats.factStatements).toBe(1);
    for (const [i, a] of asks.entries()) {
      const byId = (xs: { id: string }[]) => [...xs].sort((x, y) => x.id.localeCompare(y.id));
      expect(byId(facts[i]!.listed)).toEqual(byId(await loadConversations(db, a.viewer, a.ids)));
      expect(facts[i]!.recent).toEqual(await recentConversations(db, a.viewer, 3));
    }
    // Gaps of several sockets, overlapping and with an upper bound, in one statement.
    const gapAsks = [
      [{ conversation: convs[6]!, after: 2 }],
      [
        { conversation: convs[6]!, after: 4 },
        { conversation: convs[3]!, after: 0, upTo: 2 },
      ],
      [{ conversation: convs[3]!, after: 1 }],
    ];
    const gaps = await Promise.all(gapAsks.map((g) => reader.gaps(g)));
    expect(reader.stats.gapStatements).toBe(1);
    for (const [i, g] of gapAsks.entries()) expect(gaps[i]).toEqual(await loadGaps(db, g));
    const seqsIn = (c: string) => gaps[1]!.filter((m) => m.conversation === c).map((m) => m.message.seq);
    expect(seqsIn(convs[6]!)).toEqual([5, 6, 7]);
    expect(seqsIn(convs[3]!)).toEqual([1, 2]);
  });
});
