/**
 * The count of `pnpm faults:chat`: what the members were told (acknowledged sends), what they saw (deliveries
 * per tab) and what the database holds (messages, ledger entries, balances), per fault.
 */
import type { ClientMember, ClientResult } from './chat-clients';

export type StoredRow = {
  client_id: string;
  sender: string;
  cost: number;
  debits: number;
};
export interface PhaseRow {
  phase: string;
  generated: number;
  acked: number;
  stored: number;
  /** Acknowledged to the sender, not in the database. */
  lost: number;
  /** Stored, never acknowledged (the sender was still retrying when the drain ended). */
  unacked: number;
  /** One message shown more than once by a tab (sender's or receiver's): under two seqs. */
  twice: number;
  /** Frames that carried a seq the tab already had (the member site skips them; not shown). */
  redelivered: number;
  /** Stored messages the receiver's tab never got, after the final resume. */
  unseen: number;
  debits: number;
  paid: number;
  /** Stored messages with other than one debit when paid (none when free). */
  misbooked: number;
}

export function tally(
  phases: readonly string[],
  members: readonly ClientMember[],
  r: ClientResult,
  stored: readonly StoredRow[],
): PhaseRow[] {
  const byId = new Map(stored.map((s) => [s.client_id, s]));
  const seen = r.seen.map((list) => new Map(list.map(([id, shown, frames]) => [id, { shown, frames }])));
  const rows = new Map<string, PhaseRow>(
    [...phases, 'total'].map((phase) => [
      phase,
      {
        phase,
        generated: 0,
        acked: 0,
        stored: 0,
        lost: 0,
        unacked: 0,
        twice: 0,
        redelivered: 0,
        unseen: 0,
        debits: 0,
        paid: 0,
        misbooked: 0,
      },
    ]),
  );
  const add = (phase: string, f: (row: PhaseRow) => void) => {
    for (const key of [phase, 'total']) {
      const row = rows.get(key);
      if (row) f(row);
    }
  };
  for (const [clientId, phase, sender, acked] of r.sent) {
    const s = byId.get(clientId);
    const receiver = (members[sender] as ClientMember).other;
    add(phase, (row) => {
      row.generated += 1;
      if (acked) row.acked += 1;
      if (!s) {
        if (acked) row.lost += 1;
        return;
      }
      row.stored += 1;
      if (!acked) row.unacked += 1;
      for (const tab of [sender, receiver]) {
        const got = seen[tab]?.get(clientId);
        if (!got) continue;
        row.twice += got.shown - 1;
        row.redelivered += got.frames - got.shown;
      }
      if (!seen[receiver]?.get(clientId)) row.unseen += 1;
      row.debits += s.debits;
      if (s.cost > 0) row.paid += 1;
      if (s.debits !== (s.cost > 0 ? 1 : 0)) row.misbooked += 1;
    });
  }
  return [...rows.values()];
}

/** The invariants of target S7 for one row (plus: every stored message seen by its receiver). */
export function failures(row: PhaseRow): string[] {
  const out: string[] = [];
  if (row.lost) out.push('acknowledged-but-lost');
  if (row.twice) out.push('shown twice');
  if (row.unseen) out.push('never seen');
  if (row.debits !== row.paid || row.misbooked) out.push('debits ≠ paid messages');
  return out;
}
