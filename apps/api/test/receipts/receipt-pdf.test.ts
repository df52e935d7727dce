// GET /api/receipt.php (issue 13 item 5): a purchase's receipt as a PDF download, only the caller's own.
import { ZLedgerResponse, type TReceipt } from '@dating/core/contracts';
import { describe, expect, it } from 'vitest';
import { debit } from '../../src/credits/ledger-repo';
import type { BuildAppOptions } from '../../src/app';
import { receiptPdf } from '../../src/receipts/receipt-pdf';
import type { ReceiptsAppOptions } from '../../src/receipts/receipt-routes';
import { Clock, nextIp } from '../accounts-helper';
import { expectEnvelope, setupTestApp, useForTests } from '../helper';
import { buyer, choose, order, SECRET, type Buyer, type PayCtx } from '../payments/payments-helper';
import { pdfText } from './pdf-text';

/** The payments test app (sandbox provider), its receipts uncompressed so their text can be read. */
const ctx = useForTests(async (): Promise<PayCtx> => {
  const clock = new Clock(Date.now());
  const receipts: ReceiptsAppOptions = { receipts: { compress: false } };
  const app = await setupTestApp({
    now: clock.now,
    payments: { webhookSecret: SECRET },
    ...(receipts as Partial<BuildAppOptions>),
  });
  return { ...app, clock };
});

/** A member who bought `pkg` with `method` (paid, webhook delivered), with the purchase's ledger entry. */
async function purchase(who: Buyer, input: { package: 'p0' | 'p1'; method: 'ideal' | 'blik' }) {
  const o = await order(ctx.app, who, input);
  expect((await choose(ctx.app, o.tr, 'paid')).statusCode).toBe(303);
  const ledger = ZLedgerResponse.parse(
    (await ctx.app.inject({ url: '/api/ledger.php', headers: { cookie: who.cookie } })).json(),
  );
  const entry = ledger.entries.find((e) => e.receipt?.order_id === o.order.id);
  expect(entry).toBeDefined();
  return { entry: entry!, receipt: entry!.receipt!, ledger };
}

const download = (id: string | number, who?: Buyer) =>
  ctx.app.inject({
    url: `/api/receipt.php?id=${id}`,
    remoteAddress: nextIp(),
    headers: who ? { cookie: who.cookie } : {},
  });

const money = (cents: number, r: TReceipt, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: r.currency }).format(cents / 100);

describe('a purchase receipt as PDF', () => {
  it('is sent to its buyer as a private attachment, in their language, with the seller, amount and method', async () => {
    const m = await buyer(ctx.app, ctx.db, { country: 'NL', language: 'en' });
    const { entry, receipt } = await purchase(m, { package: 'p0', method: 'ideal' });

    const res = await download(entry.id, m);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${receipt.order_id.slice(0, 8)}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('DejaVuSans');

    const text = pdfText(res.rawPayload);
    expect(receipt.seller.name).not.toBe('');
    for (const part of [
      'Receipt',
      receipt.order_id,
      receipt.seller.name,
      'Amount paid',
      money(receipt.amount_cents, receipt, 'en'),
      'Payment method',
      'iDEAL',
      `VAT number: ${receipt.seller.vat_numbers[0]}`,
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain(
      `Including ${receipt.vat_rate} % VAT: ${money(receipt.vat_cents!, receipt, 'en')}`,
    );
    const compressed = await receiptPdf(receipt, 'en'); // as production sends it
    expect(compressed.toString('latin1')).toContain('/FlateDecode');
    expect(compressed.length).toBeLessThan(res.rawPayload.length);
  });

  it('is written in Polish for a Polish member, ł and ś in the embedded font', async () => {
    const m = await buyer(ctx.app, ctx.db, { country: 'PL', language: 'pl' });
    const { entry, receipt } = await purchase(m, { package: 'p0', method: 'blik' });
    expect(receipt.currency).toBe('PLN');
    const res = await download(entry.id, m);
    expect(res.statusCode, res.body).toBe(200);

    const text = pdfText(res.rawPayload);
    expect(text).toContain('Potwierdzenie zakupu');
    expect(text).toContain('Zapłacona kwota');
    expect(text).toContain(money(receipt.amount_cents, receipt, 'pl'));
    expect(text).toContain('BLIK');
    expect(text).toMatch(/[łś]/);
    expect(text).not.toContain('\uFFFD');
  });

  it("is 404 for another member's entry, a non-purchase entry and an unknown id; 403 for a visitor", async () => {
    const m = await buyer(ctx.app, ctx.db, { credits: 5 });
    const { entry } = await purchase(m, { package: 'p0', method: 'ideal' });
    await ctx.db.db.transaction((tx) => debit(tx as never, m.id, 1, 'message', `message:receipt-${m.id}`));
    const ledger = ZLedgerResponse.parse(
      (await ctx.app.inject({ url: '/api/ledger.php', headers: { cookie: m.cookie } })).json(),
    );
    const message = ledger.entries.find((e) => e.kind === 'message')!;
    const bonus = ledger.entries.find((e) => e.kind === 'bonus')!;
    const other = await buyer(ctx.app, ctx.db);

    const unknown = await download(Number.MAX_SAFE_INTEGER, m);
    expect(unknown.statusCode).toBe(404);
    const notFound = expectEnvelope(unknown).error;
    for (const res of [
      await download(entry.id, other),
      await download(message.id, m),
      await download(bonus.id, m),
    ]) {
      expect(res.statusCode).toBe(404);
      expect({ ...expectEnvelope(res).error, request_id: undefined }).toEqual({
        ...notFound,
        request_id: undefined,
      });
      expect(res.body).not.toContain('%PDF');
    }
    const visitor = await download(entry.id);
    expect(visitor.statusCode).toBe(403);
    expect(expectEnvelope(visitor).error.code).toBe('authentication_required');
  });

  it('answers 4xx, never 5xx, to 240 malformed ids', async () => {
    const m = await buyer(ctx.app, ctx.db);
    const values = [
      '',
      'x',
      '-1',
      '0',
      '1.5',
      '1e99',
      'NaN',
      '%00',
      '%',
      'a'.repeat(3000),
      '[]',
      '{}',
      '9'.repeat(30),
    ];
    const keys = ['id', 'id[]', 'ID', '__proto__'];
    let n = 0;
    for (const key of keys) {
      for (const value of values) {
        for (const extra of ['', `&${key}=2`, '&x=1', '&id=1&id=2']) {
          const url = `/api/receipt.php?${encodeURIComponent(key)}=${encodeURIComponent(value)}${extra}`;
          const res = await ctx.app.inject({ url, remoteAddress: nextIp(), headers: { cookie: m.cookie } });
          expect(res.statusCode, url.slice(0, 120)).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, url.slice(0, 120)).toBeLessThan(500);
          expectEnvelope(res);
          n += 1;
        }
      }
    }
    expect(n).toBeGreaterThanOrEqual(200);
  }, 120_000);

  it('is documented in /api/docs as a binary application/pdf with its query', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        { get?: { parameters?: { name: string }[]; responses: Record<string, { content?: object }> } }
      >;
    };
    const call = doc.paths['/api/receipt.php']?.get;
    expect(call?.parameters?.map((p) => p.name)).toEqual(['id']);
    expect(call?.responses['200']?.content).toEqual({
      'application/pdf': { schema: expect.objectContaining({ type: 'string', format: 'binary' }) },
    });
  });
});
