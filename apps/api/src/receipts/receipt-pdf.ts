import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TLocale, TReceipt } from '@dating/core/contracts';
import { getServerI18n } from '@dating/i18n/server';
import PDFDocument from 'pdfkit';

/**
 * DejaVu Sans, embedded (as a subset): the 14 standard PDF fonts have no ł, ś, ż, so a Polish receipt needs a
 * font of its own. Read once, on the first receipt.
 */
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function receiptFonts(): { regular: Buffer; bold: Buffer } {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const file = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`));
    fonts = { regular: file('DejaVuSans'), bold: file('DejaVuSans-Bold') };
  }
  return fonts;
}

export interface ReceiptPdfOptions {
  /** Deflate the page content (default). Off in tests, so the text can be read from the bytes. */
  compress?: boolean;
}

const LABEL_X = 50;
const VALUE_X = 220;
const VALUE_WIDTH = 325;

/**
 * The receipt the member sees on /transactions/{id} as an A4 PDF in their language: the same rows (order,
 * bundle, method, discount, amount paid, date), the VAT line and the seller. Nothing else about the member.
 */
export function receiptPdf(r: TReceipt, locale: TLocale, opts: ReceiptPdfOptions = {}): Promise<Buffer> {
  const { t } = getServerI18n(locale, 'payments');
  const money = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: r.currency }).format(cents / 100);
  const date = (iso: string) =>
    `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

  const title = t('transactions.receiptTitle');
  const doc = new PDFDocument({
    size: 'A4',
    margin: LABEL_X,
    compress: opts.compress ?? true,
    lang: locale,
    info: { Title: `${title} ${r.order_id}`, Author: r.seller.name },
  });
  const { regular, bold } = receiptFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(20).text(title);
  doc.moveDown();
  const rows: [string, string][] = [
    [t('transactions.order'), r.order_id],
    [t('transactions.bundle'), t('packages.credits', { count: r.credits })],
    ...(r.method ? [[t('transactions.method'), t(`methods.${r.method}`)] as [string, string]] : []),
    ...(r.discount_cents > 0
      ? [[t('transactions.discount'), `−${money(r.discount_cents)}`] as [string, string]]
      : []),
    [t('transactions.paid'), money(r.amount_cents)],
    ...(r.paid_at ? [[t('transactions.paidAt'), date(r.paid_at)] as [string, string]] : []),
  ];
  doc.fontSize(11);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('bold').text(label, LABEL_X, y, { width: VALUE_X - LABEL_X - 10 });
    const below = doc.y;
    doc.font('regular').text(value, VALUE_X, y, { width: VALUE_WIDTH });
    doc.y = Math.max(below, doc.y) + 4;
  }
  doc.moveDown();
  doc
    .font('regular')
    .fontSize(10)
    .text(
      r.vat_rate !== null && r.vat_cents !== null
        ? t('transactions.vat', { rate: r.vat_rate, amount: money(r.vat_cents) })
        : t('transactions.noVat'),
      LABEL_X,
      doc.y,
    );
  doc.moveDown(2);
  doc.font('bold').fontSize(13).text(t('transactions.seller'));
  doc.font('regular').fontSize(11);
  const s = r.seller;
  const seller = [
    s.name,
    [s.address, s.city, s.country].filter(Boolean).join(', '),
    s.kvk ? t('transactions.kvk', { number: s.kvk }) : '',
    ...s.vat_numbers.map((n) => t('transactions.vatNumber', { number: n })),
  ];
  for (const line of seller.filter(Boolean)) doc.text(line);
  doc.end();
  return done;
}
