// Goodwill credits (issue 15 item 5, ADR 0023): an operator call books a `bonus` entry once per key, the
// balance rises, the member stays free, and the audit log says who gave what.
import { queryRows } from '@dating/db';
import { createMember } from '@dating/db/seed';
import { ZGoodwillResponse } from '@dating/core/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextIp } from '../accounts-helper';
import { expectEnvelope, useTestApp } from '../helper';
import { balance } from '../payments/payments-helper';

const TOKEN = 'goodwill-operator-token-0123456789';
const ctx = useTestApp({ operatorToken: TOKEN });

const goodwill = (body: unknown, token: string | null = TOKEN) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/operator/goodwill.php',
    remoteAddress: nextIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as Record<string, unknown>,
  });

const auditRows = (userId: string) =>
  queryRows<{
    actor: string;
    data: { credits: number; before: { credits: number }; after: { credits: number } };
  }>(
    ctx.db.db,
    sql`select actor, data from audit_log where action = 'credits.goodwill' and subject_id = ${userId} order by id`,
  );

describe('POST /api/operator/goodwill.php', () => {
  it('gives a free member credits once per key without making them premium, with an audit row', async () => {
    const m = await createMember(ctx.db.db, { credits: 5 });
    const body = {
      user_id: m.id,
      credits: 40,
      reason: 'Sorry for the outage',
      idempotency_key: 'outage-2026-11-24-a',
    };
    const first = await goodwill(body);
    expect(first.statusCode, first.body).toBe(200);
    const booked = ZGoodwillResponse.parse(first.json());
    expect(booked).toMatchObject({ ok: true, balance: 45, duplicate: false });
    expect(booked.entry_id).not.toBeNull();

    const retry = ZGoodwillResponse.parse((await goodwill(body)).json());
    expect(retry).toMatchObject({ balance: 45, duplicate: true, entry_id: booked.entry_id });

    const after = await balance(ctx.db, m.id);
    expect(after).toMatchObject({ credits: 45, ledgerSum: 45, paid: false, purchases: 0 });
    const [entry] = await queryRows<{ kind: string; ref: string; note: string; amount: number }>(
      ctx.db.db,
      sql`select kind, ref, note, amount from credit_ledger where id = ${booked.entry_id}`,
    );
    expect(entry).toEqual({
      kind: 'bonus',
      ref: 'goodwill:outage-2026-11-24-a',
      note: 'Sorry for the outage',
      amount: 40,
    });

    const audit = await auditRows(m.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: 'system:operator-token',
      data: { credits: 40, before: { credits: 5 }, after: { credits: 45 } },
    });
  });

  it('books 20 parallel retries of one key once', async () => {
    const m = await createMember(ctx.db.db);
    const body = {
      user_id: m.id,
      credits: 7,
      reason: 'Parallel retry',
      idempotency_key: 'parallel-retry-key',
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => goodwill(body)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    expect(await balance(ctx.db, m.id)).toMatchObject({ credits: 7, ledgerSum: 7, paid: false });
    expect(await auditRows(m.id)).toHaveLength(1);
  });

  it('refuses a key used for another member (409), an unknown member (404) and no token (403), changing nothing', async () => {
    const a = await createMember(ctx.db.db);
    const b = await createMember(ctx.db.db);
    expect(
      (await goodwill({ user_id: a.id, credits: 3, reason: 'First use', idempotency_key: 'shared-key-1' }))
        .statusCode,
    ).toBe(200);
    const reused = await goodwill({
      user_id: b.id,
      credits: 3,
      reason: 'Second use',
      idempotency_key: 'shared-key-1',
    });
    expect(expectEnvelope(reused).error.code).toBe('conflict');
    const unknown = await goodwill({
      user_id: '00000000-0000-4000-8000-000000000000',
      credits: 3,
      reason: 'Nobody',
      idempotency_key: 'nobody-key-1',
    });
    expect(expectEnvelope(unknown).error.code).toBe('not_found');
    for (const token of [null, 'wrong-token-0123456789abcdefgh']) {
      const res = await goodwill(
        { user_id: b.id, credits: 3, reason: 'No token', idempotency_key: 'no-token-1' },
        token,
      );
      expect(expectEnvelope(res).error.code).toBe('forbidden');
    }
    expect(await balance(ctx.db, b.id)).toMatchObject({ credits: 0, ledgerSum: 0 });
  });

  it('refuses credits outside 1–1000, a short reason and a bad key with field errors', async () => {
    const m = await createMember(ctx.db.db);
    const ok = { user_id: m.id, credits: 10, reason: 'Valid reason', idempotency_key: 'valid-key-123' };
    for (const bad of [
      { ...ok, credits: 0 },
      { ...ok, credits: 1001 },
      { ...ok, credits: 2.5 },
      { ...ok, credits: '10' },
      { ...ok, reason: 'no' },
      { ...ok, idempotency_key: 'short' },
      { ...ok, idempotency_key: 'has spaces in it' },
      { ...ok, user_id: 'user-1' },
      { ...ok, paid_user: true },
    ]) {
      const env = expectEnvelope(await goodwill(bad));
      expect(env.error.code, JSON.stringify(bad)).toBe('validation_failed');
    }
    expect(await balance(ctx.db, m.id)).toMatchObject({ credits: 0, ledgerSum: 0 });
    expect((await goodwill({ ...ok, credits: 1000 })).json()).toMatchObject({ balance: 1000 });
  });
});
