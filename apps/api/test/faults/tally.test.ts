import { describe, expect, it } from 'vitest';
import type { ClientMember, ClientResult } from '../../scripts/faults/chat-clients';
import { failures, tally, type StoredRow } from '../../scripts/faults/tally';

// Two members in one conversation: 0 writes to 1 and 1 to 0.
const members: ClientMember[] = [
  { id: 'a', token: '', port: 0, conversation: 'c', other: 1 },
  { id: 'b', token: '', port: 0, conversation: 'c', other: 0 },
];
const result = (sent: ClientResult['sent'], seen: ClientResult['seen']): ClientResult => ({
  sent,
  seen,
  reconnects: 0,
  resyncs: 0,
  gaps: 0,
  failures: {},
  notReady: 0,
  undrained: 0,
  skipped: 0,
});
const stored = (clientId: string, cost = 2, debits = 1): StoredRow => ({
  client_id: clientId,
  sender: 'a',
  cost,
  debits,
});
const row = (rows: ReturnType<typeof tally>, phase: string) => rows.find((r) => r.phase === phase)!;
/** One paid message from member 0, acknowledged and stored; the receiver's tab got it `shown`/`frames` times. */
const oneMessage = (shown: number, frames: number) =>
  tally(['steady'], members, result([['m1', 'steady', 0, 1, 1]], [[['m1', 1, 1]], [['m1', shown, frames]]]), [
    stored('m1'),
  ]);

describe('faults:chat tally', () => {
  it('counts a message acknowledged, stored, seen once by both tabs and debited once as clean', () => {
    const rows = oneMessage(1, 1);
    expect(row(rows, 'steady')).toMatchObject({ generated: 1, acked: 1, stored: 1, debits: 1, paid: 1 });
    expect(failures(row(rows, 'total'))).toEqual([]);
  });

  it('fails on an acknowledged message missing from the database, in its phase and the total', () => {
    const rows = tally(['steady', 'api-kill'], members, result([['m1', 'api-kill', 0, 1, 3]], [[], []]), []);
    expect(row(rows, 'api-kill').lost).toBe(1);
    expect(row(rows, 'steady').lost).toBe(0);
    expect(failures(row(rows, 'total'))).toContain('acknowledged-but-lost');
  });

  it('tells a message shown twice (two seqs) from a frame sent again (same seq), and only the first fails', () => {
    const twice = oneMessage(2, 2);
    expect(row(twice, 'total')).toMatchObject({ twice: 1, redelivered: 0 });
    expect(failures(row(twice, 'total'))).toEqual(['shown twice']);

    const again = oneMessage(1, 3);
    expect(row(again, 'total')).toMatchObject({ twice: 0, redelivered: 2 });
    expect(failures(row(again, 'total'))).toEqual([]);
  });

  it('fails on a stored message the receiver never saw, even one never acknowledged to the sender', () => {
    const rows = tally(['conn-cut'], members, result([['m1', 'conn-cut', 0, 0, 2]], [[['m1', 1, 1]], []]), [
      stored('m1'),
    ]);
    expect(row(rows, 'conn-cut')).toMatchObject({ unacked: 1, unseen: 1 });
    expect(failures(row(rows, 'conn-cut'))).toEqual(['never seen']);
  });

  it('fails when a paid message has no debit or two, and accepts a free one without', () => {
    const rows = tally(
      ['steady'],
      members,
      result(
        [
          ['m1', 'steady', 0, 1, 1],
          ['m2', 'steady', 0, 1, 1],
          ['m3', 'steady', 0, 1, 1],
        ],
        [
          [],
          [
            ['m1', 1, 1],
            ['m2', 1, 1],
            ['m3', 1, 1],
          ],
        ],
      ),
      [stored('m1', 2, 0), stored('m2', 2, 2), stored('m3', 0, 0)],
    );
    expect(row(rows, 'total')).toMatchObject({ misbooked: 2, paid: 2, debits: 2 });
    expect(failures(row(rows, 'total'))).toEqual(['debits ≠ paid messages']);
  });
});
